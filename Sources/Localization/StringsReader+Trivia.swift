// Trivia, the cursor and errors of the reader.
extension StringsReader {
    // MARK: - Trivia

    /// Skips blanks (tab, line feed, vertical tab, form feed, carriage return, space, U+2028,
    /// U+2029) and comments, remembering the comment above an entry.
    mutating func skipTrivia() throws(Failure) {
        while let scalar = current {
            switch scalar {
            case "\n", "\r":
                advance()
                entryOnLine = false
                breaksSinceComment += 1
                if breaksSinceComment >= 2 { pendingComment = nil }
            case "\t", " ":
                advance()
            case "\u{0B}", "\u{0C}", "\u{2028}", "\u{2029}":
                try note(.blank(scalar), at: position)
                advance()
            case "/" where peek(1) == "*":
                let start = position
                let back = (index, line, lineStart)
                let trailing = entryOnLine
                let contentStart = index + 2
                var end = contentStart
                while end + 1 < scalars.count, !(scalars[end] == "*" && scalars[end + 1] == "/") { end += 1 }
                guard end + 1 < scalars.count else {
                    advance(to: scalars.count)
                    if !rewoundKinds.contains("*") {
                        rewoundKinds.insert("*")
                        rewind = back
                    }
                    throw failure(
                        "unterminated comment: add \"*/\"; Apple's reader drops everything after it",
                        at: start)
                }
                advance(to: end)
                let content = scalars[contentStart..<index]
                advance(to: end + 2)
                remember(content, isLineComment: false, trailing: trailing)
            case "/" where peek(1) == "/":
                let trailing = entryOnLine
                let contentStart = index + 2
                var end = contentStart
                while end < scalars.count, !Self.endsLineComment(scalars[end]) { end += 1 }
                advance(to: end)
                remember(scalars[contentStart..<index], isLineComment: true, trailing: trailing)
            default:
                return
            }
        }
    }

    private static func endsLineComment(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    private mutating func remember(_ raw: ArraySlice<Unicode.Scalar>, isLineComment: Bool, trailing: Bool) {
        if lookupsOnly { return }
        if trailing {
            pendingComment = nil
            breaksSinceComment = 2
            return
        }
        let text = String(Self.string(raw).trimmingWhitespace())
        if isLineComment, pendingIsLineComment, let pending = pendingComment, breaksSinceComment == 1 {
            pendingComment = pending + "\n" + text
        } else {
            pendingComment = text.isEmpty ? nil : text
        }
        pendingIsLineComment = isLineComment
        breaksSinceComment = 0
    }

    // MARK: - Cursor

    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        let target = index + offset
        return target < scalars.count ? scalars[target] : nil
    }

    var position: TextPosition { TextPosition(line: line, column: index - lineStart + 1) }

    /// Moves one scalar forward, counting LF, CRLF and a lone CR as one line break each.
    mutating func advance() {
        guard index < scalars.count else { return }
        let scalar = scalars[index]
        index += 1
        if scalar == "\r" {
            line += 1
            lineStart = index
        } else if scalar == "\n" {
            if index < 2 || scalars[index - 2] != "\r" { line += 1 }
            lineStart = index
        }
    }

    /// Moves forward to `target`, counting line breaks on the way.
    mutating func advance(to target: Int) {
        while index < min(target, scalars.count) { advance() }
    }

    // MARK: - Errors

    func failure(_ message: String, at position: TextPosition) -> Failure {
        Failure(
            error: LocalizationError(
                kind: .syntax, file: file, line: position.line, column: position.column, message: message))
    }

    func unexpected(_ scalar: Unicode.Scalar?, expecting expected: String) -> Failure {
        guard let scalar else {
            return failure("unexpected end of file; expected \(expected)", at: position)
        }
        return failure("unexpected \(Self.printable(scalar)); expected \(expected)", at: position)
    }
}
