/// A braille failure: a table liblouis cannot compile, a translation that fails, or a display that cannot be
/// reached or written; `description` says which call failed and why.
public struct BrailleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, for a person.
    public enum Kind: Sendable, Equatable {
        /// The table (or one it includes) is missing or does not compile.
        case table
        /// liblouis gave up on a text.
        case translation
        /// BrlAPI refused a call (no BRLTTY, no access, lost connection).
        case display
    }

    public let kind: Kind
    /// The C function that failed, e.g. `lou_translateString`, `brlapi_openConnection`.
    public let function: String
    /// What failed, with its context (the table name, the host).
    public let message: String

    public init(kind: Kind, function: String, message: String) {
        self.kind = kind
        self.function = function
        self.message = message
    }

    public var description: String { "\(function): \(message)" }
}
