import Foundation
import Testing

/// Fails on APIs that read the wrong locale, crash or silently fall back on Linux
/// (localization.md §4 and §6), anywhere under Sources/.
///
/// Foundation on Linux crashes on `.stringsdict` lookups, so Lector never loads its own tables
/// through Foundation's bundle machinery: the bundle APIs are forbidden everywhere. The extension
/// names `stringsdict` and `xcstrings` are forbidden too, except in the readers of other projects'
/// files (`readerFolders`), which must be able to find them, and even there never on a line that
/// also reaches for a bundle.
@Suite struct ForbiddenAPITests {
    static let forbidden =
        [
            "Locale.current", "autoupdatingCurrent", "preferredLanguages", "localizedStringWithFormat",
            "NSLocalizedString", "String(localized:", "LocalizationValue", "LocalizedStringResource",
            "Bundle.module", "Bundle.main", "localizedString(forKey", "preferredLocalizations",
            "RelativeDateTimeFormatter", "ListFormatter", "DateComponentsFormatter", "MeasurementFormatter",
            "ComponentsFormatStyle", "currencyPlural",
            "NumberFormatter.localizedString", ".formatted()", "TimeZone.autoupdatingCurrent",
        ] + bundleAPIs

    /// Foundation's ways to a bundle's resources and tables: forbidden everywhere.
    static let bundleAPIs = [
        "Bundle(", "Bundle.allBundles", "Bundle.init", "forResource:", "url(forResource", "path(forResource",
    ]

    /// The names of Foundation's plural-dictionary and string-catalog tables, and their variable
    /// placeholder `%#@`: only the readers (and writers) of other projects' files may name them.
    static let tableExtensions = ["stringsdict", "xcstrings", "%#@"]

    /// The folders whose code reads other projects' files and may name `tableExtensions`: the readers, and the fuzz
    /// lab, whose targets are named after the formats they feed those readers.
    static let readerFolders = ["Sources/Readers/", "Sources/lector-fuzz/"]

    /// The problems of one line of code (comments already removed).
    static func violations(file: String, code: String) -> [String] {
        var found = forbidden.filter { code.contains($0) }.map { "\($0) is forbidden (localization.md §4, §6)" }
        let isReader = readerFolders.contains { file.hasPrefix($0) }
        for name in tableExtensions where code.contains(name) {
            if !isReader {
                found.append(
                    "\(name) is forbidden outside \(readerFolders.joined(separator: ", ")) (localization.md §4, §6)")
            } else if bundleAPIs.contains(where: { code.contains($0) }) {
                found.append("\(name) next to a bundle API: Lector's tables are never read through Foundation")
            }
        }
        if code.contains("String(format:"), !code.contains("locale:") {
            found.append("String(format:) without locale: is forbidden")
        }
        return found
    }

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
            for problem in Self.violations(file: file, code: code) {
                Issue.record("\(file):\(number): \(problem)")
            }
        }
    }

    @Test(arguments: [
        ("Sources/Localization/Strings.swift", #"let url = folder.appendingPathExtension("stringsdict")"#, 1),
        ("Sources/Audit/Strings/StringsFolder.swift", #"if ext == "xcstrings" {"#, 1),
        ("Sources/Readers/ProjectFolder.swift", #"static let names: Set<String> = ["stringsdict", "xcstrings"]"#, 0),
        (
            "Sources/Readers/ProjectFolder.swift",
            #"Bundle(path: p)?.path(forResource: "Localizable", ofType: "stringsdict")"#, 4
        ),
        ("Sources/CLI/Session.swift", #"Bundle(url: folder)?.localizedString(forKey: key, value: nil, table: nil)"#, 2),
    ])
    func tableExtensionsAreForbiddenOutsideTheReadersAndBundlesEverywhere(file: String, code: String, problems: Int) {
        #expect(Self.violations(file: file, code: code).count == problems, "\(Self.violations(file: file, code: code))")
    }

    @Test func theScanFindsAForbiddenName() {
        let sample = "let l = Locale.current // fine in a comment: Locale.current"
        let code = sample.firstRange(of: "//").map { String(sample[..<$0.lowerBound]) } ?? sample
        #expect(Self.forbidden.contains { code.contains($0) })
    }
}
