/// What the rotor moves by (`r` then a letter; `rotor NAME` in scripts).
public enum RotorUnit: String, Hashable, Sendable, CaseIterable {
    case headings, buttons, images, links
    /// Text fields, search fields, adjustables and switches.
    case formFields = "form-fields"
    /// Every element.
    case all

    /// The unit of a rotor letter: `h`, `b`, `i`, `l`, `f`, `a`.
    public init?(letter: Character) {
        switch letter {
        case "h": self = .headings
        case "b": self = .buttons
        case "i": self = .images
        case "l": self = .links
        case "f": self = .formFields
        case "a": self = .all
        default: return nil
        }
    }

    /// The unit of a singular script word: `heading`, `button`, `image`, `link`, `form-field`, `element`.
    public init?(singular word: String) {
        switch word {
        case "heading": self = .headings
        case "button": self = .buttons
        case "image": self = .images
        case "link": self = .links
        case "form-field": self = .formFields
        case "element": self = .all
        default: return nil
        }
    }
}
