import Synthesis
import TestSupport
import Testing
import Utterances

/// speech.md §2.4: escaped text, synthesized with SSML and phoneme input on, sounds exactly like the raw
/// text synthesized with both off (pause marks aside).
@Suite(.serialized) struct EscapedMarkupEngineTests {
    static let proofStrings = [
        "Tom & Jerry", "<speak>Hi</speak>", "a < b > c", "[[w'In]] now", "x [[[ y", "&lt; is less",
        "&#91;&#91;w'In]]", #"<sub alias="x">Bob</sub>"#, #"<phoneme alphabet="espeak" ph="w'In"/>Nguyen"#,
        #"<break time="3s"/>later"#, "Photo [1] ]] done", "Nguyen's <b>café</b> & co",
    ]

    /// Deletes every `_` with the `:`, `!` and `|` right after it, and collapses spaces.
    static func withoutPauses(_ phonemes: String) -> String {
        var result = ""
        var skipping = false
        for character in phonemes {
            if character == "_" {
                skipping = true
                continue
            }
            if skipping, ":!|".contains(character) { continue }
            skipping = false
            result.append(character)
        }
        return result.split(separator: " ").joined(separator: " ")
    }

    @Test(arguments: proofStrings)
    func escapedSoundsLikePlain(raw: String) throws {
        let escaped = Utterance(language: "en", text: raw).markup(capitals: .pitch)
        let (withMarkup, plain) = try SharedSynthesizer.shared.withEngine { engine in
            try engine.setVoice(named: "gmw/en")
            return (try engine.phonemes(of: escaped), try engine.phonemes(of: raw, interpretMarkup: false))
        }
        #expect(Self.withoutPauses(withMarkup) == Self.withoutPauses(plain), "\(escaped)")
    }
}
