import Localization

// Keys of braille on the command line (issue 18): help rows, the table error, the display notice.
extension StringKey {
    /// Help: the `--output braille` row.
    public static let helpOptionOutputBraille = StringKey("help.option.output-braille")
    /// Help: the `--braille-table TABLE` row.
    public static let helpOptionBrailleTable = StringKey("help.option.braille-table")
    /// Help: the `--braille-grade 1|2` row.
    public static let helpOptionBrailleGrade = StringKey("help.option.braille-grade")
    /// Help: the `--braille` option of browse.
    public static let helpBrowseBraille = StringKey("help.browse.braille")
    /// `Braille table “%@” is missing or does not compile …` (exit 2).
    public static let errorBrailleTable = StringKey("error.braille-table")
    /// `No braille display (%@); speech goes on.`: browse --braille without BRLTTY.
    public static let noticeNoBrailleDisplay = StringKey("notice.no-braille-display")
}
