import Foundation

/// Hears commands in 16 kHz 16-bit mono audio, as a stream: the decoding plan, in one place.
///
/// 1. The front end (``FrontEnd``, sphinxbase's own) turns every 10 ms of samples into a cepstral frame, and the
///    ``Endpointer`` sees the same 10 ms as an energy in dB: it alone says where an utterance starts and ends.
/// 2. From the start of an utterance (with its lead), each frame, less the cepstral mean (``CepstralMean``: the
///    model's own, moved only by accepted commands), goes to two searches over the same context-dependent phones,
///    as it arrives: the grammar's phrases, and a free loop of the model's phones. Every senone is scored in every
///    frame (`-compallsen`), so their acoustic scores share one normalization.
/// 3. When the endpointer ends the utterance (after a short quiet when the phrase heard so far is one nothing
///    continues, a longer one otherwise), both searches end, and ``AcceptancePolicy`` weighs the grammar's phrase
///    against the loop.
/// 4. Only a phrase the policy would act on is decoded a second time, by the grammar search alone, from the same
///    frames normalized by their own mean: the policy acts only when both views hear the same phrase, and asks to
///    hear it again otherwise.
///
/// No state of pocketsphinx's is read or set but through its public functions: the decoders are told `-cmn none`
/// (in a copy of the model's `feat.params`) and given frames already normalized.
///
/// Not thread-safe: one owner feeds it.
public final class Recognizer {
    /// The constants in force.
    public let configuration: RecognizerConfiguration
    private let grammarDecoder: Decoder
    private let phoneDecoder: Decoder
    private let frontEnd: FrontEnd
    private var endpointer: Endpointer
    private var mean: CepstralMean
    /// The grammar listened for.
    public private(set) var grammar = CommandGrammar(phrases: [])
    /// The grammar's phrases that no other phrase continues.
    private var finalPhrases = Set<String>()
    private var searchNumber = 0
    private var variantsAdded = Set<String>()
    /// Samples fed so far.
    public private(set) var samplesHeard = 0
    /// The samples of the 10 ms not yet whole, for the endpointer.
    private var partial: [Int16] = []
    /// The latest cepstral frames (not normalized), the first of them frame `historyStart` of the stream: the lead
    /// an utterance starts with.
    private var history: [[Float]] = []
    private var historyStart = 0
    /// The utterance being decoded: its first frame in the stream, the frames fed so far (not normalized), and the
    /// mean they were normalized by.
    private var utterance: (start: Int, frames: [[Float]], mean: [Float])?

    /// Samples fed to the recognizer at once by its callers: 10 ms.
    public static let chunk = 160

    /// The grammar's silence word, allowed before and after the phrase.
    static let pause = "lectorpause"

    /// The phones of the en-us model (CMU symbols), one loop word each in the phone loop.
    static let phones = [
        "AA", "AE", "AH", "AO", "AW", "AY", "B", "CH", "D", "DH", "EH", "ER", "EY", "F", "G", "HH", "IH", "IY", "JH",
        "K",
        "L", "M", "N", "NG", "OW", "OY", "P", "R", "S", "SH", "T", "TH", "UH", "UW", "V", "W", "Y", "Z", "ZH",
    ]

    /// Loads the model twice (grammar search and phone loop) and the front end.
    public init(configuration: RecognizerConfiguration = RecognizerConfiguration()) throws {
        self.configuration = configuration
        let parameters = configuration.acousticModel + "/feat.params"
        guard let text = try? String(contentsOfFile: parameters, encoding: .utf8),
            let prior = CepstralMean.prior(inFeatureParameters: text)
        else {
            throw ListeningError(
                function: "ps_init", message: "no cepstral mean in \(parameters); install pocketsphinx-en-us")
        }
        // The model's feature parameters with normalization off: the frames come normalized.
        let own = FileManager.default.temporaryDirectory.appendingPathComponent("lector-feat-\(UUID().uuidString)")
        try CepstralMean.withoutNormalization(text).write(to: own, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: own) }
        // No noise fillers: every speech frame must be explained by the phrase's words or by explicit silence, so
        // speech outside the grammar scores badly against the phone loop. Every frame reaches the search (the
        // endpointer decides what is speech); dither (seeded: repeatable) keeps digital silence from giving the
        // front end zero energy; noise removal is off, as it smears the short commands.
        let arguments = [
            "-hmm", configuration.acousticModel, "-dict", configuration.dictionary, "-featparams", own.path,
            "-fsgusefiller", "no", "-compallsen", "yes", "-remove_noise", "no", "-remove_silence", "no", "-dither",
            "yes", "-seed", "5",
        ]
        grammarDecoder = try Decoder(arguments: arguments)
        try grammarDecoder.addWord(Self.pause, phones: "SIL")
        phoneDecoder = try Decoder(arguments: arguments)
        try phoneDecoder.addWord(Self.pause, phones: "SIL")
        for phone in Self.phones { try phoneDecoder.addWord(Self.loopWord(phone), phones: phone) }
        let loop = ([Self.pause] + Self.phones.map(Self.loopWord)).joined(separator: " | ")
        try phoneDecoder.useGrammar("#JSGF V1.0;\ngrammar phones;\npublic <loop> = (\(loop))+;\n", name: "phones")
        frontEnd = try grammarDecoder.frontEnd()
        guard frontEnd.coefficients == prior.count else {
            throw ListeningError(
                function: "fe_init_auto_r",
                message:
                    "the front end makes \(frontEnd.coefficients) coefficients, the model's mean has \(prior.count)")
        }
        mean = CepstralMean(prior: prior)
        endpointer = Endpointer(configuration: configuration.endpointer)
    }

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
        abandon()
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

    /// Whether an utterance is being heard now: a new grammar would cut it.
    public var isHearingSpeech: Bool { utterance != nil }

    /// Feeds samples; returns what was heard in each utterance that ended within them.
    public func hear(_ samples: UnsafeBufferPointer<Int16>) throws -> [Hearing] {
        let made = try frontEnd.cepstra(of: samples)
        history += made
        samplesHeard += samples.count
        var heard: [Hearing] = []
        var offset = 0
        while offset < samples.count {
            let take = min(Self.chunk - partial.count, samples.count - offset)
            partial += samples[offset..<(offset + take)]
            offset += take
            guard partial.count == Self.chunk else { continue }
            let energy = partial.withUnsafeBufferPointer { Endpointer.energy(of: $0) }
            partial.removeAll(keepingCapacity: true)
            let event = endpointer.add(energy) { [unowned self] in self.mayGoOn() }
            switch event {
            case .none: break
            case .started(let start): try begin(at: start)
            case .ended:
                if let hearing = try judge() { heard.append(hearing) }
            case .dropped: abandon()
            }
            try feedAvailable()
        }
        trimHistory()
        return heard
    }

    /// Feeds samples (an array).
    public func hear(_ samples: [Int16]) throws -> [Hearing] {
        try samples.withUnsafeBufferPointer { try hear($0) }
    }

    /// The end of the audio: an utterance still open is judged now.
    public func finish() throws -> Hearing? {
        guard utterance != nil else { return nil }
        endpointer.reset()
        return try judge()
    }

    /// Drops the utterance in progress (Lector itself is speaking: its voice is not a command). Nothing of it
    /// reaches the mean.
    public func discard() throws {
        abandon()
        endpointer.reset()
    }

    // MARK: - Decoding

    /// Starts both searches on the utterance that began at stream frame `start`.
    private func begin(at start: Int) throws {
        abandon()
        try grammarDecoder.start()
        try phoneDecoder.start()
        utterance = (max(start, historyStart), [], mean.mean)
    }

    /// Feeds the frames made since the last call to the searches of the utterance in progress.
    private func feedAvailable() throws {
        guard let current = utterance else { return }
        let next = current.start + current.frames.count
        let end = historyStart + history.count
        guard next < end else { return }
        let fresh = Array(history[(next - historyStart)..<(end - historyStart)])
        let normalized = fresh.map { CepstralMean.normalized($0, by: current.mean) }
        try grammarDecoder.process(cepstra: normalized)
        try phoneDecoder.process(cepstra: normalized)
        utterance?.frames += fresh
    }

    /// Keeps only the frames an utterance starting now could lead with (and those of the one in progress).
    private func trimHistory() {
        let keep = configuration.endpointer.leadFrames + configuration.endpointer.startFrames + 8
        let from = utterance.map { $0.start + $0.frames.count } ?? (historyStart + history.count - keep)
        let drop = min(max(0, from - historyStart), history.count)
        guard drop > 0 else { return }
        history.removeFirst(drop)
        historyStart += drop
    }

    /// Whether the words heard so far may be continued by more: not one of the phrases nothing continues.
    private func mayGoOn() -> Bool {
        !finalPhrases.contains(partialPhrase())
    }

    /// The words of the grammar's best path so far, without the pause word.
    private func partialPhrase() -> String {
        CommandGrammar.words(of: grammarDecoder.hypothesis() ?? "").filter { $0 != Self.pause }.joined(separator: " ")
    }

    /// Ends the searches of an utterance without a verdict.
    private func abandon() {
        guard utterance != nil else { return }
        utterance = nil
        try? grammarDecoder.end()
        try? phoneDecoder.end()
    }

    /// Ends the utterance and weighs it (``AcceptancePolicy``); an accepted phrase's word frames move the mean.
    private func judge() throws -> Hearing? {
        try feedAvailable()
        guard let current = utterance else { return nil }
        utterance = nil
        try grammarDecoder.end()
        try phoneDecoder.end()
        let phrase = partialPhrase()
        let grammarPath = grammarDecoder.segments()
        let phonePath = phoneDecoder.segments()
        let words = grammar.words
        let wordSegments = grammarPath.filter { Self.isWord($0, of: words) }
        let phones = phonePath.filter { $0.word.hasPrefix("lectorph") }
        var evidence = AcceptancePolicy.Evidence(
            phrase: phrase, wordFrames: wordSegments.reduce(0) { $0 + $1.frames },
            speechFrames: phones.reduce(0) { $0 + $1.frames },
            advantage: phonePath.reduce(0) { $0 + $1.acoustic } - grammarPath.reduce(0) { $0 + $1.acoustic },
            longestPhone: phones.map(\.frames).max() ?? 0)
        let policy = configuration.policy
        if policy.wantsSecondView(of: evidence) {
            // The second view: the same frames, normalized by their own mean.
            let own = CepstralMean.average(of: current.frames)
            try grammarDecoder.start()
            try grammarDecoder.process(cepstra: current.frames.map { CepstralMean.normalized($0, by: own) })
            try grammarDecoder.end()
            evidence.secondPhrase = partialPhrase()
        }
        guard let verdict = policy.verdict(on: evidence) else { return nil }
        if verdict == .accepted {
            mean.adapt(
                with: wordSegments.flatMap { segment in
                    segment.frameRange.clamped(to: 0..<current.frames.count).map { current.frames[$0] }
                })
        }
        return Hearing(
            phrase: phrase, verdict: verdict, gap: evidence.gap, coverage: evidence.coverage, endSample: samplesHeard,
            confidence: policy.confidence(of: evidence))
    }
}
