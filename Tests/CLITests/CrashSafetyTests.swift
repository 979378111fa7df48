import Benchmarks
import Domain
import Foundation
import TestSupport
import Testing

/// A `lector import` killed at any moment leaves a library that opens, passes `PRAGMA integrity_check`, and
/// holds the whole import or none of it; a signal it can catch rolls back with 128 + the signal number.
@Suite(.serialized) struct CrashSafetyTests {
    static let photoCount = 5_000

    /// The generated file, its tag count, and how long one whole import takes here.
    private func prepare(_ folder: URL) throws -> (file: URL, seconds: Double, tags: Int) {
        let file = folder.appendingPathComponent("large.json")
        try FlickrBenchmark.response(photoCount: Self.photoCount).write(to: file)
        let library = folder.appendingPathComponent("baseline")
        _ = try Library(folder: library, creating: .empty)
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = try CollectionProcess.lector(["-q", "import", file.path], library: library)
        let elapsed = clock.now - start
        #expect(outcome.status == 0)
        let tags = try Library(folder: library, creating: .empty).tags.count()
        return (file, Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds), tags)
    }

    /// Sleeps `seconds`, or less when the process ends sooner.
    private func wait(for process: Process, upTo seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.002) }
    }

    /// Opens the library and checks it holds all or none; returns whether it holds all.
    private func checkAllOrNone(_ library: URL, tags: Int) throws -> Bool {
        let opened = try Library(folder: library, creating: .empty)
        #expect(try opened.integrityCheck() == ["ok"])
        let photos = try opened.photos.count(.all)
        #expect(photos == 0 || photos == Self.photoCount, "a partial import: \(photos) photos")
        #expect(try opened.tags.count() == (photos == 0 ? 0 : tags))
        if photos > 0 { #expect(try opened.tags.all().reduce(0) { $0 + $1.photoCount } > photos) }
        return photos > 0
    }

    @Test func killedTwentyTimesTheLibraryIsWholeOrUntouched() throws {
        let folder = try PackagePaths.temporaryDirectory("crash")
        let (file, seconds, tags) = try prepare(folder)
        var generator = SeededGenerator(seed: 20)
        var outcomes: [Bool] = []
        for attempt in 0..<20 {
            let library = folder.appendingPathComponent("library-\(attempt)")
            _ = try Library(folder: library, creating: .empty)
            let process = try CollectionProcess.start(
                ["import", file.path], library: library, stderr: folder.appendingPathComponent("stderr-\(attempt)"))
            // Spread over start-up, reading, the transaction and beyond (other tests may slow this one down).
            wait(for: process, upTo: Double.random(in: 0...(seconds * 2.5), using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            outcomes.append(try checkAllOrNone(library, tags: tags))
        }
        print(
            "CrashSafetyTests: import took \(seconds) s; after 20 kills: \(outcomes.filter { $0 }.count) whole, \(outcomes.filter { !$0 }.count) untouched"
        )
    }

    @Test func aCaughtSignalFinishesOrRollsBack() throws {
        let folder = try PackagePaths.temporaryDirectory("signal")
        let (file, seconds, tags) = try prepare(folder)
        var generator = SeededGenerator(seed: 6)
        for (attempt, number) in [SIGTERM, SIGINT, SIGHUP, SIGTERM, SIGTERM, SIGINT].enumerated() {
            let library = folder.appendingPathComponent("library-\(attempt)")
            _ = try Library(folder: library, creating: .empty)
            let stderr = folder.appendingPathComponent("stderr-\(attempt)")
            let process = try CollectionProcess.start(["import", file.path], library: library, stderr: stderr)
            wait(for: process, upTo: seconds * Double.random(in: 0.1...1.0, using: &generator))
            kill(process.processIdentifier, number)
            process.waitUntilExit()
            let whole = try checkAllOrNone(library, tags: tags)
            let message = try String(contentsOf: stderr, encoding: .utf8)
            switch process.terminationReason {
            case .exit where process.terminationStatus == 0:
                #expect(whole)
            case .exit:
                #expect(process.terminationStatus == 128 + number)
                #expect(message == "lector: Interrupted; nothing was changed.\n")
                #expect(!whole)
            default:
                // The signal came before the guard was installed (process start) or after it was removed (exit).
                #expect(process.terminationStatus == number)
            }
        }
    }
}
