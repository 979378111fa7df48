import Benchmarks
import Foundation
import TestSupport
import Testing

/// The generated inputs of `photos_add_per_s` carry what the benchmark claims, as exiftool reads them.
@Suite struct PhotoFilesBenchmarkTests {
    @Test func generatedJPEGsCarryEXIFAndXMPThatExiftoolReads() throws {
        let folder = try PackagePaths.temporaryDirectory("bench-photos")
        try PhotoFilesBenchmark.generate(count: 6, in: folder)
        let file = folder.appendingPathComponent("photo-00005.jpg")
        let outcome = try ProcessRunner.run(
            "/usr/bin/exiftool",
            [
                "-json", "-n", "-ImageDescription", "-DateTimeOriginal", "-OffsetTimeOriginal", "-Orientation",
                "-XMP-dc:Title",
                "-AltTextAccessibility", file.path,
            ])
        let fields = try #require(try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [[String: Any]])
            .first
        #expect(fields?["ImageDescription"] as? String == "Generated photo number 5")
        #expect(fields?["DateTimeOriginal"] as? String == "2005:06:06 05:05:35")
        #expect(fields?["OffsetTimeOriginal"] as? String == "+01:00")
        #expect(fields?["Orientation"] as? Int == 6)
        #expect(fields?["Title"] as? String == "Photo 5")
        #expect(fields?["AltTextAccessibility"] as? String == "A generated square of colour, number 5")
        #expect(outcome.standardError.isEmpty, "\(outcome.standardError)")
    }
}
