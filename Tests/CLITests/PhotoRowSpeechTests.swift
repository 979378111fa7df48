import Foundation
import Localization
import TestSupport
import Testing

/// A photo row's values are joined in code, yet the voice gets each value's reading (the vowelled Arabic, the
/// Japanese kana) and the language's joiner, while the screen keeps the display text.
@Suite struct PhotoRowSpeechTests {
    @Test(arguments: ["ar", "ja"])
    func aFavouritePhotoRowSpeaksTheReading(locale: String) throws {
        let strings = try NarrationFixture.strings(locale)
        let reading = strings.text(StringKey("photos.favorite.value"), channel: .speech)
        let display = strings.text(StringKey("photos.favorite.value"))
        #expect(reading != display)
        let outcome = try ProcessRunner.lector([
            "--locale", locale, "--output", "text", "speak", "--screen", "photos", "--all",
        ])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let output = String(decoding: outcome.standardOutput, as: UTF8.self)
        #expect(output.contains(reading), "\(output)")
        #expect(!output.contains(display), "\(output)")
    }
}
