import CPocketSphinx
import Foundation

/// One pocketsphinx decoder (`ps_decoder_t`), freed in `deinit`, fed cepstral frames (``process(cepstra:)``) that
/// the recognizer has computed and normalized itself. Every call goes through ``check(_:_:)``.
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

    /// Ends the utterance (the hypothesis is final after this).
    func end() throws { try check(api.ps_end_utt!(handle), "ps_end_utt") }

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

    /// Feeds cepstral frames (each ``FrontEnd/coefficients`` long), already normalized.
    func process(cepstra: [[Float]]) throws {
        guard let width = cepstra.first?.count, width > 0 else { return }
        var flat = cepstra.flatMap { $0 }
        let code = flat.withUnsafeMutableBufferPointer { values -> Int32 in
            var rows: [UnsafeMutablePointer<Float>?] = (0..<cepstra.count).map { values.baseAddress! + $0 * width }
            return rows.withUnsafeMutableBufferPointer {
                api.ps_process_cep!(handle, $0.baseAddress, Int32($0.count), 0, 0)
            }
        }
        try check(code, "ps_process_cep")
    }

    /// A front end (sphinxbase's `fe_t`) with this decoder's configuration, the model's feature parameters merged
    /// in: the same cepstra pocketsphinx would compute from raw samples.
    func frontEnd() throws -> FrontEnd {
        guard let config = api.ps_get_config?(handle), let fe = api.fe_init_auto_r?(config) else {
            throw ListeningError(function: "fe_init_auto_r", message: "no front end for the model")
        }
        return try FrontEnd(handle: fe, api: api)
    }
}
