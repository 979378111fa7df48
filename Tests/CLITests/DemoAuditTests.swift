import Foundation
import TestSupport
import Testing

/// `lector audit` on a new demo library, in every shipped language: it finds the deliberate flaws of
/// `docs/demo-library.md` and nothing that page does not list (run `swift build` first).
@Suite struct DemoAuditTests {
    static let untitled = "4DE42E90-94BB-4790-BB4F-C24C404E4898"
    static let cameraName = "A1D25DA9-BAAD-4D6F-A908-80B129953667"
    static let japanese = "C365FACB-22FC-4E1D-B4BD-A5CA8A5A7E13"

    /// Elements of Lector's own screens that last more than 4 s at 175 words a minute (documented).
    static let longAtTheDefaultRate: Set<String> = [
        "photo.image", "photo.date-taken", "photo.heading", "photo-tags.heading", "photos.row", "item.heading",
        "item.date-created",
        "item.serial-number", "item.value", "item.photo", "items.row", "settings.rate", "settings.capitals",
        "settings.verbosity",
        "item.name", "tags.row", "photo-tags.row",
    ]

    struct Finding: Hashable, CustomStringConvertible {
        var rule: String
        var screen: String
        var identifier: String
        var description: String { "\(rule) \(screen) [\(identifier)]" }
    }

    static func audit() throws -> (status: Int32, findings: [Finding]) {
        let library = try PackagePaths.temporaryDirectory("lector-demo-audit").appendingPathComponent("library")
        let outcome = try ProcessRunner.lector([
            "--library", library.path, "-q", "audit", "--all-locales", "--format", "json",
        ])
        let object = try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [String: Any]
        let findings = (object?["findings"] as? [[String: Any]] ?? []).map { finding in
            let location = finding["location"] as? [String: Any] ?? [:]
            return Finding(
                rule: finding["rule"] as? String ?? "", screen: location["screen"] as? String ?? "",
                identifier: location["identifier"] as? String ?? "")
        }
        return (outcome.status, findings)
    }

    /// The identifier without a record key: `photos.row.ID` → `photos.row`.
    static func kind(_ identifier: String) -> String {
        for prefix in ["photos.row.", "items.row.", "tags.row.", "photo-tags.row."] where identifier.hasPrefix(prefix) {
            return String(prefix.dropLast())
        }
        return identifier
    }

    /// Whether a finding is one `docs/demo-library.md` lists.
    static func isDocumented(_ finding: Finding) -> Bool {
        switch finding.rule {
        case "label.missing":
            return finding.identifier == "photos.row.\(untitled)" || finding.screen == "photo/\(untitled)"
        case "label.not-human-readable":
            return finding.identifier == "photos.row.\(cameraName)" || finding.screen.hasPrefix("photo/\(cameraName)")
        case "speech.wrong-script":
            return finding.identifier == "photos.row.\(japanese)" || finding.screen.hasPrefix("photo/\(japanese)")
        case "label.not-capitalized":
            return ["tags.row", "photo-tags.row"].contains(kind(finding.identifier))
        case "photo.undescribed":
            return kind(finding.identifier) == "photos.row" || finding.identifier == "photo.image"
        case "speech.too-long":
            return longAtTheDefaultRate.contains(kind(finding.identifier))
        default:
            return false
        }
    }

    @Test func theDeliberateFlawsAreFoundAndEverythingElseIsDocumented() throws {
        let (status, findings) = try Self.audit()
        #expect(status == 1)
        let found = Set(findings)
        #expect(
            found.contains(Finding(rule: "label.missing", screen: "photos", identifier: "photos.row.\(Self.untitled)")))
        #expect(
            found.contains(Finding(rule: "label.missing", screen: "photo/\(Self.untitled)", identifier: "photo.image")))
        for (screen, identifier) in [
            ("photos", "photos.row.\(Self.cameraName)"), ("photo/\(Self.cameraName)", "photo.heading"),
            ("photo/\(Self.cameraName)", "photo.image"), ("photo/\(Self.cameraName)/tags", "photo-tags.heading"),
        ] {
            #expect(found.contains(Finding(rule: "label.not-human-readable", screen: screen, identifier: identifier)))
        }
        let undocumented = findings.filter { !Self.isDocumented($0) }
        #expect(undocumented.isEmpty, "not in docs/demo-library.md: \(undocumented)")
    }

    @Test func thePageNamesEveryRuleTheDemoAuditReports() throws {
        let page = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("docs/demo-library.md"), encoding: .utf8)
        for rule in [
            "label.missing", "label.not-human-readable", "speech.wrong-script", "label.not-capitalized",
            "speech.too-long",
            "photo.undescribed",
        ] {
            #expect(page.contains("`\(rule)`"), "\(rule)")
        }
        for identifier in Self.longAtTheDefaultRate {
            #expect(page.contains("`\(identifier)`") || identifier.hasSuffix(".row"), "\(identifier)")
        }
    }
}
