import CPocketSphinx
import Foundation

/// One pocketsphinx decoder (`ps_decoder_t`), freed in `deinit`. Every call goes through ``check(_:_:)``.
final class Decoder {
    /// A word (or filler, or phone) of the best path, with its first frame, its frames and acoustic score.
    struct Segment: Equatable {
        let word: String
        let start: Int
        let frames: Int
        let acoustic: Int

        /// Its frames, `start..<(start + frames)`.
        var frameRange: Range<Int> { start..<(start + frames) }
    }

    /// The live cepstral mean normalization state (sphinxbase's `cmn_t`): the mean subtracted from every frame,
    /// and the sum and count of the frames it will be made from when the utterance ends (`mean = sum / frames`).
    struct CepstralMean: Equatable {
        var mean: [Float]
        var sum: [Float]
        var frames: Int

        /// This mean counted as `frames` frames already summed (sphinxbase's `cmn_live_set` counts 500).
        func counted(asFrames frames: Int) -> CepstralMean {
            CepstralMean(mean: mean, sum: mean.map { $0 * Float(frames) }, frames: frames)
        }

        /// The mean of the frames summed since `start` alone, counted as those frames; nil if none was.
        func since(_ start: CepstralMean) -> CepstralMean? {
            let added = frames - start.frames
            guard added > 0, sum.count == start.sum.count else { return nil }
            let own = zip(sum, start.sum).map { $0 - $1 }
            return CepstralMean(mean: own.map { $0 / Float(added) }, sum: own, frames: added)
        }
    }

    private let handle: OpaquePointer
    private let api: lector_ps_api

    /// A decoder with pocketsphinx's command-line arguments (`-hmm DIR -dict FILE ...`); logging goes to
    /// `/dev/null`.
    init(arguments: [String]) throws {
        let api = try PocketSphinxLibrary.loaded.get()
        self.api = api
        let all = arguments + ["-logfn", "/dev/null"]
        var pointers = all.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        var table = api
        guard
            let config = pointers.withUnsafeMutableBufferPointer({
                lector_ps_config(&table, Int32($0.count), $0.baseAddress)
            })
        else {
            throw ListeningError(
                function: "cmd_ln_parse_r", message: "pocketsphinx refused its arguments: \(arguments)")
        }
        defer { _ = api.cmd_ln_free_r!(config) }
        guard let handle = api.ps_init?(config) else {
            throw ListeningError(
                function: "ps_init",
                message: "could not load the model (\(arguments.joined(separator: " "))); install pocketsphinx-en-us")
        }
        self.handle = handle
    }

    deinit { _ = api.ps_free!(handle) }

    /// Throws for a negative return code.
    private func check(_ code: Int32, _ function: String, _ context: String = "") throws {
        guard code >= 0 else {
            throw ListeningError(function: function, message: context.isEmpty ? "returned \(code)" : context)
        }
    }

    /// Whether the dictionary has `word`.
    func knows(_ word: String) -> Bool { pronunciation(of: word) != nil }

    /// The phones of `word` (`word(2)` for its second pronunciation) as the dictionary spells them.
    func pronunciation(of word: String) -> String? {
        guard let phones = api.ps_lookup_word?(handle, word) else { return nil }
        defer { free(phones) }
        return String(cString: phones)
    }

    /// Adds a word with its phones (`SIL` for the silence word of the grammar).
    func addWord(_ word: String, phones: String) throws {
        try check(api.ps_add_word!(handle, word, phones, 0), "ps_add_word", "cannot add \(word)")
    }

    /// Adds (or replaces) a search named `name` from a JSGF grammar, and makes it the active search.
    func useGrammar(_ jsgf: String, name: String) throws {
        try check(
            api.ps_set_jsgf_string!(handle, name, jsgf), "ps_set_jsgf_string", "the grammar did not compile:\n\(jsgf)")
        try check(api.ps_set_search!(handle, name), "ps_set_search")
    }

    /// Starts an utterance.
    func start() throws { try check(api.ps_start_utt!(handle), "ps_start_utt") }

    /// Feeds 16 kHz samples.
    func process(_ samples: UnsafeBufferPointer<Int16>) throws {
        guard let base = samples.baseAddress, !samples.isEmpty else { return }
        try check(api.ps_process_raw!(handle, base, samples.count, 0, 0), "ps_process_raw")
    }

    /// Whether the voice-activity detector hears speech now.
    var inSpeech: Bool { api.ps_get_in_speech!(handle) != 0 }

    /// Ends the utterance (the hypothesis is final after this).
    func end() throws { try check(api.ps_end_utt!(handle), "ps_end_utt") }

    /// The frames searched in the utterance.
    var frames: Int { Int(api.ps_get_n_frames!(handle)) }

    /// The best path's words without fillers; nil when the search reached no final state.
    func hypothesis() -> String? {
        var score: Int32 = 0
        guard let text = api.ps_get_hyp?(handle, &score) else { return nil }
        return String(cString: text)
    }

    /// The best path, fillers included.
    func segments() -> [Segment] {
        var result: [Segment] = []
        var segment = api.ps_seg_iter?(handle)
        while let current = segment, result.count < 10_000 {
            var start: Int32 = 0
            var end: Int32 = 0
            api.ps_seg_frames!(current, &start, &end)
            let word = api.ps_seg_word?(current).map { String(cString: $0) } ?? ""
            result.append(
                Segment(
                    word: word, start: Int(start), frames: Int(end - start + 1),
                    acoustic: Int(withUnsafePointer(to: api) { lector_ps_seg_acoustic($0, current) })))
            segment = api.ps_seg_next?(current)
        }
        if let segment { api.ps_seg_free!(segment) }
        return result
    }

    /// The live cepstral mean state, read and set through the shim's `lector_feat_t`, a copy of sphinxbase's
    /// layout; nil (and setting does nothing) when the decoder's feature state is not laid out that way (another
    /// sphinxbase). Live decoding subtracts `mean` from every frame of an utterance, adds the frames to `sum` and
    /// `frames`, and makes `mean` their quotient when the utterance ends.
    var cepstralMean: CepstralMean? {
        get {
            var table = api
            guard let state = lector_ps_feat(&table, handle)?.pointee.cmn_struct else { return nil }
            let count = Int(state.pointee.veclen)
            return CepstralMean(
                mean: Array(UnsafeBufferPointer(start: state.pointee.cmn_mean, count: count)),
                sum: Array(UnsafeBufferPointer(start: state.pointee.sum, count: count)),
                frames: Int(state.pointee.nframe))
        }
        set {
            var table = api
            guard let value = newValue, let state = lector_ps_feat(&table, handle)?.pointee.cmn_struct,
                value.mean.count == Int(state.pointee.veclen), value.sum.count == value.mean.count
            else { return }
            state.pointee.cmn_mean.update(from: value.mean, count: value.mean.count)
            state.pointee.sum.update(from: value.sum, count: value.sum.count)
            state.pointee.nframe = Int32(clamping: value.frames)
        }
    }
}
