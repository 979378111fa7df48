import Foundation

/// Hears commands in 16 kHz 16-bit mono audio: a grammar search finds the closest phrase, a free loop of the
/// model's phones over the same sound says how close it really is (the garbage model), and the verdict follows
/// the thresholds of ``RecognizerConfiguration``. Utterances are cut by pocketsphinx's voice-activity detector
/// after a short pause (``RecognizerConfiguration/finalPauseFrames``) when the phrase heard so far is one that no
/// other phrase continues ("stop"), and decoded again first when its words cover too little of the sound; a phrase
/// that another continues ("next" may become "next button") ends there too once the sound has stayed quiet for a
/// few frames (``RecognizerConfiguration/extensionQuietFrames``), and otherwise after the whole end silence. Those
/// shortcuts are measured on the commands; the screen's phrases (``CommandGrammar/screenPhrases``, `find WORD`)
/// always wait the whole end silence, and an utterance the grammar fits no phrase to is not heard at all.
///
/// An utterance not accepted at once is decoded a second time from its samples (from a little before the detector
/// heard its speech start): pocketsphinx adapts its cepstral mean only when an utterance ends, so the first
/// utterance of a session, or the first after a change of microphone level or noise, is heard better the second
/// time.
///
/// The mean itself starts from the model's, counted as ``RecognizerConfiguration/initialMeanFrames`` frames (Debian's
/// pocketsphinx counts it as none, so the first phrase's own mean replaced it); the session's first utterance is
/// decoded again with its own mean, and a noise running straight into a command is cut from the second decoding
/// and kept out of the mean (``RecognizerConfiguration/heldSoundLeadFrames``).
///
/// A phrase whose words lie mostly on one phone the phone loop holds for a long run (``HeldSound``), or on what
/// the loop hears as silence, is rejected: that is a steady noise the grammar's closest phrase happened to fit
/// ("back" for a hiss), not a command.
///
/// Both searches are finite-state grammars over the same context-dependent phones, and every senone is scored
/// in every frame (`-compallsen`), so their acoustic scores share one normalization and can be compared.
///
/// Not thread-safe: one owner feeds it.
public final class Recognizer {
    /// The thresholds and model paths in force.
    public let configuration: RecognizerConfiguration
    private let grammarDecoder: Decoder
    private let phoneDecoder: Decoder
    /// The grammar listened for.
    public private(set) var grammar = CommandGrammar(phrases: [])
    /// The grammar's phrases that no other phrase continues.
    private var finalPhrases = Set<String>()
    private var searchNumber = 0
    private var variantsAdded = Set<String>()
    private var speaking = false
    /// Samples fed since the detector last heard the end of speech, while waiting for the rest of the end silence.
    private var silence = 0
    private var running = false
    /// Samples fed so far.
    public private(set) var samplesHeard = 0
    /// The samples of the utterance in progress, for a second decoding: since the decoders started, and from
    /// ``RecognizerConfiguration/secondDecodingLeadFrames`` before its speech once the detector has heard it.
    private var utterance: [Int16] = []
    /// The loudness of the utterance in progress, to tell whether a word follows a phrase that may go on.
    private var level = SoundLevel()
    /// The decoders' cepstral means when the utterance in progress started (nil where the state is out of reach).
    private var meansAtStart: Means?

    /// The most samples of one utterance kept for its second decoding: 20 s.
    static let utteranceLimit = 20 * RecognizerConfiguration.sampleRate

    /// The grammar's silence word, allowed before and after the phrase.
    static let pause = "lectorpause"

    /// Samples fed to pocketsphinx at once: 10 ms, one frame, so the end of an utterance is noticed within a frame
    /// and the work left when it ends is that of one frame.
    public static let chunk = 160

    /// The phones of the en-us model (CMU symbols), one loop word each in the phone loop.
    static let phones = [
        "AA", "AE", "AH", "AO", "AW", "AY", "B", "CH", "D", "DH", "EH", "ER", "EY", "F", "G", "HH", "IH", "IY", "JH",
        "K",
        "L", "M", "N", "NG", "OW", "OY", "P", "R", "S", "SH", "T", "TH", "UH", "UW", "V", "W", "Y", "Z", "ZH",
    ]

    /// Loads the model twice (grammar search and phone loop).
    public init(configuration: RecognizerConfiguration = RecognizerConfiguration()) throws {
        self.configuration = configuration
        // No noise fillers: every speech frame must be explained by the phrase's words or by explicit silence, so
        // speech outside the grammar scores badly against the phone loop. Dither (seeded: repeatable) keeps
        // digital silence from giving the front end zero energy; noise removal is off, as it smears the short
        // commands.
        let arguments = [
            "-hmm", configuration.acousticModel, "-dict", configuration.dictionary,
            "-vad_postspeech", String(configuration.detectorEndFrames), "-vad_prespeech",
            String(RecognizerConfiguration.detectorLeadFrames),
            "-fsgusefiller", "no", "-compallsen", "yes", "-remove_noise", "no", "-dither", "yes", "-seed", "5",
        ]
        grammarDecoder = try Decoder(arguments: arguments)
        try grammarDecoder.addWord(Self.pause, phones: "SIL")
        phoneDecoder = try Decoder(arguments: arguments)
        try phoneDecoder.addWord(Self.pause, phones: "SIL")
        for phone in Self.phones { try phoneDecoder.addWord(Self.loopWord(phone), phones: phone) }
        let loop = ([Self.pause] + Self.phones.map(Self.loopWord)).joined(separator: " | ")
        try phoneDecoder.useGrammar("#JSGF V1.0;\ngrammar phones;\npublic <loop> = (\(loop))+;\n", name: "phones")
        if let start = means {
            means = Means(
                grammar: start.grammar.counted(asFrames: configuration.initialMeanFrames),
                phones: start.phones.counted(asFrames: configuration.initialMeanFrames))
        }
    }

    /// The cepstral mean states of both decoders, which see the same frames.
    private struct Means {
        var grammar: Decoder.CepstralMean
        var phones: Decoder.CepstralMean
    }

    /// Both decoders' cepstral means: nil where either is out of reach (setting nil does nothing).
    private var means: Means? {
        get {
            guard let grammar = grammarDecoder.cepstralMean, let phones = phoneDecoder.cepstralMean else { return nil }
            return Means(grammar: grammar, phones: phones)
        }
        set {
            guard let newValue else { return }
            grammarDecoder.cepstralMean = newValue.grammar
            phoneDecoder.cepstralMean = newValue.phones
        }
    }

    /// The grammar search's cepstral mean state now (nil where it is out of reach).
    var cepstralMean: Decoder.CepstralMean? { grammarDecoder.cepstralMean }

    /// Whether `segment` is one of `words` (an alternative pronunciation's segment is named `word(N)`), not the
    /// pause or a null transition.
    static func isWord(_ segment: Decoder.Segment, of words: Set<String>) -> Bool {
        words.contains(String(segment.word.prefix { $0 != "(" }))
    }

    /// The loop word of a phone ("lectorphaa" for AA).
    static func loopWord(_ phone: String) -> String { "lectorph" + phone.lowercased() }

    /// Whether the pronunciation dictionary has `word` (lower case).
    public func knows(_ word: String) -> Bool { grammarDecoder.knows(word) }

    /// Listens for `grammar` from the next utterance on; phrases with a word the dictionary lacks are left out.
    /// The commands' words are listened for with their British variants too, the screen's words with the
    /// dictionary's pronunciations alone.
    ///
    /// - Returns: the grammar listened for (the phrases kept).
    @discardableResult
    public func listen(for grammar: CommandGrammar) throws -> CommandGrammar {
        let kept = grammar.keeping { self.grammarDecoder.knows($0) }
        guard kept != self.grammar else { return kept }
        for word in kept.commandWords { try addVariants(of: word) }
        guard let plain = kept.jsgf else {
            throw ListeningError(function: "ps_set_jsgf_string", message: "no phrase to listen for")
        }
        try stop()
        searchNumber = (searchNumber + 1) % 2
        let jsgf = plain.replacingOccurrences(
            of: "public <command> = ", with: "public <command> = [\(Self.pause)] <phrase> [\(Self.pause)];\n<phrase> = "
        )
        try grammarDecoder.useGrammar(jsgf, name: "commands\(searchNumber)")
        self.grammar = kept
        finalPhrases = kept.finalPhrases
        return kept
    }

    /// Adds the British variants (``PronunciationVariants``) of each of the dictionary's pronunciations of
    /// `word`, as further alternatives (`word(N)`), once.
    private func addVariants(of word: String) throws {
        guard variantsAdded.insert(word).inserted else { return }
        var known: [String] = []
        var number = 1
        while number < 20, let phones = grammarDecoder.pronunciation(of: number == 1 ? word : "\(word)(\(number))") {
            known.append(phones)
            number += 1
        }
        for variant in known.flatMap(PronunciationVariants.of) where !known.contains(variant) {
            known.append(variant)
            try grammarDecoder.addWord("\(word)(\(number))", phones: variant)
            number += 1
        }
    }

    /// Whether an utterance is being heard now (the detector heard speech since the last one ended): a new
    /// grammar would cut it.
    public var isHearingSpeech: Bool { speaking }

    /// Feeds samples; returns what was heard in each utterance that ended within them.
    public func hear(_ samples: UnsafeBufferPointer<Int16>) throws -> [Hearing] {
        var heard: [Hearing] = []
        var offset = 0
        while offset < samples.count {
            let end = min(offset + Self.chunk, samples.count)
            if let hearing = try hearChunk(UnsafeBufferPointer(rebasing: samples[offset..<end])) {
                heard.append(hearing)
            }
            offset = end
        }
        return heard
    }

    /// Feeds samples (an array).
    public func hear(_ samples: [Int16]) throws -> [Hearing] {
        try samples.withUnsafeBufferPointer { try hear($0) }
    }

    /// The end of the audio: an utterance still open is judged now.
    public func finish() throws -> Hearing? {
        guard running else { return nil }
        let heard = speaking ? try judge() : nil
        try stop()
        return heard
    }

    /// Drops the utterance in progress (Lector itself is speaking: its voice is not a command), and the frames it
    /// summed into the cepstral mean with it: what was heard of it is not the user's voice.
    public func discard() throws {
        guard running else { return }
        try stop()
        means = meansAtStart
    }

    // MARK: - Decoding

    private func hearChunk(_ samples: UnsafeBufferPointer<Int16>) throws -> Hearing? {
        if !running {
            meansAtStart = means
            try grammarDecoder.start()
            try phoneDecoder.start()
            running = true
            speaking = false
            silence = 0
            utterance.removeAll(keepingCapacity: true)
            level.reset()
        }
        try grammarDecoder.process(samples)
        try phoneDecoder.process(samples)
        samplesHeard += samples.count
        if utterance.count + samples.count <= Self.utteranceLimit { utterance.append(contentsOf: samples) }
        level.add(samples)
        let inSpeech = grammarDecoder.inSpeech
        if inSpeech {
            if !speaking { keepSpeechSamples(latest: samples.count) }
            speaking = true
            silence = 0
        } else if !speaking, utterance.count > 2 * speechLead {
            // Silence before any speech: only its end can be the lead of the next utterance (and a long silence
            // must not fill the buffer before the speech comes).
            keepSpeechSamples(latest: 0)
        }
        guard speaking, !inSpeech else { return nil }
        // The detector ends speech after the short pause; unless the words so far are a whole phrase that nothing
        // continues, said clearly, wait out the rest of the end silence and the detector's start of speech (the
        // utterance stays open if speech comes back).
        let early = configuration.extraEndSilenceFrames > 0 && heardFinalPhrase()
        if configuration.extraEndSilenceFrames > 0, !early {
            // A phrase that another continues: the next word would have started inside the short pause, so a
            // sound still quiet after it means none is coming.
            if configuration.extensionQuietFrames > 0, level.quietFrames >= configuration.extensionQuietFrames,
                heardAcceptedCommand()
            {
                let heard = try judge()
                try stop()
                return heard
            }
            silence += samples.count
            guard silence >= configuration.extraEndSilenceFrames * RecognizerConfiguration.sampleRate / 100 else {
                return nil
            }
        }
        let heard = try judge(early: early)
        try stop()
        return heard
    }

    /// Whether the grammar's best path so far is a phrase that no other phrase continues, and would be accepted
    /// (noise the detector ends early must wait, so that a command right after it joins it, as it did before).
    private func heardFinalPhrase() -> Bool {
        finalPhrases.contains(partialPhrase()) && weigh().verdict == .accepted
    }

    /// Whether the grammar's best path so far is one of its commands (not a screen phrase: a screen's word may
    /// hold a quiet longer than any command's), and would be accepted.
    private func heardAcceptedCommand() -> Bool {
        let phrase = partialPhrase()
        return grammar.phrases.contains(phrase) && !grammar.screenPhrases.contains(phrase)
            && weigh().verdict == .accepted
    }

    /// The words of the grammar's best path so far, without the pause word.
    private func partialPhrase() -> String {
        CommandGrammar.words(of: grammarDecoder.hypothesis() ?? "").filter { $0 != Self.pause }.joined(separator: " ")
    }

    /// The samples kept before the detector's start of speech for the second decoding.
    private var speechLead: Int { configuration.secondDecodingLeadFrames * RecognizerConfiguration.sampleRate / 100 }

    /// Keeps, of the utterance's samples, only the lead before the speech the detector has just heard start (and
    /// the `latest` samples fed): the second decoding needs no more.
    private func keepSpeechSamples(latest: Int) {
        let kept = speechLead + latest
        guard utterance.count > kept else { return }
        utterance.removeFirst(utterance.count - kept)
    }

    private func stop() throws {
        guard running else { return }
        running = false
        speaking = false
        try grammarDecoder.end()
        try phoneDecoder.end()
    }

    /// Ends the utterance and weighs the grammar's phrase against the phone loop; a phrase not accepted, or
    /// ended `early` (after the short pause) with words covering less of the sound than
    /// ``RecognizerConfiguration/earlyCoverage`` (a word cut at its closure), is decoded once more from the
    /// utterance's samples (with the cepstral mean this utterance adapted) and weighed again: the session's first
    /// with its own mean; one whose words follow a held sound (``heldSoundCut()``) from that sound's end, with the
    /// mean in force before it, then, unless accepted, with the mean its speech adapted; any other with the mean
    /// pocketsphinx adapted over it.
    private func judge(early: Bool = false) throws -> Hearing? {
        try grammarDecoder.end()
        try phoneDecoder.end()
        running = false
        speaking = false
        let first = weigh()
        let trusted = first.verdict == .accepted && (!early || configuration.trustsEarlyEnd(coverage: first.coverage))
        guard !first.phrase.isEmpty else {
            // The grammar fitted no phrase at all: no word-like sound (the detector's start on the first frames of
            // a session, on digital silence or a microphone's hiss). Not the user's voice: the mean stays as it
            // was, and nothing was heard.
            means = meansAtStart
            return nil
        }
        guard !trusted, !utterance.isEmpty else { return first.heard }
        if let start = meansAtStart, configuration.initialMeanFrames > 0,
            start.grammar.frames == configuration.initialMeanFrames,
            let after = means, let grammarOwn = after.grammar.since(start.grammar),
            let phonesOwn = after.phones.since(start.phones)
        {
            // The session's first utterance: decoded again with its own mean, as pocketsphinx would with no frame
            // counted for the model's; the session goes on from the mean weighed against the model's.
            means = Means(grammar: grammarOwn, phones: phonesOwn)
            try decodeAgain(from: 0)
            means = after
            return weigh().heard
        }
        if let cut = heldSoundCut(), let start = meansAtStart {
            // A noise ran into the words: decode from its end with the mean in force before it, and, if that is not
            // accepted, once more with the mean those samples adapted (as a clean utterance's second decoding
            // has); the noise never enters the mean.
            means = start
            try decodeAgain(from: cut)
            let clean = weigh()
            guard clean.verdict != .accepted else { return clean.heard }
            let adapted = means
            try decodeAgain(from: cut)
            means = adapted
            return weigh().heard
        }
        try decodeAgain(from: 0)
        return weigh().heard
    }

    /// Decodes the utterance's samples from `start` once more, live.
    private func decodeAgain(from start: Int) throws {
        try grammarDecoder.start()
        try phoneDecoder.start()
        try utterance[start...].withUnsafeBufferPointer { samples in
            try grammarDecoder.process(samples)
            try phoneDecoder.process(samples)
        }
        try grammarDecoder.end()
        try phoneDecoder.end()
    }

    /// Where, in the utterance's samples, a second decoding starts when the phone loop held one sound (a phone, or
    /// silence) for ``RecognizerConfiguration/heldPhoneFrames`` or more that ends before the phrase's first word
    /// starts, or at most 5 frames into it: ``RecognizerConfiguration/heldSoundLeadFrames`` before its end. Nil without
    /// such a sound, or when the cut would keep everything.
    private func heldSoundCut() -> Int? {
        let words = grammar.words
        let phonePath = phoneDecoder.segments()
        guard let firstWord = grammarDecoder.segments().first(where: { Self.isWord($0, of: words) }),
            let firstFrame = phonePath.first?.start
        else { return nil }
        let held = HeldSound.runs(
            of: phonePath.filter { $0.word == Self.pause || $0.word.hasPrefix("lectorph") }.map {
                ($0.start, $0.frames)
            },
            minimumFrames: configuration.heldPhoneFrames)
        guard let run = held.last(where: { $0.upperBound <= firstWord.start + 5 }) else { return nil }
        // The samples kept begin secondDecodingLeadFrames before the detector's start, the decoders' first frame
        // detectorLeadFrames before it.
        let frame =
            run.upperBound - configuration.heldSoundLeadFrames - firstFrame
            + configuration.secondDecodingLeadFrames - RecognizerConfiguration.detectorLeadFrames
        let cut = min(max(0, frame * RecognizerConfiguration.sampleRate / 100), utterance.count)
        return cut > 0 && cut < utterance.count ? cut : nil
    }

    /// The verdict on the decoders' last utterance: the phone loop's acoustic advantage over the grammar's path
    /// per frame of the phrase's own words (silence before and after it, and noise taken as silence, do not
    /// dilute it).
    private func weigh() -> (verdict: Hearing.Verdict, phrase: String, coverage: Double, heard: Hearing?) {
        let phrase = CommandGrammar.words(of: grammarDecoder.hypothesis() ?? "").filter { $0 != Self.pause }
            .joined(separator: " ")
        let grammarPath = grammarDecoder.segments()
        let phonePath = phoneDecoder.segments()
        let words = grammar.words
        let wordSegments = grammarPath.filter { Self.isWord($0, of: words) }
        let phoneSegments = phonePath.filter { $0.word.hasPrefix("lectorph") }
        let wordFrames = wordSegments.reduce(0) { $0 + $1.frames }
        let speechFrames = max(phoneSegments.reduce(0) { $0 + $1.frames }, 1)
        // Both searches saw the same frames: the difference of their acoustic sums, per frame of the words.
        let advantage = phonePath.reduce(0) { $0 + $1.acoustic } - grammarPath.reduce(0) { $0 + $1.acoustic }
        let gap = Double(advantage) / Double(max(wordFrames, 1))
        let coverage = Double(wordFrames) / Double(speechFrames)
        // Words on a phone the loop holds for a long run lie on a steady noise, and words where the loop hears
        // silence on no speech at all: the grammar had to end on some phrase.
        let loopSilence = phonePath.filter { $0.word == Self.pause }.map(\.frameRange)
        let held = HeldSound.share(
            of: wordSegments.map(\.frameRange),
            in: loopSilence
                + HeldSound.runs(
                    of: phoneSegments.map { ($0.start, $0.frames) }, minimumFrames: configuration.heldPhoneFrames))
        let verdict: Hearing.Verdict
        if phrase.isEmpty || grammarPath.isEmpty || coverage < configuration.minimumCoverage
            || held > configuration.maximumHeldShare
        {
            verdict = .rejected
        } else if gap <= configuration.acceptGap {
            verdict = .accepted
        } else if gap <= configuration.unsureGap {
            verdict = .unsure
        } else {
            verdict = .rejected
        }
        // No word and no phone: the detector's start was silence (or a click), not speech; nothing was heard.
        let sound = wordFrames > 0 || !phoneSegments.isEmpty
        let heard =
            sound
            ? Hearing(
                phrase: phrase, verdict: verdict, gap: gap, coverage: coverage, endSample: samplesHeard,
                confidence: pow(2, -max(0, gap) / configuration.acceptGap)) : nil
        return (verdict, phrase, coverage, heard)
    }
}
