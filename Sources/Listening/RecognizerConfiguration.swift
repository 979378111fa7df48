/// Where the model is, when an utterance starts and ends (``Endpointer/Configuration``), and when a phrase is acted
/// on (``AcceptancePolicy``): every constant of the recognizer, in one place.
public struct RecognizerConfiguration: Sendable, Equatable {
    /// The folder of Debian's `pocketsphinx-en-us` model.
    public var modelDirectory: String
    /// When utterances start and end.
    public var endpointer: Endpointer.Configuration
    /// When a phrase is acted on.
    public var policy: AcceptancePolicy

    /// The sample rate the models need: 16 kHz, 16-bit, mono.
    public static let sampleRate = 16_000

    /// Debian's en-us model with the measured constants.
    public init(
        modelDirectory: String = "/usr/share/pocketsphinx/model/en-us",
        endpointer: Endpointer.Configuration = Endpointer.Configuration(), policy: AcceptancePolicy = AcceptancePolicy()
    ) {
        self.modelDirectory = modelDirectory
        self.endpointer = endpointer
        self.policy = policy
    }

    /// The acoustic model folder.
    var acousticModel: String { modelDirectory + "/en-us" }
    /// The pronunciation dictionary.
    var dictionary: String { modelDirectory + "/cmudict-en-us.dict" }
}
