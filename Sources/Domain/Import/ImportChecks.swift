/// What the layers above Domain check in an imported Lector export: a setting's value and a pronunciation entry.
///
/// The library keeps both as text; the speech layer judges them. The CLI passes the checks the typed commands
/// use (`set` in browse, `pronounce add`), so an import refuses what they refuse, at the value's line and column.
public struct ImportChecks: Sendable {
    /// Why the setting `key` with `value` is refused (an unknown key, a value out of range), or nil.
    public var setting: @Sendable (_ key: String, _ value: String) -> ImportError.InvalidValue?
    /// Why the entry is refused (a message for a person), or nil.
    public var pronunciation: @Sendable (PronunciationRecord) -> String?

    /// Checks with the two judgements.
    public init(
        setting: @escaping @Sendable (_ key: String, _ value: String) -> ImportError.InvalidValue?,
        pronunciation: @escaping @Sendable (PronunciationRecord) -> String?
    ) {
        self.setting = setting
        self.pronunciation = pronunciation
    }

    /// Accepts every setting and entry that has the documented types (the Domain tests' default).
    public static let none = ImportChecks(setting: { _, _ in nil }, pronunciation: { _ in nil })
}
