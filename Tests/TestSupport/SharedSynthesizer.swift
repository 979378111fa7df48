import Speech
import Synthesis

/// The test process's one real synthesizer: libespeak-ng can be started once per process, and every test
/// target runs in one process.
public enum SharedSynthesizer {
    /// Started on first use with the English voice.
    public static let shared: EspeakSynthesizer = {
        do {
            return try EspeakSynthesizer(sessionLanguage: "en")
        } catch {
            preconditionFailure("libespeak-ng did not start for the tests: \(error)")
        }
    }()
}

/// The shared synthesizer's engine, for the tests of Synthesis, which sits below Speech and so does not import it.
public enum SharedEngine {
    /// Runs `body` with the process's one engine, on its thread (started on first use).
    public static func run<T, E: Error>(_ body: (EspeakEngine) throws(E) -> T) throws(E) -> T {
        try SharedSynthesizer.shared.withEngine(body)
    }

    /// The engine's sample rate.
    public static var sampleRate: Int { SharedSynthesizer.shared.sampleRate }

    /// The voices the engine offers.
    public static func voices() -> [VoiceInfo] { SharedSynthesizer.shared.voices() }
}
