import Audit
import Foundation
import Localization
import Readers
import TestSupport
import Testing

/// The strings source as Xcode decides it (issue 43): the project's `developmentRegion`, a
/// `Base.lproj` of a launch screen only that is no source, and regional copies of the source.
@Suite struct XcodeProjectSourceTests {
    /// Reads a fixture project's strings folder as `lector audit PATH` does, and audits it.
    static func audit(_ fixture: String, sourceLanguage: String? = nil) throws -> (StringsFolder, [String]) {
        let root = PackagePaths.fixtures.appendingPathComponent(fixture).path
        let project = try ProjectFolder.discover(root)
        let strings = try #require(project.stringsFolders.first)
        let folder = try StringsFolder.read(
            URL(fileURLWithPath: strings, isDirectory: true), displayPath: "P", sourceLanguage: sourceLanguage,
            developmentRegion: XcodeProject.governing(strings, within: root)?.developmentRegion
        ).excludingTables(project.interfaceTableFiles)
        let findings = StringsAudit(configuration: .init()).run(folder, strings: try StringsTables.english()).findings
        return (
            folder,
            findings.map { finding in
                guard case .file(let location) = finding.location else { return finding.rule }
                return "\(finding.rule) \(location.file) \(location.key ?? "-")"
            }
        )
    }

    @Test func theDevelopmentRegionIsTheSource() throws {
        let (folder, findings) = try Self.audit("xcode-project-de")
        #expect(folder.sourceLanguage == "de")
        #expect(folder.base?.folderName == "de.lproj")
        // en is the translation: it misses the source's key, and nothing is "extra" in de.
        #expect(findings == ["strings.missing-key P/en.lproj/Localizable.strings checkout"])
    }

    @Test func sourceLanguageOptionWinsOverTheDevelopmentRegion() throws {
        let (folder, findings) = try Self.audit("xcode-project-de", sourceLanguage: "en")
        #expect(folder.base?.folderName == "en.lproj")
        #expect(findings.contains("strings.extra-key P/de.lproj/Localizable.strings checkout"))
    }

    @Test func aBaseFolderOfALaunchScreenIsNoSourceAndRegionalFoldersAreCopies() throws {
        let (folder, findings) = try Self.audit("xcode-project-en")
        #expect(folder.base?.folderName == "en.lproj")
        #expect(folder.languages.map(\.folderName) == ["en.lproj", "de.lproj", "en-US.lproj"])
        #expect(folder.languages.map(\.role) == [.source, .translation, .sourceLanguage])
        // Nothing about en-US (a copy of en) and no key of en "missing" from the empty Base.lproj.
        #expect(!findings.contains { $0.contains("en-US.lproj") || $0.contains("Base.lproj") })
    }

    @Test(arguments: [("en-GB", "en", true), ("zh-Hans-CN", "zh-Hans", true), ("zh-Hant", "zh-Hans", false)])
    func regionalFoldersOfTheSourceLanguageAreCopies(tag: String, source: String, copy: Bool) {
        #expect(StringsFolder.isCopy(tag, of: source) == copy)
    }
}
