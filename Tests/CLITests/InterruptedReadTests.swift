import Foundation
import TestSupport
import Testing

/// SIGTERM and SIGINT end a long read at once (issue 40: a hostile file was read to the end, or forever,
/// with both signals ignored); the library is left as it was: here, not created.
@Suite(.serialized) struct InterruptedReadTests {
    /// A LootLogger archive of `count` items: tens of megabytes, seconds of reading.
    static func archive(count: Int) -> Data {
        var text = "[\n"
        text.reserveCapacity(count * 130)
        for index in 0..<count {
            let key = String(format: "00000000-0000-0000-0000-%012X", index)
            text += "{\"name\": \"Item \(index)\", \"valueInDollars\": \(index % 500), \"itemKey\": \"\(key)\", "
            text += "\"dateCreated\": \(600_000_000 + index)}" + (index + 1 < count ? ",\n" : "\n")
        }
        return Data((text + "]\n").utf8)
    }

    /// Starts `lector import` of a large archive into `library`, sends `number` half a second in, and checks that
    /// the import ends (within a generous 15 s: reading the whole file takes far longer) with 128 + the signal's
    /// number and one line, or dies of the signal when it came before the guard was installed.
    static func importInterrupted(by number: Int32, folder: URL, library: URL) throws {
        let file = folder.appendingPathComponent("large.json")
        try Self.archive(count: 300_000).write(to: file)
        let stderr = folder.appendingPathComponent("stderr")
        let process = try CollectionProcess.start(["import", file.path], library: library, stderr: stderr)
        Thread.sleep(forTimeInterval: 0.5)
        kill(process.processIdentifier, number)
        let deadline = Date().addingTimeInterval(15)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("the import went on after the signal")
        }
        process.waitUntilExit()
        if process.terminationReason == .exit {
            #expect(process.terminationStatus == 128 + number)
            #expect(try String(contentsOf: stderr, encoding: .utf8) == "lector: Interrupted; nothing was changed.\n")
        } else {
            #expect(process.terminationStatus == number)
        }
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalDuringTheReadEndsTheImportAndCreatesNoLibrary(_ number: Int32) throws {
        let (folder, library) = try CollectionProcess.workspace("interrupted-read")
        try Self.importInterrupted(by: number, folder: folder, library: library)
        #expect(!FileManager.default.fileExists(atPath: library.path))
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalDuringTheReadIntoAnExistingLibraryEndsTheImportAndChangesNothing(_ number: Int32) throws {
        let (folder, library) = try CollectionProcess.workspace("interrupted-read-existing")
        let listing = try CollectionProcess.lector(["items", "list"], library: library)
        #expect(listing.status == 0)
        try Self.importInterrupted(by: number, folder: folder, library: library)
        // The library as it was: the same items, and it opens without a journal to roll back.
        let after = try CollectionProcess.lector(["items", "list"], library: library)
        #expect(after.status == 0)
        #expect(after.standardOutput == listing.standardOutput)
    }

    @Test func aBinaryPlistOfSharedReferencesIsRefusedWithStatusTwo() throws {
        let (folder, library) = try CollectionProcess.workspace("plist-bomb")
        let file = folder.appendingPathComponent("bomb.plist")
        try Data(BinaryPlists.chain(arrays: 40, fanOut: 2)).write(to: file)
        let outcome = try CollectionProcess.lector(["import", file.path, "--format", "lootlogger"], library: library)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("lector: \(file.path): more than 2,000,000 values"))
        #expect(outcome.standardError.filter { $0 == "\n" }.count == 1)
        #expect(!FileManager.default.fileExists(atPath: library.path))
    }
}
