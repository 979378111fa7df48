/// How capital letters in spelled runs are marked (`speech.md` §9; `set capitals pitch|word|none`).
public enum CapitalsStyle: Hashable, Sendable {
    /// Nothing marks a capital letter.
    case none
    /// Each run of uppercase letters is spoken at a raised pitch (`<prosody pitch="+30%">`). The default.
    case pitch
    /// The given localized capital word (`speech.capital`: en "cap", de "groß") is said before each
    /// capital letter.
    case word(String)

    /// The name used by `set capitals` and `--capitals`: `none`, `pitch` or `word`.
    public var name: String {
        switch self {
        case .none: "none"
        case .pitch: "pitch"
        case .word: "word"
        }
    }

    /// The style with that setting name, or nil for an unknown name.
    ///
    /// - Parameters:
    ///   - name: `none`, `pitch` or `word`.
    ///   - capitalWord: the localized capital word, used for `word`.
    public init?(name: String, capitalWord: String) {
        switch name {
        case "none": self = .none
        case "pitch": self = .pitch
        case "word": self = .word(capitalWord)
        default: return nil
        }
    }

    /// The capital word to insert in the text form (`narration.md` §5.6), or nil for `none` and `pitch`.
    public var capitalWord: String? {
        if case .word(let word) = self { word } else { nil }
    }
}
