/// The parser of the old-style `.strings` format (localization.md §3).
///
/// `file = trivia { entry trivia }`, `entry = quoted trivia "=" trivia quoted trivia ";"`.
/// It works on decoded scalars with one index that only moves forward: no recursion, linear
/// time, every index bounds-checked.
///
/// By default the first error other than a duplicate stops parsing. In recovering mode (the audit,
/// audit.md §2.5 "Parsing") a missing `;` is reported just after the value and the entry ends there;
/// after any other error parsing resumes at the next line whose first non-whitespace character is
/// `"`. An entry whose key was read before its error is kept and listed in
/// ``StringsDocument/damaged``.
struct StringsParser {
    private let scalars: [Unicode.Scalar]
    private let file: String
    private let recovering: Bool
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// The comment that may belong to the next entry.
    private var pendingComment: String?
    /// Whether the pending comment is a run of `//` lines that the next `//` line may extend.
    private var pendingIsLineComment = false
    /// Line breaks seen since the pending comment ended.
    private var breaksSinceComment = 0
    /// Whether an entry ended on the current line (its comment is a trailing one).
    private var entryOnLine = false
    /// The key of the entry being parsed, once read (recovering mode keeps it).
    private var partialEntry: StringsEntry?
    /// Unusual characters of the entry being parsed.
    private var pendingSuspects: [SuspectCharacter] = []
    /// Whether the quoted string being parsed is a key.
    private var inKey = false

    init(scalars: [Unicode.Scalar], file: String, recovering: Bool = false) {
        self.scalars = scalars
        self.file = file
        self.recovering = recovering
    }

    /// An error: parsing stops, or in recovering mode resumes.
    struct Failure: Error {
        var error: LocalizationError
        /// A missing `;`: in recovering mode the entry ends and parsing goes on where it is.
        var resumesInPlace = false
    }

    mutating func parse() -> StringsDocument {
        var document = StringsDocument(file: file, entries: [], errors: [])
        var firstLines: [String: Int] = [:]
        func record(_ entry: StringsEntry, damaged: Bool) {
            document.record(entry, damaged: damaged, firstLines: &firstLines, suspects: &pendingSuspects)
        }
        while true {
            partialEntry = nil
            pendingSuspects = []
            do throws(Failure) {
                try skipTrivia()
                guard let scalar = current else { break }
                guard scalar == "\"" else { throw unexpected(scalar, expecting: "a quoted key") }
                record(try parseEntry(), damaged: false)
            } catch {
                var failure = error.error
                guard recovering else {
                    document.errors.append(failure)
                    break
                }
                failure.key = partialEntry?.key
                document.errors.append(failure)
                if let partial = partialEntry { record(partial, damaged: true) }
                if !error.resumesInPlace, !skipToNextEntryLine() { break }
            }
        }
        return document
    }

    /// Recovery: moves to the next line whose first non-whitespace character is `"`; false at the end.
    private mutating func skipToNextEntryLine() -> Bool {
        pendingComment = nil
        entryOnLine = false
        while true {
            while let scalar = current, scalar != "\n", scalar != "\r" { advance() }
            guard current != nil else { return false }
            advance()
            while let scalar = current, scalar == " " || scalar == "\t" { advance() }
            if current == "\"" { return true }
            if current == nil { return false }
        }
    }

    // MARK: - Entries

    private mutating func parseEntry() throws(Failure) -> StringsEntry {
        let comment = breaksSinceComment <= 1 ? pendingComment : nil
        pendingComment = nil
        let keyPosition = position
        inKey = true
        let key = try parseQuoted()
        inKey = false
        if key.isEmpty {
            throw failure("empty key; every entry needs a key", at: keyPosition)
        }
        partialEntry = StringsEntry(
            key: key, value: "", line: keyPosition.line, column: keyPosition.column, comment: comment)
        try skipTrivia()
        guard current == "=" else {
            if current == ";" {
                throw failure(
                    "expected \"=\" after the key; the short form \"key\"; is not supported, "
                        + "write \"key\" = \"value\";", at: position)
            }
            throw unexpected(current, expecting: "\"=\" after the key")
        }
        advance()
        try skipTrivia()
        guard current == "\"" else { throw unexpected(current, expecting: "a quoted value") }
        let value = try parseQuoted()
        partialEntry?.value = value
        let afterValue = position
        try skipTrivia()
        guard current == ";" else {
            if recovering {
                var missing = failure("missing \";\" after the value", at: afterValue)
                missing.resumesInPlace = true
                throw missing
            }
            throw unexpected(current, expecting: "\";\" after the value")
        }
        advance()
        entryOnLine = true
        return StringsEntry(
            key: key, value: value, line: keyPosition.line, column: keyPosition.column,
            comment: comment)
    }

    /// Parses a quoted string starting at its opening quote.
    private mutating func parseQuoted() throws(Failure) -> String {
        advance()
        var text: [Unicode.Scalar] = []
        while true {
            // A run of ordinary scalars is taken as one slice: none moves the line, is noted as
            // suspect or ends the string, so each would only be appended and passed (the default
            // case below). A string that is one such run is made straight from the file's scalars.
            let run = index
            while index < scalars.count, Self.isOrdinary(scalars[index]) { index += 1 }
            if index > run {
                if text.isEmpty, index < scalars.count, scalars[index] == "\"" {
                    let result = Self.string(scalars[run..<index])
                    advance()
                    return result
                }
                text.append(contentsOf: scalars[run..<index])
            }
            guard let scalar = current else {
                throw failure("unterminated string; add the closing quote (\")", at: position)
            }
            switch scalar {
            case "\"":
                advance()
                return Self.string(text[...])
            case "\\":
                let start = position
                let scalar = try parseEscape()
                noteIfSuspect(scalar, at: start)
                text.append(scalar)
            case "\n", "\r":
                throw failure("raw line break inside quotes; write it as \\n", at: position)
            case "\t":
                throw failure("raw tab inside quotes; write it as \\t", at: position)
            case "\u{0}"..."\u{1F}":
                throw failure(
                    "control character \(Self.hex(scalar.value)) inside quotes; write it as "
                        + "\\U\(Self.hex4(scalar.value))", at: position)
            default:
                noteIfSuspect(scalar, at: position)
                text.append(scalar)
                advance()
            }
        }
    }

    /// Whether a scalar inside quotes is plain text: not the closing quote, a backslash, a control
    /// character (line breaks and tabs included) or U+FFFD, so it is kept as it is.
    private static func isOrdinary(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value >= 0x20 && value != 0x22 && value != 0x5C && !(0x7F...0x9F).contains(value) && value != 0xFFFD
    }

    /// Remembers U+FFFD and control characters other than line feed and tab (audit's `strings.encoding`).
    private mutating func noteIfSuspect(_ scalar: Unicode.Scalar, at place: TextPosition) {
        guard SuspectCharacter.isSuspect(scalar) else { return }
        pendingSuspects.append(SuspectCharacter(
            scalar: scalar, line: place.line, column: place.column, entry: -1, inKey: inKey))
    }

    /// Parses one escape starting at its backslash; a `\U` pair of surrogates gives one scalar.
    private mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
        let start = position
        advance()
        guard let letter = current else {
            throw failure("unterminated escape at the end of the file", at: position)
        }
        switch letter {
        case "\"", "\\":
            advance()
            return letter
        case "n":
            advance()
            return "\n"
        case "t":
            advance()
            return "\t"
        case "U", "u":
            advance()
            let unit = try parseHex4()
            if (0xDC00...0xDFFF).contains(unit) {
                throw failure("lone low surrogate \\U\(Self.hex4(unit)) in an escape", at: start)
            }
            if (0xD800...0xDBFF).contains(unit) {
                guard current == "\\", let next = peek(1), next == "U" || next == "u" else {
                    throw failure(
                        "lone high surrogate \\U\(Self.hex4(unit)); it must be followed by a low "
                            + "surrogate escape", at: start)
                }
                advance()
                advance()
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10 | (low - 0xDC00)))
                else {
                    throw failure(
                        "lone high surrogate \\U\(Self.hex4(unit)); it must be followed by a low "
                            + "surrogate escape", at: start)
                }
                return scalar
            }
            guard unit != 0, let scalar = Unicode.Scalar(unit) else {
                throw failure("\\U0000 is not allowed in a strings file", at: start)
            }
            return scalar
        default:
            throw failure(
                "unknown escape \\\(Self.escapeName(letter)); use \\\", \\\\, \\n, \\t or \\UXXXX",
                at: position)
        }
    }

    /// Reads exactly four hex digits.
    private mutating func parseHex4() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = current, let digit = Self.hexValue(scalar) else {
                throw failure("expected 4 hex digits after \\U", at: position)
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    // MARK: - Trivia

    /// Skips spaces, tabs, line breaks and comments, remembering the comment above an entry.
    private mutating func skipTrivia() throws(Failure) {
        while let scalar = current {
            switch scalar {
            case " ", "\t":
                advance()
            case "\n", "\r":
                advance()
                entryOnLine = false
                breaksSinceComment += 1
                if breaksSinceComment >= 2 { pendingComment = nil }
            case "/" where peek(1) == "*":
                let start = position
                let trailing = entryOnLine
                let contentStart = index + 2
                var end = contentStart
                while end + 1 < scalars.count, !(scalars[end].value == 0x2A && scalars[end + 1].value == 0x2F) {
                    end += 1
                }
                guard end + 1 < scalars.count else {
                    // The comment runs to the end: nothing after it can be read.
                    advance(to: scalars.count)
                    throw failure("unterminated comment; add \"*/\"", at: start)
                }
                advance(to: end)
                let content = scalars[contentStart..<index]
                advance(to: end + 2)
                remember(content, isLineComment: false, trailing: trailing)
            case "/" where peek(1) == "/":
                let trailing = entryOnLine
                let contentStart = index + 2
                var end = contentStart
                while end < scalars.count, scalars[end].value != 0x0A, scalars[end].value != 0x0D { end += 1 }
                advance(to: end)
                remember(scalars[contentStart..<index], isLineComment: true, trailing: trailing)
            default:
                return
            }
        }
    }

    private mutating func remember(_ raw: ArraySlice<Unicode.Scalar>, isLineComment: Bool, trailing: Bool) {
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

    /// A comment's text without whitespace at either end, as ``Swift/String/trimmingWhitespace()``
    /// trims it. When ASCII whitespace alone surrounds text that begins and ends with a visible ASCII
    /// character, the scalars are trimmed before the text is made: a character-wise trim stops at
    /// the same two places, since such a scalar starts and ends its own character.
    static func trimmedComment(_ raw: ArraySlice<Unicode.Scalar>) -> String {
        var start = raw.startIndex
        var end = raw.endIndex
        while start < end, isASCIIWhitespace(raw[start]) { start += 1 }
        while end > start, isASCIIWhitespace(raw[end - 1]) { end -= 1 }
        if start < end, isVisibleASCII(raw[start]), isVisibleASCII(raw[end - 1]) {
            return string(raw[start..<end])
        }
        return generalTrimmedComment(raw)
    }

    /// The comment trimmed character by character: the general path ``trimmedComment(_:)`` agrees with.
    static func generalTrimmedComment(_ raw: ArraySlice<Unicode.Scalar>) -> String {
        String(string(raw).trimmingWhitespace())
    }

    private static func isASCIIWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value)
    }

    private static func isVisibleASCII(_ scalar: Unicode.Scalar) -> Bool {
        (0x21...0x7E).contains(scalar.value)
    }

    // MARK: - Cursor

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        let target = index + offset
        return target < scalars.count ? scalars[target] : nil
    }

    private var position: TextPosition {
        TextPosition(line: line, column: index - lineStart + 1)
    }

    /// The text of a run of scalars, encoded straight to UTF-8 (appending scalar by scalar is slow).
    static func string(_ run: ArraySlice<Unicode.Scalar>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(run.count)
        for scalar in run {
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
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Moves forward to `target`, counting line breaks on the way as `advance()` does.
    private mutating func advance(to target: Int) {
        var cursor = index
        let end = min(target, scalars.count)
        while cursor < end {
            let value = scalars[cursor].value
            cursor += 1
            if value == 0x0D {
                line += 1
                lineStart = cursor
            } else if value == 0x0A {
                if cursor < 2 || scalars[cursor - 2].value != 0x0D { line += 1 }
                lineStart = cursor
            }
        }
        index = end
    }

    /// Moves one scalar forward, counting LF, CRLF and a lone CR as one line break each.
    private mutating func advance() {
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

    // MARK: - Errors

    private func failure(_ message: String, at position: TextPosition) -> Failure {
        Failure(error: LocalizationError(
            kind: .syntax, file: file, line: position.line, column: position.column, message: message))
    }

    private func unexpected(_ scalar: Unicode.Scalar?, expecting expected: String) -> Failure {
        guard let scalar else {
            return failure("unexpected end of file; expected \(expected)", at: position)
        }
        if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            return failure(
                "unquoted text; expected \(expected): put keys and values in double quotes (\"…\")",
                at: position)
        }
        return failure("unexpected \(Self.printable(scalar)); expected \(expected)", at: position)
    }
}
