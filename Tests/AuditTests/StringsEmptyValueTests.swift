import Audit
import Foundation
import Testing

@Suite struct StringsEmptyValueTests {
    @Test func reportsABlankValue() throws {
        let findings = try StringsTables.german(
            "\"done\" = \"\";\n\"space\" = \" \\U200B \";\n\"ok\" = \"Fertig\";",
            base: "\"done\" = \"Done\";\n\"space\" = \"Space\";\n\"ok\" = \"OK!\";", rule: StringsEmptyValue())
        #expect(StringsTables.places(findings) == ["done@1", "space@2"])
    }

    @Test func aBlankBaseValueIsReportedOnlyInTheBase() throws {
        let findings = try StringsTables.german("\"gap\" = \"\";", base: "\"gap\" = \"\";", rule: StringsEmptyValue())
        #expect(findings.map(\.locale) == ["en"])
    }

    @Test func aTranslatedValuePasses() throws {
        #expect(
            try StringsTables.german("\"done\" = \"Fertig\";", base: "\"done\" = \"Done\";", rule: StringsEmptyValue())
                .isEmpty)
    }

    /// Xcode's templates ship `NSHumanReadableCopyright` blank; in `InfoPlist.strings` that is no error, and the
    /// same key elsewhere, or another Info.plist key blank, still is.
    @Test func aBlankCopyrightAsXcodeShipsItIsNoError() throws {
        let info = "\"NSHumanReadableCopyright\" = \"\";\n\"CFBundleDisplayName\" = \"\";\n"
        let findings = try StringsTables.findings(
            [
                "en.lproj": ["InfoPlist.strings": info, "Localizable.strings": info],
                "de.lproj": ["InfoPlist.strings": info, "Localizable.strings": info],
            ],
            rules: [StringsEmptyValue()])
        let places = findings.map { finding -> String in
            guard case .file(let location) = finding.location else { return "element" }
            return "\(finding.locale) \((location.file as NSString).lastPathComponent) \(location.key ?? "-")"
        }
        #expect(
            places.sorted() == [
                "en InfoPlist.strings CFBundleDisplayName", "en Localizable.strings CFBundleDisplayName",
                "en Localizable.strings NSHumanReadableCopyright",
            ])
    }
}
