import Foundation
import Readers
import Testing

/// `project.pbxproj` read for the project's languages (issue 43).
@Suite struct XcodeProjectTests {
    /// The shared `Tests/Fixtures` folder.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    @Test func readsTheDevelopmentRegionAndKnownRegionsOfTheRootObject() throws {
        let file = Self.fixtures.appendingPathComponent("xcode-project-en/Shop.xcodeproj/project.pbxproj").path
        let project = try #require(XcodeProject.read(file))
        #expect(project.developmentRegion == "en")
        #expect(project.knownRegions == ["en", "Base", "de", "en-US"])
    }

    @Test func findsTheProjectAboveATablesFolderButNotAboveTheRoot() throws {
        let root = Self.fixtures.appendingPathComponent("xcode-project-de").path
        let tables = (root as NSString).appendingPathComponent("Laden")
        #expect(XcodeProject.governing(tables, within: root)?.developmentRegion == "de")
        #expect(XcodeProject.governing(tables, within: tables) == nil)
    }

    @Test func theRootObjectWinsOverAnotherProjectObject() {
        let text = """
            // !$*UTF8*$!
            { objects = { A = {isa = PBXProject; developmentRegion = fr; }; B = {isa = PBXProject; \
            developmentRegion = "pt-BR"; knownRegions = ("pt-BR", Base); }; }; rootObject = B; }
            """
        let project = XcodeProject.parse(Array(text.utf8), file: "p")
        #expect(project?.developmentRegion == "pt-BR")
        #expect(project?.knownRegions == ["pt-BR", "Base"])
    }

    @Test(arguments: ["", "{ objects = { A = {isa = PBXProject; }; ", "{ objects = (); }", "<?xml?>"])
    func aFileThatIsNoProjectGivesNone(text: String) {
        #expect(XcodeProject.parse(Array(text.utf8), file: "p")?.developmentRegion == nil)
    }

    @Test(arguments: [
        ("ja", "ja"), ("pt_BR", "pt-BR"), ("zh-hans", "zh-Hans"), ("English", "en"), ("Japanese", "ja"),
        ("German", "de"),
    ])
    func theDevelopmentLanguageIsATagAsOldProjectsNamedIt(region: String, tag: String) {
        #expect(XcodeProject(file: "p", developmentRegion: region).developmentLanguage == tag)
    }

    @Test func aProjectWithoutRegionHasNoDevelopmentLanguage() {
        #expect(XcodeProject(file: "p", developmentRegion: nil).developmentLanguage == nil)
        #expect(XcodeProject(file: "p", developmentRegion: "").developmentLanguage == nil)
    }

    @Test(arguments: [
        ("App/ja.lproj/Main.storyboard", "ja"), ("App/pt_BR.lproj/Main.storyboard", "pt-BR"),
        ("App/English.lproj/Main.xib", "en"), ("App/Base.lproj/Main.storyboard", nil), ("App/Main.storyboard", nil),
        ("Main.storyboard", nil),
    ])
    func aLocalizedFileIsInItsFoldersLanguage(path: String, tag: String?) {
        #expect(XcodeProject.localizedLanguage(ofFile: path) == tag)
    }
}
