import Domain
import Foundation
import Localization
import TestSupport
import Testing

@testable import CLI

/// The composition root reads the options and the saved settings once and hands them down.
@Suite struct CompositionRootTests {
    private func root(_ arguments: [String], library folder: URL) throws -> CompositionRoot {
        let context = ProcessContext(
            arguments: arguments, variables: ["LECTOR_LOCALIZATIONS": PackagePaths.localizations.path],
            executablePath: nil, standardOutput: RecordingStream(), standardError: RecordingStream(),
            rawOutput: .nullDevice)
        let session = try Session.start(context, locale: nil)
        var options = GlobalOptions()
        options.library = folder.path
        options.quiet = true
        options.empty = true
        if arguments.contains("--rate") { options.rate = 120 }
        return CompositionRoot(options: options, session: session)
    }

    @Test func savedSettingsAreReadOnceAndAnOptionBeatsThem() throws {
        let folder = try PackagePaths.temporaryDirectory("root").appendingPathComponent("library")
        let saved = try Library(folder: folder, creating: .empty)
        try saved.settings.setValue("300", for: "speech.rate")
        try saved.settings.setValue("40", for: "speech.pitch")

        let root = try root([], library: folder)
        let first = try root.settings()
        #expect(first.rate == 300)
        #expect(first.pitch == 40)
        // Another program changes the library: the run keeps the settings it read at start.
        try saved.settings.setValue("90", for: "speech.rate")
        #expect(try root.settings().rate == 300)
        #expect(try root.library() === root.library())

        let withOption = try self.root(["--rate"], library: folder)
        #expect(try withOption.settings().rate == 120)
        #expect(try withOption.settings().pitch == 40)
    }

    @Test func settingsChangedInBrowseAreSavedAndTheNextRunStartsWithThem() throws {
        let folder = try PackagePaths.temporaryDirectory("root").appendingPathComponent("library")
        let first = try ProcessRunner.lector(
            ["browse", "settings", "--library", folder.path, "--output", "text", "-q"],
            input: Data("set rate 320\nset verbosity brief\n".utf8))
        #expect(first.status == 0, "\(first.standardError)")
        let library = try Library(folder: folder)
        #expect(try library.settings.value(for: "speech.rate") == "320")

        let root = try root([], library: folder)
        let settings = try root.settings()
        #expect(settings.rate == 320)
        #expect(settings.verbosity == .brief)
        let second = try ProcessRunner.lector(["inspect", "settings", "--library", folder.path, "-q"])
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.output.contains("320"), "\(second.output)")
    }
}
