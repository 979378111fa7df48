/// How a `.strings` file is judged. Both are read by the one reader of Apple's grammar
/// (``StringsReader``); they differ in what counts as an error.
///
/// Lector's own tables keep the narrow ``house`` style (localization.md §3); the tables of a
/// project being audited are taken as Apple reads them (``apple``, audit.md §2.5 "Parsing"), because
/// what the app shows is what counts.
public enum StringsDialect: Sendable, Hashable {
    /// Lector's house style, a policy over what the reader read (``StringsHouseStyle``): UTF-8 or UTF-16
    /// with a byte-order mark, only `"key" = "value";`, the escapes `\" \\ \n \t \UXXXX`, no raw line
    /// breaks or tabs inside quotes; anything else of Apple's grammar is a syntax error.
    case house
    /// CFPropertyList's old-style reader, which Apple's apps use for `.strings` tables (and which
    /// GNUstep's mostly matches): UTF-8 or UTF-16 with or without a byte-order mark; `"…"` and `'…'`
    /// strings with raw line breaks and the escapes `\a \b \f \n \r \t \v`, octal `\NNN` (a byte in
    /// the NeXTSTEP encoding), `\U` with one to four hex digits, and any other escaped character as
    /// itself; unquoted strings of `A-Z a-z 0-9 _ $ / : . -`; the short form `"key";` (the value is
    /// the key); arrays, dictionaries and data as values (read, but not strings: see
    /// ``StringsDocument/diagnostics``); and the whole table optionally inside `{ … }`.
    case apple
}
