import Domain
import Foundation
import Speech
import Synchronization
import TestSupport
import Testing
import Utterances

@testable import Browse

/// The settings part alone: steps and values, the prosody given to the synthesizer, the output's volume and
/// capitals, and the saved settings.
@Suite struct LiveSettingsTests {
    /// A synthesizer that only records the prosodies it is given.
    final class ProsodyRecorder: Synthesizer {
        private let given = Mutex<[Prosody]>([])
        let sampleRate = 22050
        var prosodies: [Prosody] { given.withLock { $0 } }

        func synthesize(markup: String, language: String, onSamples: (UnsafeBufferPointer<Int16>) -> Bool) throws
            -> Bool
        {
            true
        }

        func phonemes(markup: String, language: String) throws -> String { "" }

        func setProsody(_ prosody: Prosody) throws {
            given.withLock { $0.append(prosody) }
        }
    }

    static func live(_ library: Library, voice: ProsodyRecorder?, output: SpeechOutput = .silent()) -> LiveSettings {
        LiveSettings(SpeechSettings(), languages: ["en", "de"], voice: voice, output: output, library: library)
    }

    @Test func aNewRateGoesToTheSynthesizerAndIsSaved() throws {
        let library = try DemoLibrary.open()
        let voice = ProsodyRecorder()
        var live = Self.live(library, voice: voice)
        let changed1 = live.set(.rate, to: "250")
        #expect(changed1)
        try live.applyToVoice(.rate)
        try live.save(.rate)
        #expect(voice.prosodies == [Prosody(rate: 250, pitch: 50, volume: 100)])
        #expect(try library.settings.value(for: SettingName.rate.storageKey) == "250")
    }

    @Test func settingsOtherThanTheVoiceLeaveTheSynthesizerAlone() throws {
        let voice = ProsodyRecorder()
        var live = Self.live(try DemoLibrary.open(), voice: voice)
        let changed2 = live.step(.verbosity, up: true)
        #expect(changed2)
        try live.applyToVoice(.verbosity)
        #expect(voice.prosodies.isEmpty)
        #expect(live.values.verbosity == .verbose)
    }

    @Test func aValueNotTakenChangesNothingAndSaysWhatIsAllowed() throws {
        let library = try DemoLibrary.open()
        var live = Self.live(library, voice: nil)
        let changed3 = live.set(.rate, to: "fast")
        #expect(!changed3)
        #expect(live.values == SpeechSettings())
        #expect(live.allowed(.rate).range == Prosody.rateRange)
        let changed4 = live.set(.locale, to: "fr")
        #expect(!changed4)
        #expect(live.allowed(.locale).range == nil)
        #expect(live.allowed(.locale).list.contains("de"))
    }

    @Test func stepsStopAtTheEnds() throws {
        var live = Self.live(try DemoLibrary.open(), voice: nil)
        let changed5 = live.set(.pitch, to: String(Prosody.pitchRange.upperBound))
        #expect(changed5)
        let changed6 = live.step(.pitch, up: true)
        #expect(!changed6)
        #expect(live.values.pitch == Prosody.pitchRange.upperBound)
    }

    @Test func theOutputTakesTheVolumeAndTheMarkingOfCapitals() throws {
        let output = SpeechOutput.silent()
        var live = Self.live(try DemoLibrary.open(), voice: nil, output: output)
        let changed7 = live.set(.volume, to: "150")
        #expect(changed7)
        let changed8 = live.set(.capitals, to: "word")
        #expect(changed8)
        live.applyToOutput(capitalWord: "cap")
        #expect(output.volume == 150)
        #expect(output.capitals == .word("cap"))
    }
}
