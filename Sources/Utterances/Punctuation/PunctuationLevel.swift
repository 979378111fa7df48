/// How many symbols are named (`speech.md` §8; `--punctuation`, `set punctuation`), as in NVDA and Orca.
///
/// Levels are ordered: a symbol is named at its own level and every level above it.
public enum PunctuationLevel: String, Hashable, Sendable, CaseIterable, Comparable, Codable {
    /// No symbol is named.
    case none
    /// Symbols such as `@ # % & + =` are named. The default.
    case some
    /// Also brackets, quotes, dashes, `;` and `:`.
    case most
    /// Every symbol of the table, `. , ! ?` and apostrophes included.
    case all

    /// The default level.
    public static let `default` = PunctuationLevel.some

    private var rank: Int {
        switch self {
        case .none: 0
        case .some: 1
        case .most: 2
        case .all: 3
        }
    }

    /// Orders levels from `none` to `all`.
    public static func < (lhs: PunctuationLevel, rhs: PunctuationLevel) -> Bool {
        lhs.rank < rhs.rank
    }
}
