import Browse
import Speech
import Utterances

/// The voice of the session's synthesizer, for the Settings screen's rate, pitch and volume.
final class SynthesizerVoice: VoiceControl {
    private let synthesizer: EspeakSynthesizer

    init(_ synthesizer: EspeakSynthesizer) {
        self.synthesizer = synthesizer
    }

    func apply(_ prosody: Prosody) throws {
        try synthesizer.setProsody(prosody)
    }
}
