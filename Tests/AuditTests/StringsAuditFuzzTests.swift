import Audit
import Foundation
import Localization
import TestSupport
import Testing

/// Every strings rule runs to the end on damaged tables: mutations of the shipped German table
/// against the shipped English one, each finding with a position in range.
@Suite struct StringsAuditFuzzTests {
    @Test func everyRuleSurvivesMutatedTables() throws {
        let english = try StringsTables.english()
        let base = [UInt8](
            try Data(contentsOf: PackagePaths.localizations.appendingPathComponent("en.lproj/Localizable.strings")))
        let original = [UInt8](
            try Data(contentsOf: PackagePaths.localizations.appendingPathComponent("de.lproj/Localizable.strings")))
        let fragments = ["\"", ";", "\n", "%", "%@", "%1$d", "\\U0007", "\\UFFFD", ".hint\" = \"tap", "=", "/*"].map {
            Array($0.utf8)
        }
        var state: UInt64 = 0x4155_4449_54
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
        let audit = StringsAudit()
        for _ in 0..<60 {
            var bytes = original
            for _ in 0..<(1 + next(10)) where !bytes.isEmpty {
                let index = next(bytes.count)
                switch next(3) {
                case 0: bytes[index] = UInt8(next(256))
                case 1: bytes.remove(at: index)
                default: bytes.insert(contentsOf: fragments[next(fragments.count)], at: index)
                }
            }
            let folder = StringsFolder(
                displayPath: "L",
                languages: [
                    .init(
                        folderName: "en.lproj", tag: "en",
                        tables: ["Localizable.strings": StringsDocument.parse(base, file: "en", recovering: true)]),
                    .init(
                        folderName: "de.lproj", tag: "de",
                        tables: ["Localizable.strings": StringsDocument.parse(bytes, file: "de", recovering: true)]),
                ])
            let result = audit.run(folder, strings: english)
            for finding in result.findings {
                if let line = finding.file?.line { #expect(line >= 1) }
                #expect(!finding.message.isEmpty)
            }
            _ = ReportFormat.allCases.map {
                $0.reporter.render(audit.report(result, folder: folder, version: "1", strings: english))
            }
        }
    }
}
