import Foundation
import TestSupport
import Testing

/// How Lector reaches its C libraries (issue 39): through their shared libraries and public API only.
@Suite struct LinkingTests {
    static let sources = PackagePaths.root.appendingPathComponent("Sources")

    /// The `link "…"` lines of every system-library target, as `Module: name`.
    static func linkLines() throws -> [String] {
        var found: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let map = sources.appendingPathComponent("\(name)/module.modulemap")
            guard let text = try? String(contentsOf: map, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard words.first == "link", words.count >= 2 else { continue }
                found.append("\(name): \(words[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")))")
            }
        }
        return found
    }

    @Test func modulemapsLinkSharedLibrariesByName() throws {
        let lines = try Self.linkLines()
        #expect(lines.contains("CEspeakNG: espeak-ng"), "\(lines)")
        // `link ":libNAME.a"` names a file (an archive, or one soname): the linker's `-l:` form.
        let byFile = lines.filter { $0.contains(": :") || $0.hasSuffix(".a") }
        #expect(byFile.isEmpty, "\(byFile)")
    }

    @Test func packageHasNoUnsafeFlags() throws {
        let manifest = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(!manifest.contains("unsafeFlags"))
    }

    /// No Swift source defines a C symbol (`@_cdecl`), so none can stand in for another library's own.
    @Test func noSourceDefinesACSymbol() throws {
        var offenders: [String] = []
        let walker = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)
        while let file = walker?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            if text.contains("@_" + "cdecl") { offenders.append(file.lastPathComponent) }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }
}
