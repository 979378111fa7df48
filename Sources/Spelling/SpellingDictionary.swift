import CHunspell
import Foundation
import Synchronization

/// One language's Hunspell dictionary (`/usr/share/hunspell/de_DE.aff` and `.dic`): whether a word is a word
/// of the language, with its inflections and the capitalizations Hunspell allows (`Notifications` for
/// `notifications`). Thread-safe: one lookup at a time, as a Hunspell handle is not.
public final class SpellingDictionary: Sendable {
    /// The dictionary's name: its file name without the extension (`de_DE`).
    public let name: String
    /// The Hunspell handle, and the converter from UTF-8 to the dictionary's encoding.
    private let state: Mutex<State>

    struct State: ~Copyable {
        let library: HunspellLibrary
        let handle: OpaquePointer
        let converter: iconv_t?
    }

    /// Opens the dictionary whose files are `affix` and `words`.
    public init(affix: String, words: String) throws(SpellingError) {
        let library: HunspellLibrary
        switch HunspellLibrary.shared {
        case .success(let loaded): library = loaded
        case .failure(let error): throw error
        }
        guard FileManager.default.isReadableFile(atPath: affix), FileManager.default.isReadableFile(atPath: words),
            let handle = library.api.Hunspell_create(affix, words)
        else { throw .unreadable(path: words) }
        let encoding = library.api.Hunspell_get_dic_encoding(handle).map { String(cString: $0) } ?? "UTF-8"
        var converter: iconv_t?
        if Self.normalized(encoding) != "UTF8" {
            let opened = iconv_open(encoding, "UTF-8")
            guard let opened, Int(bitPattern: opened) != -1 else {
                library.api.Hunspell_destroy(handle)
                throw .unreadable(path: words)
            }
            converter = opened
        }
        name = ((words as NSString).lastPathComponent as NSString).deletingPathExtension
        state = Mutex(State(library: library, handle: handle, converter: converter))
    }

    deinit {
        state.withLock { state in
            state.library.api.Hunspell_destroy(state.handle)
            if let converter = state.converter { iconv_close(converter) }
        }
    }

    /// Whether the dictionary knows the word. A word its encoding cannot hold is not known.
    public func knows(_ word: String) -> Bool {
        guard !word.isEmpty, !word.contains("\0") else { return false }
        return state.withLock { state in
            guard let bytes = Self.encoded(word, with: state.converter) else { return false }
            return bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.map { state.library.api.Hunspell_spell(state.handle, $0) != 0 } ?? false
            }
        }
    }

    /// The word's bytes in the dictionary's encoding, NUL-terminated; nil when it cannot be converted.
    private static func encoded(_ word: String, with converter: iconv_t?) -> [CChar]? {
        var utf8 = Array(word.utf8CString)
        guard let converter else { return utf8 }
        var output = [CChar](repeating: 0, count: utf8.count * 4 + 4)
        let converted: Int = utf8.withUnsafeMutableBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                var inPointer = input.baseAddress
                var inLeft = input.count - 1
                var outPointer = out.baseAddress
                var outLeft = out.count - 1
                iconv(converter, nil, nil, nil, nil)
                let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                return result == -1 || inLeft != 0 ? -1 : out.count - 1 - outLeft
            }
        }
        guard converted >= 0 else { return nil }
        output[converted] = 0
        return Array(output[...converted])
    }

    /// An encoding name without case or punctuation: `UTF-8` → `UTF8`.
    private static func normalized(_ encoding: String) -> String {
        String(encoding.uppercased().filter { $0.isLetter || $0.isNumber })
    }
}
