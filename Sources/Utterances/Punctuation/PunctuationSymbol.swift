/// One row of the symbol table (`speech.md` §8): a character, the strings key of its name, and the lowest
/// level at which it is named.
public struct PunctuationSymbol: Hashable, Sendable {
    /// The character.
    public let character: Character
    /// The strings-table key of its localized name, e.g. `symbol.at`.
    public let key: String
    /// The lowest punctuation level at which the symbol is named.
    public let level: PunctuationLevel

    /// Creates a row; `key` is the part after `symbol.`.
    public init(_ character: Character, _ key: String, _ level: PunctuationLevel) {
        self.character = character
        self.key = "symbol." + key
        self.level = level
    }

    /// True for the pause symbols `. , ; : ! ?`, which keep their pause when named before a space or at
    /// the end of a piece.
    public var isPause: Bool {
        Self.pauseCharacters.contains(character)
    }

    static let pauseCharacters: Set<Character> = [".", ",", ";", ":", "!", "?"]

    // MARK: - The table

    /// Every symbol Lector names, in the order of §8.
    public static let table: [PunctuationSymbol] = [
        .init("@", "at", .some), .init("#", "number", .some),
        .init("$", "dollar", .some), .init("€", "euro", .some), .init("£", "pound", .some),
        .init("¥", "yen", .some), .init("%", "percent", .some), .init("&", "and", .some),
        .init("*", "star", .some), .init("+", "plus", .some), .init("=", "equals", .some),
        .init("<", "less", .some), .init(">", "greater", .some),
        .init("/", "slash", .some), .init("\\", "backslash", .some), .init("|", "bar", .some),
        .init("_", "underscore", .some), .init("~", "tilde", .some), .init("^", "caret", .some),
        .init("°", "degree", .some), .init("§", "section", .some),
        .init("©", "copyright", .some), .init("®", "registered", .some), .init("™", "trademark", .some),
        .init("\"", "quote", .most), .init("“", "quote", .most), .init("”", "quote", .most),
        .init("„", "quote", .most),
        .init("(", "left-paren", .most), .init(")", "right-paren", .most),
        .init("[", "left-bracket", .most), .init("]", "right-bracket", .most),
        .init("{", "left-brace", .most), .init("}", "right-brace", .most),
        .init("-", "dash", .most), .init("–", "dash", .most), .init("—", "dash", .most),
        .init(";", "semicolon", .most), .init(":", "colon", .most),
        .init("…", "ellipsis", .most), .init("`", "grave", .most),
        .init(".", "dot", .all), .init(",", "comma", .all),
        .init("!", "exclamation", .all), .init("?", "question", .all),
        .init("'", "apostrophe", .all), .init("’", "apostrophe", .all),
    ]

    /// The table by character.
    public static let byCharacter: [Character: PunctuationSymbol] = Dictionary(
        table.map { ($0.character, $0) }, uniquingKeysWith: { first, _ in first })

    /// Every distinct key of the table (`symbol.at`, …), in table order: the names a caller must provide.
    public static let keys: [String] = {
        var seen: Set<String> = []
        return table.map(\.key).filter { seen.insert($0).inserted }
    }()

    /// The row of an ASCII character by its byte, nil for a byte that is no symbol (or not ASCII): the table
    /// read without hashing a `Character`.
    public static func ascii(_ byte: UInt8) -> PunctuationSymbol? {
        byte < 0x80 ? asciiTable[Int(byte)] : nil
    }

    /// Read straight from `table` (the first row of a character wins, as in `byCharacter`), so that an ASCII
    /// lookup does not build `byCharacter`.
    private static let asciiTable: [PunctuationSymbol?] = {
        var rows = [PunctuationSymbol?](repeating: nil, count: 128)
        for row in table {
            let scalars = row.character.unicodeScalars
            guard scalars.count == 1, let scalar = scalars.first, scalar.isASCII, rows[Int(scalar.value)] == nil
            else { continue }
            rows[Int(scalar.value)] = row
        }
        return rows
    }()
}
