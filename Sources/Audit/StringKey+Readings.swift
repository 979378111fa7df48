import Localization

/// Keys of the display/speech pairs (localization.md §10): the l10n check rule `strings.reading`.
extension StringKey {
    public static let auditStringsReadingSummary = StringKey("audit.strings.reading.summary")
    public static let auditStringsReadingDescription = StringKey("audit.strings.reading.description")
    public static let auditStringsReadingNoKeyMessage = StringKey("audit.strings.reading.no-key.message")
    public static let auditStringsReadingPlaceholdersMessage = StringKey("audit.strings.reading.placeholders.message")
    public static let auditStringsReadingKanjiMessage = StringKey("audit.strings.reading.kanji.message")
    public static let auditStringsReadingMissingMessage = StringKey("audit.strings.reading.missing.message")
    /// The Arabic half of `strings.reading` (`l10n check --speech`): %@ lists the words read with no vowel.
    public static let auditStringsReadingVowelsMessage = StringKey("audit.strings.reading.vowels.message")
    /// %@ lists the words read otherwise than their vowelled form in the readings, with both phoneme strings.
    public static let auditStringsReadingMisreadMessage = StringKey("audit.strings.reading.misread.message")
}
