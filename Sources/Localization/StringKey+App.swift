// Keys of the program as a whole and of the localization layer itself.
extension StringKey {
    /// The notice printed (from the base table) when a non-base table is broken and skipped;
    /// `%@` is the error, `FILE:LINE:COLUMN: message`.
    public static let noticeStringsTableSkipped = StringKey("notice.strings-table-skipped")
}
