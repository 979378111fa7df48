/// A character in a decoded key or value that a translator rarely means to write: U+FFFD (the
/// mark of text lost in a conversion) or a control character (Cc) other than line feed and tab.
///
/// The parser notes each one with the position of the character, or of the escape that wrote it,
/// so the audit's `strings.encoding` rule can point at it (audit.md §2.5).
public struct SuspectCharacter: Sendable, Hashable {
    /// The character.
    public var scalar: Unicode.Scalar
    /// The 1-based line of the character or its escape.
    public var line: Int
    /// The 1-based column, in Unicode scalars, of the character or its escape.
    public var column: Int
    /// The index of the entry in ``StringsDocument/entries``.
    public var entry: Int
    /// Whether it is in the key (else in the value).
    public var inKey: Bool

    /// Creates a record.
    public init(scalar: Unicode.Scalar, line: Int, column: Int, entry: Int, inKey: Bool) {
        self.scalar = scalar
        self.line = line
        self.column = column
        self.entry = entry
        self.inKey = inKey
    }

    /// Whether a decoded character is one the audit reports.
    public static func isSuspect(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\u{FFFD}" { return true }
        guard scalar != "\n", scalar != "\t" else { return false }
        // General category Cc is exactly these two ranges; no table lookup per scalar.
        return scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
