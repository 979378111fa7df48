import Foundation
import TestSupport
import Testing

/// The layer table of `docs/architecture.md` against every `import` in `Sources/`.
///
/// The table is the one place the layering is written down: each module's layer number and the
/// modules it may import. Every import of every source file must be allowed by its module's row, and
/// every allowed Lector module must sit on a lower layer, so imports point down only.
@Suite struct LayeringTests {
    /// One row of the table.
    struct Row {
        let module: String
        let layer: Int
        let allowed: Set<String>
    }

    /// One `import` line of a source file.
    struct ImportLine: CustomStringConvertible {
        let file: String
        let line: Int
        let module: String
        var description: String { "\(file):\(line) imports \(module)" }
    }

    static let architecture = PackagePaths.root.appendingPathComponent("docs/architecture.md")
    static let sources = PackagePaths.root.appendingPathComponent("Sources")

    /// Parses the rows between the `<!-- layers -->` and `<!-- /layers -->` markers:
    /// `| \`Module\` | 3 | \`A\`, \`B\` | … |`.
    static func table() throws -> [String: Row] {
        let text = try String(contentsOf: architecture, encoding: .utf8)
        guard let start = text.range(of: "<!-- layers -->"), let end = text.range(of: "<!-- /layers -->"),
            start.upperBound < end.lowerBound
        else { return [:] }
        var rows: [String: Row] = [:]
        for line in text[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, cells[1].hasPrefix("`"), let layer = Int(cells[2]) else { continue }
            let module = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let allowed = cells[3].split(separator: ",")
                .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "` ")) }
                .filter { !$0.isEmpty && $0 != "—" }
            rows[module] = Row(module: module, layer: layer, allowed: Set(allowed))
        }
        return rows
    }

    /// The Swift modules under `Sources/`: every folder with at least one `.swift` file.
    static func modules() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted().filter { name in
            !swiftFiles(in: name).isEmpty
        }
    }

    /// The system-library targets: folders holding a `module.modulemap`.
    static func systemLibraries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted().filter { name in
            FileManager.default.fileExists(atPath: sources.appendingPathComponent("\(name)/module.modulemap").path)
        }
    }

    static func swiftFiles(in module: String) -> [String] {
        let folder = sources.appendingPathComponent(module)
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            .map { "Sources/\(module)/\($0)" }
    }

    /// Every import of a file: `import X`, `@testable import X`, `import struct X.Y`, `@_exported import X`.
    static func imports(of relativePath: String) throws -> [ImportLine] {
        try imports(in: PackagePaths.root.appendingPathComponent(relativePath), named: relativePath)
    }

    static func imports(in url: URL, named relativePath: String) throws -> [ImportLine] {
        let text = try String(contentsOf: url, encoding: .utf8)
        var found: [ImportLine] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
            let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            let module = String(path.split(separator: ".").first ?? "")
            found.append(ImportLine(file: relativePath, line: index + 1, module: module))
        }
        return found
    }

    @Test func everyModuleHasARow() throws {
        let rows = try Self.table()
        #expect(!rows.isEmpty, "docs/architecture.md has no layer table between <!-- layers --> markers")
        for module in try Self.modules() + Self.systemLibraries() {
            #expect(rows[module] != nil, "Sources/\(module) has no row in docs/architecture.md's layer table")
        }
    }

    @Test func everyImportIsAllowedByTheTable() throws {
        let rows = try Self.table()
        var checked = 0
        for module in try Self.modules() {
            guard let row = rows[module] else { continue }
            for file in Self.swiftFiles(in: module) {
                for line in try Self.imports(of: file) where line.module != module {
                    checked += 1
                    #expect(
                        row.allowed.contains(line.module),
                        "\(line), which docs/architecture.md does not allow \(module)")
                }
            }
        }
        #expect(checked > 100, "only \(checked) imports were found under Sources/")
    }

    @Test func allowedImportsPointDown() throws {
        let rows = try Self.table()
        for row in rows.values {
            for name in row.allowed {
                guard let target = rows[name] else { continue }  // a system module: Foundation, Glibc…
                #expect(
                    target.layer < row.layer,
                    "\(row.module) (layer \(row.layer)) may import \(name) (layer \(target.layer)): not downward")
            }
        }
    }

    @Test func eachSystemLibraryHasOneOwner() throws {
        let rows = try Self.table()
        for library in try Self.systemLibraries() {
            let owners = rows.values.filter { $0.allowed.contains(library) }.map(\.module)
            #expect(owners.count == 1, "\(library) may be imported by \(owners.sorted()), not by exactly one module")
        }
    }

    @Test func theImportScannerSeesEveryForm() throws {
        let folder = try PackagePaths.temporaryDirectory("layering")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Sample.swift")
        try
            "import Foundation\n@testable import Speech\nimport struct Narration.Narrator\n  @_exported import Core\n// import Nothing\nlet importX = 1\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let found = try Self.imports(in: file, named: "Sample.swift").map(\.module)
        #expect(found == ["Foundation", "Speech", "Narration", "Core"])
    }
}
