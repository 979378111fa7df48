/// A plural dictionary (`.stringsdict`) as read: each top-level key with its format and variables,
/// and the positions of what was read (line 0 in a binary plist).
public struct PluralDictionary: Sendable, Hashable {
    /// A string with where it starts (the `<string>` or `<key>` element).
    public struct Text: Sendable, Hashable {
        /// The text.
        public var text: String
        /// The 1-based line, or 0.
        public var line: Int
        /// The 1-based column in Unicode scalars, or 0.
        public var column: Int

        /// Creates a positioned text.
        public init(_ text: String, line: Int = 0, column: Int = 0) {
            self.text = text
            self.line = line
            self.column = column
        }
    }

    /// One variant of a variable: a CLDR category (`one`) or an exact count (`0`).
    public struct Variant: Sendable, Hashable {
        /// The member name: `zero one two few many other`, or digits.
        public var name: String
        /// The text, with the position of its `<string>`.
        public var value: Text
        /// Where the member's `<key>` is.
        public var keyLine: Int
        /// The key's column.
        public var keyColumn: Int

        /// Whether the name is an exact count (`0`, `1`), which Apple allows beside categories.
        public var isNumeric: Bool { !name.isEmpty && name.utf8.allSatisfy { (0x30...0x39).contains($0) } }
    }

    /// One variable (`%#@V@`) of an entry.
    public struct Variable: Sendable, Hashable {
        /// The name.
        public var name: String
        /// Where its `<key>` is.
        public var line: Int
        /// The key's column.
        public var column: Int
        /// `NSStringFormatSpecTypeKey`, when it is a string.
        public var specType: Text?
        /// `NSStringFormatValueTypeKey`, when it is a string (`ld`, `@`…).
        public var valueType: Text?
        /// The variants in file order.
        public var variants: [Variant]
        /// Members that are neither of the two keys nor a variant name.
        public var unknownKeys: [Text]
    }

    /// One top-level key.
    public struct Entry: Sendable, Hashable {
        /// The top-level key.
        public var key: String
        /// Where its `<key>` is.
        public var line: Int
        /// The key's column.
        public var column: Int
        /// `NSStringLocalizedFormatKey`, when it is a string.
        public var formatKey: Text?
        /// The variables (members whose value is a dictionary), in file order.
        public var variables: [Variable]
        /// Members that are neither the format key nor a dictionary.
        public var unknownKeys: [Text]
    }

    /// The entries in file order.
    public var entries: [Entry]

    /// Creates a dictionary.
    public init(entries: [Entry]) {
        self.entries = entries
    }
}
