import Localization

// Keys of speech.md §8 (symbol names) and §9 (the capital word).
extension StringKey {
    // MARK: - Symbol names

    /// The spoken name of `@`.
    public static let symbolAt = StringKey("symbol.at")
    /// The spoken name of `#`.
    public static let symbolNumber = StringKey("symbol.number")
    /// The spoken name of `$`.
    public static let symbolDollar = StringKey("symbol.dollar")
    /// The spoken name of `€`.
    public static let symbolEuro = StringKey("symbol.euro")
    /// The spoken name of `£`.
    public static let symbolPound = StringKey("symbol.pound")
    /// The spoken name of `¥`.
    public static let symbolYen = StringKey("symbol.yen")
    /// The spoken name of `%`.
    public static let symbolPercent = StringKey("symbol.percent")
    /// The spoken name of `&`.
    public static let symbolAnd = StringKey("symbol.and")
    /// The spoken name of `*`.
    public static let symbolStar = StringKey("symbol.star")
    /// The spoken name of `+`.
    public static let symbolPlus = StringKey("symbol.plus")
    /// The spoken name of `=`.
    public static let symbolEquals = StringKey("symbol.equals")
    /// The spoken name of `<`.
    public static let symbolLess = StringKey("symbol.less")
    /// The spoken name of `>`.
    public static let symbolGreater = StringKey("symbol.greater")
    /// The spoken name of `/`.
    public static let symbolSlash = StringKey("symbol.slash")
    /// The spoken name of `\`.
    public static let symbolBackslash = StringKey("symbol.backslash")
    /// The spoken name of `|`.
    public static let symbolBar = StringKey("symbol.bar")
    /// The spoken name of `_`.
    public static let symbolUnderscore = StringKey("symbol.underscore")
    /// The spoken name of `~`.
    public static let symbolTilde = StringKey("symbol.tilde")
    /// The spoken name of `^`.
    public static let symbolCaret = StringKey("symbol.caret")
    /// The spoken name of `°`.
    public static let symbolDegree = StringKey("symbol.degree")
    /// The spoken name of `§`.
    public static let symbolSection = StringKey("symbol.section")
    /// The spoken name of `©`.
    public static let symbolCopyright = StringKey("symbol.copyright")
    /// The spoken name of `®`.
    public static let symbolRegistered = StringKey("symbol.registered")
    /// The spoken name of `™`.
    public static let symbolTrademark = StringKey("symbol.trademark")
    /// The spoken name of `"` `“` `”` `„`.
    public static let symbolQuote = StringKey("symbol.quote")
    /// The spoken name of `(`.
    public static let symbolLeftParen = StringKey("symbol.left-paren")
    /// The spoken name of `)`.
    public static let symbolRightParen = StringKey("symbol.right-paren")
    /// The spoken name of `[`.
    public static let symbolLeftBracket = StringKey("symbol.left-bracket")
    /// The spoken name of `]`.
    public static let symbolRightBracket = StringKey("symbol.right-bracket")
    /// The spoken name of `{`.
    public static let symbolLeftBrace = StringKey("symbol.left-brace")
    /// The spoken name of `}`.
    public static let symbolRightBrace = StringKey("symbol.right-brace")
    /// The spoken name of `-` `–` `—`.
    public static let symbolDash = StringKey("symbol.dash")
    /// The spoken name of `;`.
    public static let symbolSemicolon = StringKey("symbol.semicolon")
    /// The spoken name of `:`.
    public static let symbolColon = StringKey("symbol.colon")
    /// The spoken name of `…`.
    public static let symbolEllipsis = StringKey("symbol.ellipsis")
    /// The spoken name of `` ` ``.
    public static let symbolGrave = StringKey("symbol.grave")
    /// The spoken name of `.`.
    public static let symbolDot = StringKey("symbol.dot")
    /// The spoken name of `,`.
    public static let symbolComma = StringKey("symbol.comma")
    /// The spoken name of `!`.
    public static let symbolExclamation = StringKey("symbol.exclamation")
    /// The spoken name of `?`.
    public static let symbolQuestion = StringKey("symbol.question")
    /// The spoken name of `'` `’`.
    public static let symbolApostrophe = StringKey("symbol.apostrophe")
}
