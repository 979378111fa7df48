import Foundation
import TestSupport
import Testing

/// Each language speaks with its own voice, and user text can never become markup or phonemes.
@Suite(.serialized) struct VoiceAndInjectionTests {
    /// The phonemes Lector speaks for an element in `language` equal what `espeak-ng -x -v VOICE` says.
    @Test(arguments: [
        ("de", "gmw/de", "Guten Tag"), ("es", "roa/es", "Buenos días"), ("fr", "roa/fr", "Bonjour"),
        ("ja", "jpx/ja", "こんにちは"), ("ar", "sem/ar", "مرحبا"), ("en", "gmw/en", "Good morning"),
    ])
    func languageSelectsItsVoice(language: String, voice: String, text: String) throws {
        let json = #"{"label": "\#(text)", "language": "\#(language)"}"#
        let ours = try ProcessRunner.lector(
            ["speak", "--element", "-", "--output", "phonemes"], input: Data(json.utf8))
        #expect(ours.status == 0, "\(ours.standardError)")
        let theirs = try ProcessRunner.run("espeak-ng", ["-q", "-x", "-v", voice, text])
        let expected = theirs.output.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        #expect(ours.output.trimmingCharacters(in: .newlines) == expected)
    }

    static let hostile = [
        #"<break time="9s"/>Lamp"#, "Tom & Jerry", "[[h@'loU]]", "]]>", #"<voice name="de">x</voice>"#, "&amp;",
        "x [[[ y", "&#91;&#91;w'In]]", #"<sub alias="x">Bob</sub>"#, #"<phoneme alphabet="espeak" ph="w'In"/>Nguyen"#,
    ]

    /// Markup holds only the tags of speech.md §2.2 and no `[[` outside a phoneme piece, at every level.
    @Test(arguments: hostile)
    func userTextNeverBecomesMarkup(text: String) throws {
        for level in ["none", "some", "most", "all"] {
            let speak = try ProcessRunner.lector(["speak", text, "--output", "ssml", "--punctuation", level])
            #expect(speak.status == 0)
            let json = try JSONSerialization.data(withJSONObject: [["label": text, "hint": text]])
            let tree = try ProcessRunner.lector(
                ["speak", "--element", "-", "--output", "ssml", "--punctuation", level], input: json)
            #expect(tree.status == 0)
            for markup in [speak.output, tree.output] {
                #expect(!markup.contains("[["), "\(level): \(markup)")
                let withoutAllowed =
                    markup
                    .replacingOccurrences(of: #"<say-as interpret-as="characters">"#, with: "")
                    .replacingOccurrences(of: "</say-as>", with: "")
                    .replacingOccurrences(of: #"<prosody pitch="+30%">"#, with: "")
                    .replacingOccurrences(of: "</prosody>", with: "")
                #expect(!withoutAllowed.contains("<"), "\(level): \(markup)")
            }
        }
    }

    /// Spoken literally: the words are in the phonemes, and the audio lasts as long as plain words would.
    @Test func hostileTitlesAreSpokenLiterally() throws {
        let phonemes = try ProcessRunner.lector(["speak", #"<break time="9s"/>Lamp"#, "--output", "phonemes"]).output
        #expect(phonemes.contains("br'eIk"), "\(phonemes)")
        #expect(phonemes.contains("l'amp"), "\(phonemes)")
        let voice = try ProcessRunner.lector(["speak", #"<voice name="de">x</voice>"#, "--output", "phonemes"]).output
        #expect(voice.contains("v'OIs"), "\(voice)")
        let brackets = try ProcessRunner.lector(["speak", "[[h@'loU]]", "--output", "phonemes"]).output
        #expect(!brackets.contains("h@l'oU"), "the phoneme block must not be obeyed: \(brackets)")

        let folder = try PackagePaths.temporaryDirectory("inject")
        let wav = folder.appendingPathComponent("break.wav")
        #expect(
            try ProcessRunner.lector(["speak", #"<break time="9s"/>Lamp"#, "--output", "wav:\(wav.path)"]).status == 0)
        let samples = try ElementEndToEndTests.samples(wav)
        let seconds = Double(samples.count) / 22050
        #expect(seconds > 0.5 && seconds < 4, "\(seconds) s: a 9 s break would make it longer")
    }
}
