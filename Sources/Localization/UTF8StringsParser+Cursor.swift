import Foundation

// Trivia, the cursor and errors of the byte parser, as ``StringsParser`` has them on scalars.
extension UTF8StringsParser {
    // MARK: - Trivia

    /// Skips spaces, tabs, line breaks and comments, remembering the comment above an entry.
    mutating func skipTrivia() throws(StringsParser.Failure) {
        let count = bytes.count
        while index < count {
            switch bytes[index] {
            case 0x20, 0x09:
                index += 1
            case 0x0A, 0x0D:
                advance()
                entryOnLine = false
                breaksSinceComment += 1
                if breaksSinceComment >= 2 { pendingComment = nil }
            case 0x2F where index + 1 < count && bytes[index + 1] == 0x2A:
                let start = position()
                let trailing = entryOnLine
                let contentStart = index + 2
                let end = Self.commentEnd(bytes, from: contentStart)
                guard end + 1 < count else {
                    // The comment runs to the end: nothing after it can be read.
                    advance(to: count)
                    throw failure("unterminated comment; add \"*/\"", at: start)
                }
                advance(to: end)
                let content = bytes[contentStart..<end]
                advance(to: end + 2)
                remember(content, isLineComment: false, trailing: trailing)
            case 0x2F where index + 1 < count && bytes[index + 1] == 0x2F:
                let trailing = entryOnLine
                let contentStart = index + 2
                var end = contentStart
                while end < count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
                index = end
                remember(bytes[contentStart..<end], isLineComment: true, trailing: trailing)
            default:
                return
            }
        }
    }

    /// Where the `*/` after `start` is, or `count - 1` (or `start` past it) when there is none: `*` found by
    /// memchr(3).
    static func commentEnd(_ bytes: [UInt8], from start: Int) -> Int {
        let count = bytes.count
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return max(start, count - 1) }
            var end = start
            while end + 1 < count {
                guard let found = memchr(base + end, 0x2A, count - 1 - end) else { return count - 1 }
                end = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                if buffer[end + 1] == 0x2F { return end }
                end += 1
            }
            return max(end, count - 1)
        }
    }

    private mutating func remember(_ raw: ArraySlice<UInt8>, isLineComment: Bool, trailing: Bool) {
        if trailing {
            pendingComment = nil
            breaksSinceComment = 2
            return
        }
        let text = Self.trimmedComment(raw)
        if isLineComment, pendingIsLineComment, let pending = pendingComment, breaksSinceComment == 1 {
            pendingComment = pending + "\n" + text
        } else {
            pendingComment = text.isEmpty ? nil : text
        }
        pendingIsLineComment = isLineComment
        breaksSinceComment = 0
    }

    /// A comment's text without whitespace at either end, as ``StringsParser/trimmedComment(_:)``
    /// gives it: ASCII whitespace is trimmed from the bytes when visible ASCII is left at both ends,
    /// else the text is trimmed character by character.
    static func trimmedComment(_ raw: ArraySlice<UInt8>) -> String {
        var start = raw.startIndex
        var end = raw.endIndex
        while start < end, isASCIIWhitespace(raw[start]) { start += 1 }
        while end > start, isASCIIWhitespace(raw[end - 1]) { end -= 1 }
        if start < end, (0x21...0x7E).contains(raw[start]), (0x21...0x7E).contains(raw[end - 1]) {
            return String(decoding: raw[start..<end], as: UTF8.self)
        }
        return String(String(decoding: raw, as: UTF8.self).trimmingWhitespace())
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    // MARK: - Cursor

    /// Whether the byte at the index is the ASCII character `character`.
    func currentIs(_ character: Unicode.Scalar) -> Bool {
        index < bytes.count && UInt32(bytes[index]) == character.value
    }

    /// The scalar that starts at the index (which is below the end) and its length in bytes.
    func scalarAtIndex() -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = min(Self.sequenceLength(lead), bytes.count - index)
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<max(length, 1) {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// The length of the UTF-8 sequence a lead byte starts.
    static func sequenceLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte) - 0x30
        case 0x61...0x66: UInt32(byte) - 0x61 + 10
        case 0x41...0x46: UInt32(byte) - 0x41 + 10
        default: nil
        }
    }

    /// Appends a scalar's UTF-8 bytes.
    static func appendUTF8(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(value))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | (value >> 6)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | (value >> 12)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        default:
            bytes.append(UInt8(0xF0 | (value >> 18)))
            bytes.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        }
    }

    /// The line and the column in scalars of the index. The scalars of the line are counted from
    /// the last position made on it, so positions made in file order cost linear time in all.
    mutating func position() -> TextPosition {
        if countedLineStart != lineStart || countedIndex > index {
            countedLineStart = lineStart
            countedIndex = lineStart
            countedScalars = 0
        }
        while countedIndex < index {
            if bytes[countedIndex] & 0xC0 != 0x80 { countedScalars += 1 }
            countedIndex += 1
        }
        return TextPosition(line: line, column: countedScalars + 1)
    }

    /// The position of a byte the parser was at earlier, with the line and line start it had then, counted
    /// from that line's start (for a position made rarely, out of order).
    func position(of target: Int, line: Int, lineStart: Int) -> TextPosition {
        var scalars = 0
        for offset in lineStart..<max(target, lineStart) where bytes[offset] & 0xC0 != 0x80 { scalars += 1 }
        return TextPosition(line: line, column: scalars + 1)
    }

    /// Moves forward to `target`, counting LF, CRLF and a lone CR as one line break each.
    mutating func advance(to target: Int) {
        var cursor = index
        let end = min(target, bytes.count)
        // Most runs (a one-line comment) hold no line break: two memchr(3) calls say so.
        if end - cursor > 16, !Self.holdsLineBreak(bytes, cursor..<end) {
            index = end
            return
        }
        while cursor < end {
            let byte = bytes[cursor]
            cursor += 1
            if byte == 0x0D {
                line += 1
                lineStart = cursor
            } else if byte == 0x0A {
                if cursor < 2 || bytes[cursor - 2] != 0x0D { line += 1 }
                lineStart = cursor
            }
        }
        index = end
    }

    /// Whether a range of the bytes holds a line feed or a carriage return.
    static func holdsLineBreak(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !range.isEmpty else { return false }
            return memchr(base + range.lowerBound, 0x0A, range.count) != nil
                || memchr(base + range.lowerBound, 0x0D, range.count) != nil
        }
    }

    /// Moves over the scalar at the index, counting a line break.
    mutating func advance() {
        guard index < bytes.count else { return }
        advance(to: index + Self.sequenceLength(bytes[index]))
    }

    // MARK: - Errors

    func failure(_ message: String, at position: TextPosition) -> StringsParser.Failure {
        StringsParser.Failure(error: LocalizationError(
            kind: .syntax, file: file, line: position.line, column: position.column, message: message))
    }

    mutating func unexpected(expecting expected: String) -> StringsParser.Failure {
        guard index < bytes.count else {
            return failure("unexpected end of file; expected \(expected)", at: position())
        }
        let (scalar, _) = scalarAtIndex()
        if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            return failure(
                "unquoted text; expected \(expected): put keys and values in double quotes (\"…\")",
                at: position())
        }
        return failure("unexpected \(StringsParser.printable(scalar)); expected \(expected)", at: position())
    }
}
