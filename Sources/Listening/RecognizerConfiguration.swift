/// Where the models are and when a phrase counts as heard.
///
/// The gap is the recognizer's confidence measure: how much better a free loop of the model's phones explains the
/// sound than the best phrase of the grammar does, per 10 ms frame of the phrase's words (pocketsphinx's acoustic
/// scores, every senone scored in every frame). Speech the grammar covers has a small gap; other speech has a large one. The
/// thresholds were tuned with `lector-bench` over every command, two voices and two rates, and twenty other
/// sentences.
public struct RecognizerConfiguration: Sendable, Equatable {
    /// The folder of Debian's `pocketsphinx-en-us` model.
    public var modelDirectory: String
    /// Frames (10 ms) of silence that end an utterance.
    public var endSilenceFrames: Int
    /// Frames of silence that end an utterance whose words so far are a phrase that no other phrase continues
    /// (``CommandGrammar/finalPhrases``): nothing more can follow it, so it need not wait ``endSilenceFrames``.
    /// 8 (the default) is above the longest quiet inside any phrase in espeak's voices (6 frames, the closure of
    /// "button"'s t), and an utterance it cuts inside a word is caught by ``earlyCoverage``, so it shortens the
    /// wait without changing what is heard. 0 (or at least ``endSilenceFrames``) always waits the whole end silence.
    public var finalPauseFrames: Int
    /// An utterance ended after ``finalPauseFrames`` is acted on at once only when its phrase's words cover at
    /// least this share of the sound the phone loop heard; below it, it is decoded again like one not accepted.
    /// The short pause can end a word at its closure ("first" before its t, heard as "slower"): the cut sound the
    /// grammar then calls pause leaves its words covering little of the speech (0.51 there, 0.62 and more for the
    /// commands said whole in the bench).
    public var earlyCoverage: Double
    /// After the short pause, a phrase that another continues ("next", continued by "next button") ends once this
    /// many frames at the end of the sound have been quiet (``SoundLevel``) instead of waiting the rest of the end
    /// silence: in espeak's voices, six of them at four rates, the next word starts within 3 quiet frames of
    /// "next", well inside the short pause, so when the pause has passed and the sound is still quiet no word is
    /// coming. 0 always waits. Noise keeps frames from being quiet, so after noise the whole silence is waited.
    public var extensionQuietFrames: Int
    /// The second decoding of an utterance starts this many frames before the detector heard its speech start
    /// (the detector itself keeps 20 frames before it and needs 10 to decide), not at the end of the previous
    /// utterance: the silence between utterances costs decoding time and adds nothing.
    public var secondDecodingLeadFrames: Int
    /// A phrase whose gap is at most this is acted on.
    public var acceptGap: Double
    /// A phrase whose gap is above ``acceptGap`` and at most this asks to be said again; above, it is rejected.
    public var unsureGap: Double
    /// The least share of the utterance's speech frames the phrase's own words must cover (the rest is taken
    /// by silence and noise fillers).
    public var minimumCoverage: Double

    /// A phone the phone loop holds for at least this many frames is held sound (``HeldSound``), a steady noise:
    /// no phone of a command said by espeak's English voices lasted more than 33 frames, and 0.6 s of pink noise
    /// is one phone of 53–68 frames. 0 turns the check off.
    public var heldPhoneFrames: Int
    /// A phrase is rejected when more than this share of its words' frames lies on held sound or on what the
    /// phone loop hears as silence: noise heard as "back" lies 0.95 or all of it there, the commands of the
    /// survey at most 0.33 (a word's edges on the loop's silence; noise before the words is under the grammar's
    /// pause, not its words).
    public var maximumHeldShare: Double

    /// The model's initial cepstral mean (its `feat.params`, `-cmninit`) counts as this many frames of speech
    /// already heard, so the mean a session adapts moves from it gradually. Debian's pocketsphinx sets that mean
    /// but counts it as no frames: when the first utterance ends, its own mean replaces the model's, and the
    /// second utterance is normalized by the mean of one phrase ("show photos", mostly its vowel and fricatives),
    /// which turned a clean "next" into "open" and "show settings" into "show photos". Later pocketsphinx counts
    /// it as 500 frames. Over a survey of eight espeak-ng voices, 100 heard the most and acted wrongly the least
    /// (2026-12-04). 0 keeps pocketsphinx's own start.
    public var initialMeanFrames: Int
    /// When the phone loop heard a held sound (``HeldSound``, or silence) of at least ``heldPhoneFrames`` just
    /// before the words of an utterance not accepted at once (a noise running straight into a command), the
    /// second decoding starts this many frames before that sound's end, from the cepstral mean in force before
    /// the utterance: the noise neither joins the words nor moves the mean.
    public var heldSoundLeadFrames: Int

    /// The sample rate the models need: 16 kHz, 16-bit, mono.
    public static let sampleRate = 16_000

    /// Debian's en-us model with the tuned thresholds.
    public init(
        modelDirectory: String = "/usr/share/pocketsphinx/model/en-us", endSilenceFrames: Int = 15,
        finalPauseFrames: Int = 8, earlyCoverage: Double = 0.6, extensionQuietFrames: Int = 3,
        secondDecodingLeadFrames: Int = 30,
        acceptGap: Double = 28, unsureGap: Double = 34, minimumCoverage: Double = 0.2, heldPhoneFrames: Int = 40,
        maximumHeldShare: Double = 0.5, initialMeanFrames: Int = 100, heldSoundLeadFrames: Int = 20
    ) {
        self.modelDirectory = modelDirectory
        self.endSilenceFrames = endSilenceFrames
        self.finalPauseFrames = finalPauseFrames
        self.earlyCoverage = earlyCoverage
        self.extensionQuietFrames = extensionQuietFrames
        self.secondDecodingLeadFrames = secondDecodingLeadFrames
        self.acceptGap = acceptGap
        self.unsureGap = unsureGap
        self.minimumCoverage = minimumCoverage
        self.heldPhoneFrames = heldPhoneFrames > 0 ? heldPhoneFrames : Int.max
        self.maximumHeldShare = maximumHeldShare
        self.initialMeanFrames = max(0, initialMeanFrames)
        self.heldSoundLeadFrames = max(0, heldSoundLeadFrames)
    }

    /// The silence after which the detector ends speech: the short pause when there is one.
    var detectorEndFrames: Int {
        finalPauseFrames > 0 ? min(finalPauseFrames, endSilenceFrames) : endSilenceFrames
    }

    /// Whether an utterance ended after the short pause and accepted, its words covering `coverage` of the sound
    /// the phone loop heard, is acted on without being decoded again (a word cut at its closure covers less).
    func trustsEarlyEnd(coverage: Double) -> Bool {
        coverage >= earlyCoverage
    }

    /// Frames the detector keeps before the speech it hears start (its `-vad_prespeech`): the first frame an
    /// utterance's decoders see.
    static let detectorLeadFrames = 20

    /// Frames of speech pocketsphinx's detector needs to start speech again (its `-vad_startspeech`, 10).
    static let detectorStartFrames = 10

    /// What is waited for after the detector has ended speech on a phrase that may go on: the rest of the end
    /// silence, and the frames the detector needs to hear speech again; nothing when there is no short pause.
    var extraEndSilenceFrames: Int {
        detectorEndFrames < endSilenceFrames ? endSilenceFrames - detectorEndFrames + Self.detectorStartFrames : 0
    }

    /// The acoustic model folder.
    var acousticModel: String { modelDirectory + "/en-us" }
    /// The pronunciation dictionary.
    var dictionary: String { modelDirectory + "/cmudict-en-us.dict" }
}
