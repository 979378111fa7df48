import Domain
import Foundation
import TestSupport
import Testing

/// Seeded mutations of the fixtures (and random bytes) through every importer: each ends in a batch
/// or an `ImportError` naming the file, never a crash.
@Suite struct ImporterFuzzTests {
    static let fixtures = [
        "lootlogger/inventory.json", "lootlogger/inventory.plist", "flickr/interesting-page.json",
        "flickr/stat-fail.json",
    ]

    @Test(arguments: fixtures)
    func mutatedFixturesNeverCrash(_ name: String) throws {
        let original = [UInt8](try Data(contentsOf: PackagePaths.fixtures.appendingPathComponent(name)))
        var generator = SeededGenerator(seed: UInt64(name.utf8.count) &* 7919)
        let interesting: [UInt8] = Array("{}[]\",:0123456789.-etrufalsn\\ \n\u{00}".utf8) + [0xFF, 0xC3, 0x80]
        for _ in 0..<600 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                guard !bytes.isEmpty else { break }
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes[index] = interesting.randomElement(using: &generator)!
                case 1: bytes.remove(at: index)
                case 2: bytes.insert(interesting.randomElement(using: &generator)!, at: index)
                default: bytes = Array(bytes[..<index])
                }
            }
            for format in [nil, ImportFormat.lootlogger, .flickr, .lector] {
                do {
                    _ = try Importer.read(bytes, file: name, format: format)
                } catch {
                    #expect(error.file == name)
                }
            }
        }
    }

    @Test func randomBytesNeverCrash() {
        var generator = SeededGenerator(seed: 2026)
        for _ in 0..<3_000 {
            let bytes = (0..<Int.random(in: 0...256, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            do {
                _ = try Importer.read(bytes, file: "random.bin", format: nil)
            } catch {
                #expect(error.file == "random.bin")
            }
        }
    }
}
