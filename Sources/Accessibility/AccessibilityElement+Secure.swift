// A secure text field's content is never shown or spoken: only how many characters it holds.

extension AccessibilityElement {
    /// The character that stands for each character of a secure field's value (U+2022 BULLET).
    public static let secureMask: Character = "\u{2022}"

    /// Whether the element is a secure (password) text field: its value must never be read out or printed.
    public var isSecureTextField: Bool { traits.contains(.secureTextField) }

    /// The number of characters of a secure field's value (0 when it is empty); nil for any other element.
    public var secureCharacterCount: Int? {
        guard isSecureTextField else { return nil }
        return value?.count ?? 0
    }

    /// The element as it may be shown: a secure field's value replaced by one ``secureMask`` per character,
    /// every other element unchanged. Its children are redacted too.
    public var redacted: AccessibilityElement {
        var copy = self
        if let count = secureCharacterCount, value != nil {
            copy.value = String(repeating: Self.secureMask, count: count)
        }
        if !children.isEmpty { copy.children = children.map(\.redacted) }
        return copy
    }
}
