import Audit
import Foundation
import Localization
import TestSupport

/// Builds strings folders in memory and runs strings rules on them.
enum StringsTables {
    /// English UI strings from the package's tables, as findings' messages use them.
    static func english() throws -> Strings {
        try Strings.load(directory: PackagePaths.localizations, locales: .english) { _ in }
    }

    /// A folder from `["de.lproj": ["Localizable.strings": text]]`; files parse as the audit parses them.
    static func folder(_ tables: [String: [String: String]], path: String = "L") -> StringsFolder {
        let languages = tables.map { folderName, files in
            StringsFolder.Language(
                folderName: folderName,
                tag: folderName.replacingOccurrences(of: ".lproj", with: "").replacingOccurrences(of: "_", with: "-"),
                tables: files.mapValues { StringsDocument.parse(text: $0, file: $0, recovering: true) })
        }
        return StringsFolder(displayPath: path, languages: languages)
    }

    /// The findings of some rules (default: all) on a folder.
    static func findings(
        _ tables: [String: [String: String]], rules: [any StringsRule] = RuleRegistry.stringsRules,
        houseStyle: Bool = false
    ) throws -> [Finding] {
        let audit = StringsAudit(configuration: .init(rules: rules, houseStyle: houseStyle))
        return audit.run(folder(tables), strings: try english()).findings
    }

    /// The findings of one rule with a German table against an English base.
    static func german(_ de: String, base en: String, rule: any StringsRule) throws -> [Finding] {
        try findings(["en.lproj": ["Localizable.strings": en], "de.lproj": ["Localizable.strings": de]], rules: [rule])
    }

    /// `(key, line)` of each finding, for compact expectations.
    static func places(_ findings: [Finding]) -> [String] {
        findings.map { finding in
            guard case .file(let location) = finding.location else { return "element" }
            return "\(location.key ?? "-")@\(location.line.map(String.init) ?? "-")"
        }
    }
}

extension Finding {
    /// The file location of a strings finding.
    var file: FileLocation? {
        if case .file(let location) = location { return location }
        return nil
    }
}
