import CMeCab
import Synchronization

/// Japanese text with kanji turned into its kana reading, through MeCab and its IPA dictionary
/// (`mecab-ipadic-utf8`), the way Japanese speech front ends read: 東京タワーの夜景 → トーキョータワーノヤケイ.
///
/// espeak-ng's Japanese voice has no kanji readings (it says "Chinese letter" for each); the speech layer gives
/// it this reading instead. One MeCab tagger, used by one caller at a time.
public final class KanaReader: Sendable {
    private let tagger: Mutex<Tagger>

    /// The owner of one `mecab_t`, freed with it.
    private final class Tagger: @unchecked Sendable {
        let handle: OpaquePointer

        init(handle: OpaquePointer) { self.handle = handle }

        deinit { mecab_destroy(handle) }
    }

    /// Starts MeCab with the system dictionary, writing each word's pronunciation (the IPA dictionary's ninth field:
    /// the particles は and へ as ワ and エ, long vowels as ー), a word it does not know as written.
    ///
    /// - Throws: ``KanaReadingError`` naming MeCab's message when no dictionary can be loaded.
    public init() throws(KanaReadingError) {
        guard let handle = mecab_new2(#"--node-format=%pS%f[8] --unk-format=%M --eos-format=\n"#) else {
            let message = mecab_strerror(nil).map { String(cString: $0) } ?? "unknown error"
            throw KanaReadingError(function: "mecab_new2", message: message)
        }
        tagger = Mutex(Tagger(handle: handle))
    }

    /// Whether `text` holds a Han character (kanji) or the iteration mark 々, the only text that needs a reading.
    public static func needsReading(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isHan)
    }

    /// `text` with each run of Japanese script that holds kanji replaced by its katakana reading; everything else
    /// (Latin, digits, spaces, punctuation, kana-only runs) as it was. A run MeCab cannot read stays as written.
    public func reading(of text: String) -> String {
        guard Self.needsReading(text) else { return text }
        var result = ""
        var run = ""
        func flush() {
            if run.unicodeScalars.contains(where: Self.isHan) {
                result += read(run) ?? run
            } else {
                result += run
            }
            run = ""
        }
        for character in text {
            if character.unicodeScalars.allSatisfy(Self.isJapanese) {
                run.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    private func read(_ run: String) -> String? {
        tagger.withLock { tagger -> String? in
            guard let output = mecab_sparse_tostr(tagger.handle, run) else { return nil }
            let reading = String(cString: output).trimmingCharacters(in: "\n")
            return reading.isEmpty || reading.unicodeScalars.contains(where: Self.isHan) ? nil : reading
        }
    }

    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3005, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x323AF: true
        default: false
        }
    }

    /// Kanji, hiragana, katakana and the prolonged sound mark: the script of a run MeCab reads.
    static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: true
        default: isHan(scalar)
        }
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        var text = Substring(self)
        while text.last == set { text = text.dropLast() }
        while text.first == set { text = text.dropFirst() }
        return String(text)
    }
}
