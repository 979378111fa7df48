import Foundation
import TestSupport
import Testing

/// The layer table of `docs/architecture.md` against every `import` in `Tests/` and every dependency that
/// `Package.swift` declares.
///
/// A test target `XTests` tests the module `X`: it may import `X`, the Lector modules on a lower layer than `X`
/// (a system-library target only when `X`'s row allows it, so each C library keeps one owner), the test helpers
/// whose row lets it, and modules that are not Lector's (Foundation, Testing…). The test helpers and the test
/// targets that test no module have rows of their own in the second table, between `<!-- test-targets -->`
/// markers. `Package.swift` may declare for each target only the modules its row lets it import.
@Suite struct TestLayeringTests {
    /// One row of the test-target table: what a helper (or a test target of no module) may import, and which
    /// test targets may import it (`every test target`, or a list; `—` for none).
    struct TestRow {
        let target: String
        let allowed: Set<String>
        let everyTestTarget: Bool
        let users: Set<String>
    }

    /// The rules: both tables.
    struct Rules {
        let layers: [String: LayeringTests.Row]
        let tests: [String: TestRow]

        /// Every Lector module and test target the tables name.
        var lectorModules: Set<String> { Set(layers.keys).union(tests.keys) }

        /// The module `target` tests: `X` for `XTests` when `X` has a row.
        func testedModule(_ target: String) -> LayeringTests.Row? {
            guard target.hasSuffix("Tests") else { return nil }
            return layers[String(target.dropLast("Tests".count))]
        }

        /// Why `target` (a test target or a helper) may not import `module`; nil when it may.
        func problem(_ target: String, imports module: String) -> String? {
            guard module != target, lectorModules.contains(module) else { return nil }
            if let helper = tests[module] {
                if helper.everyTestTarget && target.hasSuffix("Tests") || helper.users.contains(target) { return nil }
                if let own = tests[target], own.allowed.contains(module) { return nil }
                return "\(module) is a test helper whose row does not let \(target) import it"
            }
            if let own = tests[target] {
                return own.allowed.contains(module) ? nil : "the row of \(target) does not allow \(module)"
            }
            guard let tested = testedModule(target) else {
                return "\(target) tests no module of the layer table and has no row in the test-target table"
            }
            if module == tested.module { return nil }
            guard let imported = layers[module] else { return nil }
            if imported.layer == 0 {
                return tested.allowed.contains(module)
                    ? nil : "\(module) is a system library that \(tested.module)'s row does not own"
            }
            return imported.layer < tested.layer
                ? nil
                : "\(module) (layer \(imported.layer)) is not below \(tested.module) (layer \(tested.layer))"
        }

        /// Why `target`, declared in Package.swift, may not depend on `dependency`; nil when it may.
        func problem(_ target: String, declares dependency: String) -> String? {
            if let row = layers[target] {
                return row.allowed.contains(dependency) ? nil : "the row of \(target) does not allow \(dependency)"
            }
            return problem(target, imports: dependency)
        }
    }

    static func rules() throws -> Rules {
        Rules(layers: try LayeringTests.table(), tests: try testTable())
    }

    /// Parses the rows between the `<!-- test-targets -->` and `<!-- /test-targets -->` markers:
    /// `| \`TestSupport\` | \`A\`, \`B\` | every test target |`.
    static func testTable() throws -> [String: TestRow] {
        let text = try String(contentsOf: LayeringTests.architecture, encoding: .utf8)
        guard let start = text.range(of: "<!-- test-targets -->"), let end = text.range(of: "<!-- /test-targets -->"),
            start.upperBound < end.lowerBound
        else { return [:] }
        func names(_ cell: String) -> Set<String> {
            Set(
                cell.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "` ")) }
                    .filter { !$0.isEmpty && $0 != "—" })
        }
        var rows: [String: TestRow] = [:]
        for line in text[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5, cells[1].hasPrefix("`") else { continue }
            let target = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let every = cells[3] == "every test target"
            rows[target] = TestRow(
                target: target, allowed: names(cells[2]), everyTestTarget: every, users: every ? [] : names(cells[3]))
        }
        return rows
    }

    static let tests = PackagePaths.root.appendingPathComponent("Tests")

    /// The folders under `Tests/` holding Swift files: the test targets and the Swift helpers.
    static func testFolders() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: tests.path).sorted().filter { !swiftFiles(in: $0).isEmpty }
    }

    static func swiftFiles(in folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: tests.appendingPathComponent(folder).path) else {
            return []
        }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            .map { "Tests/\(folder)/\($0)" }
    }

    // MARK: - Package.swift

    /// One target of Package.swift: its kind (`target`, `testTarget`…), name and declared dependencies.
    struct DeclaredTarget: Equatable {
        let kind: String
        let name: String
        let dependencies: [String]
    }

    /// The targets of a package manifest, read from its text: each `.target(name: "X", dependencies: [...]`
    /// (also `.executableTarget`, `.testTarget`, `.systemLibrary`), up to the next such entry.
    static func declaredTargets(in manifest: String) -> [DeclaredTarget] {
        let kinds = ["executableTarget", "testTarget", "systemLibrary", "target"]
        var starts: [(range: Range<String.Index>, kind: String)] = []
        var index = manifest.startIndex
        while let dot = manifest[index...].firstIndex(of: ".") {
            let rest = manifest[manifest.index(after: dot)...]
            if let kind = kinds.first(where: { rest.hasPrefix($0 + "(") }) {
                let end = manifest.index(dot, offsetBy: kind.count + 2)
                starts.append((dot..<end, kind))
                index = end
            } else {
                index = manifest.index(after: dot)
            }
        }
        var targets: [DeclaredTarget] = []
        for (number, start) in starts.enumerated() {
            let end = number + 1 < starts.count ? starts[number + 1].range.lowerBound : manifest.endIndex
            let entry = manifest[start.range.upperBound..<end]
            guard let name = quoted(after: "name:", in: entry).first else { continue }
            var dependencies: [String] = []
            if let label = entry.range(of: "dependencies:"), let open = entry[label.upperBound...].firstIndex(of: "["),
                let close = entry[open...].firstIndex(of: "]")
            {
                dependencies = quotedStrings(in: entry[open...close])
            }
            targets.append(DeclaredTarget(kind: start.kind, name: name, dependencies: dependencies))
        }
        return targets
    }

    private static func quoted(after label: String, in text: Substring) -> [String] {
        guard let range = text.range(of: label) else { return [] }
        return quotedStrings(in: text[range.upperBound...]).prefix(1).map { $0 }
    }

    private static func quotedStrings(in text: Substring) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    static func manifest() throws -> [DeclaredTarget] {
        declaredTargets(
            in: try String(contentsOf: PackagePaths.root.appendingPathComponent("Package.swift"), encoding: .utf8))
    }

    // MARK: - The checks

    @Test func everyTestFolderHasARule() throws {
        let rules = try Self.rules()
        #expect(
            !rules.tests.isEmpty, "docs/architecture.md has no test-target table between <!-- test-targets --> markers")
        for folder in try Self.testFolders() {
            #expect(
                rules.tests[folder] != nil || rules.testedModule(folder) != nil,
                "Tests/\(folder) tests no module of the layer table (XTests tests X) and has no row in the test-target table"
            )
        }
    }

    @Test func everyImportUnderTestsIsAllowed() throws {
        let rules = try Self.rules()
        var checked = 0
        for folder in try Self.testFolders() {
            for file in Self.swiftFiles(in: folder) {
                for line in try LayeringTests.imports(of: file) {
                    checked += 1
                    if let problem = rules.problem(folder, imports: line.module) {
                        Issue.record("\(line): \(problem) (docs/architecture.md)")
                    }
                }
            }
        }
        #expect(checked > 100, "only \(checked) imports were found under Tests/")
    }

    @Test func packageSwiftDeclaresOnlyWhatTheTablesAllow() throws {
        let rules = try Self.rules()
        let targets = try Self.manifest()
        #expect(targets.count > 40, "only \(targets.count) targets were read from Package.swift")
        for target in targets {
            if target.kind == "systemLibrary" {
                #expect(
                    rules.layers[target.name] != nil, "the system library \(target.name) has no row in the layer table")
                continue
            }
            #expect(
                rules.layers[target.name] != nil || rules.tests[target.name] != nil
                    || rules.testedModule(target.name) != nil,
                "Package.swift's target \(target.name) has no row in docs/architecture.md")
            for dependency in target.dependencies {
                if let problem = rules.problem(target.name, declares: dependency) {
                    Issue.record(
                        "Package.swift: \(target.name) depends on \(dependency): \(problem) (docs/architecture.md)")
                }
            }
        }
    }

    // MARK: - The rules themselves, on a made-up table

    static let sample = Rules(
        layers: [
            "CLib": .init(module: "CLib", layer: 0, allowed: []),
            "Low": .init(module: "Low", layer: 1, allowed: ["CLib", "Foundation"]),
            "Other": .init(module: "Other", layer: 1, allowed: []),
            "Mid": .init(module: "Mid", layer: 2, allowed: ["Low"]),
            "High": .init(module: "High", layer: 3, allowed: ["Mid", "Low"]),
        ],
        tests: [
            "Helper": .init(target: "Helper", allowed: ["High"], everyTestTarget: true, users: []),
            "CShim": .init(target: "CShim", allowed: [], everyTestTarget: false, users: ["MidTests"]),
            "LayoutTests": .init(target: "LayoutTests", allowed: ["Helper"], everyTestTarget: false, users: []),
        ])

    @Test func aTestTargetMayImportItsModuleWhatIsBelowItAndItsHelpers() {
        for module in ["Mid", "Low", "Other", "Helper", "CShim", "Foundation", "Testing"] {
            #expect(Self.sample.problem("MidTests", imports: module) == nil, "MidTests importing \(module)")
        }
        #expect(Self.sample.problem("LowTests", imports: "CLib") == nil)
        #expect(Self.sample.problem("LayoutTests", imports: "Helper") == nil)
        #expect(Self.sample.problem("Helper", imports: "High") == nil)
    }

    @Test func anUpwardOrSidewaysImportOfATestTargetIsRefused() {
        #expect(Self.sample.problem("MidTests", imports: "High") != nil)
        #expect(Self.sample.problem("LowTests", imports: "Other") != nil)
        #expect(Self.sample.problem("LowTests", imports: "Mid") != nil)
        #expect(Self.sample.problem("MidTests", imports: "CLib") != nil, "a C library its module does not own")
        #expect(Self.sample.problem("HighTests", imports: "CShim") != nil, "a helper for another target")
        #expect(Self.sample.problem("LayoutTests", imports: "High") != nil, "not in its row")
        #expect(Self.sample.problem("NothingTests", imports: "Low") != nil, "a test target of no module")
        #expect(Self.sample.problem("Helper", imports: "Mid") != nil, "not in the helper's row")
    }

    @Test func aDeclaredDependencyOutsideTheRowIsRefused() {
        #expect(Self.sample.problem("High", declares: "Mid") == nil)
        #expect(Self.sample.problem("Mid", declares: "High") != nil)
        #expect(Self.sample.problem("Mid", declares: "Other") != nil, "allowed by layer, not by the row")
        #expect(Self.sample.problem("MidTests", declares: "Low") == nil)
        #expect(Self.sample.problem("LowTests", declares: "High") != nil)
    }

    @Test func theManifestReaderSeesEveryKindOfTarget() {
        let manifest = """
            let package = Package(
                name: "P", products: [.executable(name: "p", targets: ["p"])],
                targets: [
                    .systemLibrary(name: "CLib", path: "Sources/CLib", providers: [.apt(["lib-dev"])]),
                    .target(name: "Low", dependencies: ["CLib"], swiftSettings: strict),
                    .target(
                        name: "Mid",
                        dependencies: [
                            "Low",
                            "Other",
                        ],
                        resources: [.copy("Data")]),
                    .executableTarget(name: "p", dependencies: ["Mid"], linkerSettings: [.linkedLibrary("m")]),
                    .testTarget(name: "MidTests", dependencies: ["Mid", "Helper"], exclude: ["Snapshots"]),
                ])
            """
        #expect(
            Self.declaredTargets(in: manifest) == [
                .init(kind: "systemLibrary", name: "CLib", dependencies: []),
                .init(kind: "target", name: "Low", dependencies: ["CLib"]),
                .init(kind: "target", name: "Mid", dependencies: ["Low", "Other"]),
                .init(kind: "executableTarget", name: "p", dependencies: ["Mid"]),
                .init(kind: "testTarget", name: "MidTests", dependencies: ["Mid", "Helper"]),
            ])
    }
}
