import Foundation
import Testing

@testable import Localization

@Suite struct LocalizationsLocatorTests {
    /// A fake install: `<root>/bin/lector` and the four candidate folders, each made acceptable
    /// or not.
    private struct Layout {
        let root: URL
        var executable: String { root.appendingPathComponent("bin/lector").path }
        static let candidates = [
            "bin/Localizations", "share/lector/Localizations",
            "bin/Lector_Localization.resources/Localizations",
            "bin/Lector_Localization.bundle/Localizations",
        ]

        init(acceptable: [String]) throws {
            root = try PackagePaths.temporaryFolder()
            try PackagePaths.write("#!/bin/sh\n", to: "bin/lector", in: root)
            for folder in acceptable {
                try PackagePaths.write(
                    "\"app.name\" = \"Lector\";\n", to: folder + "/en.lproj/Localizable.strings", in: root)
            }
        }

        func url(_ relativePath: String) -> URL {
            root.appendingPathComponent(relativePath, isDirectory: true).standardizedFileURL
        }
    }

    @Test(arguments: 0..<4)
    func takesTheFirstAcceptableCandidateInOrder(first: Int) throws {
        let layout = try Layout(acceptable: Array(Layout.candidates[first...]))
        let found = try LocalizationsLocator.locate(environment: [:], executablePath: layout.executable)
        #expect(found.standardizedFileURL.path == layout.url(Layout.candidates[first]).path)
    }

    @Test func listsTheCandidatesInOrder() throws {
        let layout = try Layout(acceptable: [])
        let paths = LocalizationsLocator.candidates(executablePath: layout.executable).map(\.path)
        #expect(paths == Layout.candidates.map { layout.url($0).path })
    }

    @Test func resolvesSymlinksToTheExecutable() throws {
        let layout = try Layout(acceptable: ["bin/Localizations"])
        let link = layout.root.appendingPathComponent("elsewhere/lector")
        try FileManager.default.createDirectory(
            at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: layout.executable)
        let found = try LocalizationsLocator.locate(environment: [:], executablePath: link.path)
        #expect(found.path == layout.url("bin/Localizations").path)
    }

    @Test func theVariableIsTheOnlyCandidateWhenSet() throws {
        let layout = try Layout(acceptable: ["bin/Localizations", "custom"])
        let custom = layout.url("custom").path
        let found = try LocalizationsLocator.locate(
            environment: ["LECTOR_LOCALIZATIONS": custom], executablePath: layout.executable)
        #expect(found.standardizedFileURL.path == custom)

        let missing = layout.url("missing").path
        let error = try #require(throws: LocalizationError.self) {
            try LocalizationsLocator.locate(
                environment: ["LECTOR_LOCALIZATIONS": missing], executablePath: layout.executable)
        }
        #expect(error.kind == .badLocalizationsVariable)
        #expect(error.description.hasPrefix("LECTOR_LOCALIZATIONS=\(missing) "))
    }

    @Test func ignoresAnEmptyVariable() throws {
        let layout = try Layout(acceptable: ["bin/Localizations"])
        let found = try LocalizationsLocator.locate(
            environment: ["LECTOR_LOCALIZATIONS": ""], executablePath: layout.executable)
        #expect(found.path == layout.url("bin/Localizations").path)
    }

    @Test func aFolderNamedLikeTheTableIsNotAcceptable() throws {
        let layout = try Layout(acceptable: [])
        try FileManager.default.createDirectory(
            at: layout.url("bin/Localizations/en.lproj/Localizable.strings"),
            withIntermediateDirectories: true)
        #expect(throws: LocalizationError.self) {
            try LocalizationsLocator.locate(environment: [:], executablePath: layout.executable)
        }
    }

    @Test func nothingFoundNamesEveryPathTriedAndTheVariable() throws {
        let layout = try Layout(acceptable: [])
        let error = try #require(throws: LocalizationError.self) {
            try LocalizationsLocator.locate(environment: [:], executablePath: layout.executable)
        }
        #expect(error.kind == .localizationsNotFound)
        #expect(error.description.hasPrefix("cannot find the Localizations folder (looked in: "))
        #expect(
            error.description.hasSuffix(
                "set LECTOR_LOCALIZATIONS to a folder that contains en.lproj/Localizable.strings"))
        for candidate in Layout.candidates {
            #expect(error.description.contains(layout.url(candidate).path))
        }
    }

    @Test func listsLanguageFolders() throws {
        let folder = try PackagePaths.temporaryFolder()
        for name in ["en.lproj", "de.lproj", "de-AT.lproj", "notes"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        try PackagePaths.write("x", to: "fr.lproj", in: folder)
        #expect(LocalizationsLocator.languages(in: folder) == ["en", "de", "de-AT"])
    }
}
