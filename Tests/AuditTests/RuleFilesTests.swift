import Audit
import Foundation
import TestSupport
import Testing

/// One file per rule named after its ID (`Sources/Audit/Rules/LabelMissing.swift` for
/// `label.missing`), and one test file per rule beside this one.
@Suite struct RuleFilesTests {
    /// `label.not-human-readable` → `LabelNotHumanReadable`.
    static func typeName(_ id: String) -> String {
        id.split(whereSeparator: { $0 == "." || $0 == "-" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    @Test(arguments: RuleRegistry.ids)
    func theRuleHasItsSourceAndTestFiles(id: String) throws {
        let name = Self.typeName(id)
        let rule = try #require(RuleRegistry.rule(id))
        #expect(String(describing: type(of: rule)) == name)
        let source = PackagePaths.root.appendingPathComponent("Sources/Audit/Rules/\(name).swift")
        let tests = PackagePaths.root.appendingPathComponent("Tests/AuditTests/\(name)Tests.swift")
        #expect(FileManager.default.fileExists(atPath: source.path), "\(source.path)")
        #expect(FileManager.default.fileExists(atPath: tests.path), "\(tests.path)")
    }
}
