import Foundation
import TestSupport
import Testing

/// Storyboards, xibs and XCUITest dumps through the built binary (run `swift build` first): what
/// VoiceOver says, the interface findings with IB object id and line, a storyboard's de table,
/// `audit FOLDER` and the reader errors (exit 2, `FILE:LINE:COLUMN:`). The files are the project of
/// `Tests/Fixtures/ios-project`.
@Suite struct InterfaceBuilderEndToEndTests {
    static let project = PackagePaths.fixtures.appendingPathComponent("ios-project")
    static let storyboard = project.appendingPathComponent("App/Base.lproj/Main.storyboard").path
    static let dump = project.appendingPathComponent("UITests/home-dump.txt").path
    static let broken = project.appendingPathComponent("Pods/Widget/Broken.xib").path

    private func speak(_ file: String, _ extra: [String] = []) throws -> ProcessOutcome {
        let library = try PackagePaths.temporaryDirectory("lector-ib").appendingPathComponent("library")
        return try ProcessRunner.lector(
            ["--library", library.path, "--empty"] + extra + ["speak", "--element", file, "--output", "text"])
    }

    @Test func aStoryboardSpeaksAsVoiceOverWould() throws {
        let outcome = try speak(Self.storyboard)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(
            outcome.output.split(separator: "\n").prefix(4) == [
                "Send feedback. Heading.", "close-icon. Button.", "Send. Button.", "Sends your message to the team.",
            ])
        #expect(outcome.output.contains("Include screenshot. Switch Button. On."))
    }

    @Test func localeDeAppliesTheStoryboardsGermanTable() throws {
        let outcome = try speak(Self.storyboard, ["--locale", "de"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("Feedback senden. Überschrift."))
        #expect(lines.contains("Senden. Taste."))
        #expect(lines.contains("Sendet Ihre Nachricht an das Team."))
        #expect(lines.contains { $0.hasPrefix("Bildschirmfoto anhängen. Schalter.") })
        #expect(!outcome.output.contains("Send feedback"))
    }

    @Test func anXCUITestDumpSpeaksItsButtonsAndTabs() throws {
        let outcome = try speak(Self.dump)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("Menu. Button."))
        #expect(lines.contains("Selected: Explore. Tab. 2 of 3."))
    }

    @Test func formatForcesTheReader() throws {
        let outcome = try speak(Self.dump, [])
        #expect(outcome.status == 0)
        let library = try PackagePaths.temporaryDirectory("lector-ib").appendingPathComponent("library")
        let forced = try ProcessRunner.lector([
            "--library", library.path, "inspect", "--tree", Self.dump, "--format", "xib",
        ])
        #expect(forced.status == 2)
        #expect(
            forced.standardError == "lector: \(Self.dump):1:1: malformed XML; fix the file in Xcode or an XML editor\n")
        let unknown = try ProcessRunner.lector([
            "--library", library.path, "inspect", "--tree", Self.dump, "--format", "nib",
        ])
        #expect(unknown.status == 64)
        #expect(unknown.standardError.contains("json, storyboard, xib, xcuitest, page-source"))
    }

    @Test func auditReportsSmallTargetsAndImageNamesWithObjectIDAndLine() throws {
        let outcome = try AuditProcess.run(["--tree", Self.storyboard, "--format", "json"])
        #expect(outcome.status == 1, "\(outcome.standardError)")
        let findings = try AuditProcess.findings(outcome)
        func located(_ rule: String) -> [(line: Int?, id: String?)] {
            findings.filter { $0["rule"] as? String == rule }.map { finding in
                let location = finding["location"] as? [String: Any] ?? [:]
                return (location["line"] as? Int, (location["objectID"] ?? location["key"]) as? String)
            }
        }
        let small = located("element.target-size")
        // The switch fbS-wi-tc1 is 51×31, UIKit's fixed size of a UISwitch: exempt.
        #expect(small.map(\.id) == ["fbB-tn-cls"])
        #expect(small.map(\.line) == [17])
        let image = located("label.image-name")
        #expect(image.map(\.id) == ["fbB-tn-cls"])
        #expect(image.map(\.line) == [17])
    }

    @Test func auditOfADumpReportsTheSmallMenuButtonAtItsLine() throws {
        let outcome = try AuditProcess.run(["--tree", Self.dump, "--tree-format", "xcuitest", "--format", "json"])
        let small = try AuditProcess.findings(outcome).filter { $0["rule"] as? String == "element.target-size" }
        #expect(small.count == 1)
        let location = try #require(small.first?["location"] as? [String: Any])
        #expect(location["line"] as? Int == 6)
        #expect(location["identifier"] as? String == "menu")
        #expect((small.first?["message"] as? String)?.contains("55×40") == true)
    }

    /// The fixture copied with a broken xib in `.git` and `DerivedData` (Pods has one already):
    /// entering any of them would exit 2.
    private func projectCopy() throws -> URL {
        let folder = try PackagePaths.temporaryDirectory("lector-ib-project").appendingPathComponent("Project")
        try FileManager.default.copyItem(at: Self.project, to: folder)
        for hidden in [".git", "DerivedData", "Carthage/Checkouts"] {
            let place = folder.appendingPathComponent(hidden)
            try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                atPath: Self.broken, toPath: place.appendingPathComponent("Broken.xib").path)
        }
        return folder
    }

    @Test func auditOfAFolderSkipsPodsAndReportsTheStaleKey() throws {
        let folder = try projectCopy()
        let outcome = try AuditProcess.run(
            ["Project", "--format", "json"], directory: folder.deletingLastPathComponent())
        #expect(outcome.status == 1, "\(outcome.standardError)")
        let findings = try AuditProcess.findings(outcome)
        let stale = findings.filter { $0["rule"] as? String == "strings.stale-object-key" }
        #expect(stale.count == 1)
        let location = try #require(stale.first?["location"] as? [String: Any])
        #expect(location["file"] as? String == "Project/App/de.lproj/Main.strings")
        #expect(location["line"] as? Int == 14)
        #expect(location["key"] as? String == "gon-e0-obj.text")
        // The storyboard's own tables are audited with it, not again as a strings folder.
        #expect(!findings.contains { $0["rule"] as? String == "strings.extra-key" })
        #expect(
            findings.contains { ($0["location"] as? [String: Any])?["file"] as? String == "Project/App/Views/Row.xib" })
        // Plural dictionaries and catalogs are audited with the rest.
        let object = try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [String: Any]
        #expect(object?["skippedInputs"] == nil)
        let missingFile = try #require(findings.first { $0["rule"] as? String == "strings.missing-file" })
        #expect(
            (missingFile["location"] as? [String: Any])?["file"] as? String
                == "Project/App/de.lproj/Localizable.stringsdict")
        #expect(missingFile["severity"] as? String == "warning")
        let review = try #require(findings.first { $0["rule"] as? String == "strings.needs-review" })
        #expect((review["location"] as? [String: Any])?["file"] as? String == "Project/App/Settings.xcstrings")
        #expect((review["location"] as? [String: Any])?["key"] as? String == "settings.done")
        #expect(review["locale"] as? String == "de")
    }

    @Test(arguments: [
        ("en", "malformed XML; fix the file in Xcode or an XML editor"),
        ("de", "fehlerhaftes XML; korrigiere die Datei in Xcode oder einem XML-Editor"),
    ])
    func aMalformedXibExits2WithFileLineAndColumn(locale: String, message: String) throws {
        let outcome = try AuditProcess.run(["--locale", locale, "--tree", Self.broken])
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput.isEmpty)
        // The column of the "<" that cannot start an attribute (libxml2 gave the column after it).
        #expect(outcome.standardError == "lector: \(Self.broken):3:23: \(message)\n")
    }

    @Test func aFileIsNotAProjectFolder() throws {
        let outcome = try AuditProcess.run([Self.storyboard])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("lector: \(Self.storyboard): not a folder;"))
    }

    @Test func treeFormatNeedsATree() throws {
        let outcome = try AuditProcess.run(["--tree-format", "xib", Self.project.path])
        #expect(outcome.status == 64)
    }
}
