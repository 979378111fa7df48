// Small text helpers for tags and values.
extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
    /// The text without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> Substring {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let start = firstIndex(where: { !isSpace($0) }),
            let end = lastIndex(where: { !isSpace($0) })
        else { return Substring() }
        return self[start...end]
    }
}
