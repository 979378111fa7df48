import Foundation
import Readers
import Testing

/// `audit PATH` discovery: documents found, their own tables left to them, skipped folders.
@Suite struct ProjectFolderTests {
    @Test func documentsAreFoundAndTheirTablesAreNotStringsFolders() throws {
        let root = try ReaderFixtures.url("").path
        let project = try ProjectFolder.discover(root)
        #expect(
            Set(project.interfaceFiles.map { ($0 as NSString).lastPathComponent }) == [
                "Row.xib", "Cart.storyboard", "SystemItems.storyboard", "Settings.storyboard",
            ])
        #expect(project.stringsFolders.isEmpty)
    }

    @Test func skippedFoldersAreNotEntered() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lector-project-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["Pods/X", "DerivedData", ".git", "App/en.lproj"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["Pods/X/A.xib", "DerivedData/B.xib", ".git/C.xib", "App/D.xib"] {
            try Data("<document/>".utf8).write(to: root.appendingPathComponent(file))
        }
        try Data("\"a\" = \"b\";".utf8).write(to: root.appendingPathComponent("App/en.lproj/Localizable.strings"))
        let project = try ProjectFolder.discover(root.path)
        #expect(project.interfaceFiles == [root.appendingPathComponent("App/D.xib").path])
        #expect(project.stringsFolders == [root.appendingPathComponent("App").path])
        #expect(project.interfaceTableFiles == ["D.strings"])
    }

    @Test func pluralDictionariesAndCatalogsMakeStringsFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lector-project-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["App/en.lproj", "Widget/Resources", "Pods/X"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in [
            "App/en.lproj/Localizable.stringsdict", "Widget/Resources/Catalog.xcstrings", "Pods/X/Other.xcstrings",
        ] {
            try Data("{}".utf8).write(to: root.appendingPathComponent(file))
        }
        let project = try ProjectFolder.discover(root.path)
        #expect(
            project.stringsFolders == [
                root.appendingPathComponent("App").path,
                root.appendingPathComponent("Widget/Resources").path,
            ])
    }

    @Test func aFileIsNotAFolder() throws {
        #expect(throws: ReaderError.self) { try ProjectFolder.discover(try ReaderFixtures.url("Row.xib").path) }
    }
}
