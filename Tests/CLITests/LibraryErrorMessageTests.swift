import Domain
import Foundation
import Localization
import Storage
import TestSupport
import Testing

@testable import CLI

/// A library that is busy, locked, damaged, read-only or full says so in the user's language, with exit 2.
@Suite struct LibraryErrorMessageTests {
    static let cases: [(LibraryError, StringKey)] = [
        (.busy, .errorLibraryBusy), (.locked, .errorLibraryLocked),
        (.corrupt(reason: "file is not a database"), .errorLibraryCorrupt),
        (.readOnly, .errorLibraryReadOnly), (.full, .errorLibraryFull),
    ]

    @Test(arguments: ["en", "de", "es", "fr", "ja", "ar"])
    func everyStoreFailureHasItsOwnLocalizedMessage(language: String) throws {
        let strings = try NarrationFixture.strings(language)
        var messages: Set<String> = []
        for (error, key) in Self.cases {
            let failure = FailureReport.describe(error, strings: strings)
            #expect(failure.status == .failure)
            #expect(!failure.message.contains(key.rawValue), "\(language): \(key.rawValue) missing from the table")
            #expect(!failure.message.contains("SQLite"))
            messages.insert(failure.message)
        }
        #expect(messages.count == Self.cases.count)
    }

    @Test func aLibraryHeldByAnotherWriterGivesTheBusyMessageAndExit2() throws {
        let folder = try PackagePaths.temporaryDirectory("busy").appendingPathComponent("library")
        _ = try Library(folder: folder, creating: .empty)
        let holder = try Database(path: folder.appendingPathComponent(Library.databaseName).path)
        try holder.execute("BEGIN IMMEDIATE")
        defer { try? holder.execute("ROLLBACK") }
        let waiting = try Library(folder: folder, creating: .empty, busyTimeoutMilliseconds: 1)
        let error = try #require(throws: LibraryError.self) {
            try waiting.tags.add("sunset")
        }
        let strings = try NarrationFixture.strings("en")
        let failure = FailureReport.describe(error, strings: strings)
        #expect(failure.status == .failure)
        #expect(failure.status.rawValue == 2)
        #expect(failure.message == "The library is busy: another lector process held it too long. Try again.")
        let out = RecordingStream()
        #expect(FailureReport.report(failure, strings: strings, to: out) == .failure)
        #expect(out.text == "lector: The library is busy: another lector process held it too long. Try again.\n")
    }
}
