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
