import Speech

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
