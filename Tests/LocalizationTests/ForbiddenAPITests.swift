import Foundation
import Testing

/// Fails on APIs that read the wrong locale, crash or silently fall back on Linux
/// (localization.md §4 and §6), anywhere under Sources/.
@Suite struct ForbiddenAPITests {
    static let forbidden = [
        "Locale.current", "autoupdatingCurrent", "preferredLanguages", "localizedStringWithFormat",
        "NSLocalizedString", "String(localized:", "LocalizationValue", "LocalizedStringResource",
        "Bundle.module", "Bundle.main", "localizedString(forKey", "preferredLocalizations",
        "RelativeDateTimeFormatter", "ListFormatter", "DateComponentsFormatter", "MeasurementFormatter",
        "ComponentsFormatStyle", "currencyPlural", "stringsdict", "xcstrings", "%#@",
        "NumberFormatter.localizedString", ".formatted()", "TimeZone.autoupdatingCurrent",
    ]

    /// The Swift files under Sources/, with each line's `//` comment removed.
    static func sourceLines() throws -> [(file: String, line: Int, code: String)] {
        let sources = PackagePaths.root.appendingPathComponent("Sources")
        var lines: [(String, Int, String)] = []
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.firstRange(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
                lines.append(("Sources/" + path, index + 1, code))
            }
        }
        return lines
    }

    @Test func sourcesUseNoForbiddenAPI() throws {
        let lines = try Self.sourceLines()
        #expect(lines.count > 100)
        for (file, number, code) in lines {
            for name in Self.forbidden where code.contains(name) {
                Issue.record("\(file):\(number): \(name) is forbidden (localization.md §4, §6)")
            }
            if code.contains("String(format:"), !code.contains("locale:") {
                Issue.record("\(file):\(number): String(format:) without locale: is forbidden")
            }
        }
    }

    @Test func theScanFindsAForbiddenName() {
        let sample = "let l = Locale.current // fine in a comment: Locale.current"
        let code = sample.firstRange(of: "//").map { String(sample[..<$0.lowerBound]) } ?? sample
        #expect(Self.forbidden.contains { code.contains($0) })
    }
}
