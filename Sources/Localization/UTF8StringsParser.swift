/// The house parser of the old-style `.strings` format working straight on UTF-8 bytes: the fast
/// path of ``StringsParser`` (issue 20), for the common file (UTF-8, with or without its
/// byte-order mark, already checked to be valid UTF-8 without NUL bytes).
///
/// The grammar, the recovery, every message and every position are ``StringsParser``'s: this type
/// mirrors it step for step, with one index that moves forward over bytes instead of scalars. A
/// run of plain text inside quotes is taken as one slice of bytes; comments are found by scanning
/// bytes; columns (in Unicode scalars) are counted only where a position is made, from the last
/// position made on the same line, so the work stays linear. `StringsParserFastPathTests` compares
/// the two parsers on generated, mutated and malformed files.
struct UTF8StringsParser {
    let bytes: [UInt8]
    let file: String
    let recovering: Bool
    var index: Int
    var line = 1
    var lineStart: Int
    /// The byte up to which the current line's scalars are counted, and their count.
    var countedIndex: Int
    var countedScalars = 0
    var countedLineStart: Int
    /// The comment that may belong to the next entry.
    var pendingComment: String?
    /// Whether the pending comment is a run of `//` lines that the next `//` line may extend.
    var pendingIsLineComment = false
    /// Line breaks seen since the pending comment ended.
    var breaksSinceComment = 0
    /// Whether an entry ended on the current line (its comment is a trailing one).
    var entryOnLine = false
    /// The key of the entry being parsed, once read (recovering mode keeps it).
    var partialEntry: StringsEntry?
    /// Unusual characters of the entry being parsed.
    var pendingSuspects: [SuspectCharacter] = []
    /// Whether the quoted string being parsed is a key.
    var inKey = false

    /// A parser of valid UTF-8 `bytes` from `start` (3 after a byte-order mark, else 0).
    init(bytes: [UInt8], from start: Int, file: String, recovering: Bool = false) {
        self.bytes = bytes
        self.file = file
        self.recovering = recovering
        index = start
        lineStart = start
        countedIndex = start
        countedLineStart = start
    }

    mutating func parse() -> StringsDocument {
        var document = StringsDocument(file: file, entries: [], errors: [])
        var firstLines: [String: Int] = [:]
        // About one entry per 150 bytes in the shipped tables: room made once, so neither grows entry by entry.
        let guess = (bytes.count - index) / 128
        document.entries.reserveCapacity(guess)
        firstLines.reserveCapacity(guess)
        func record(_ entry: StringsEntry, damaged: Bool) {
            document.record(entry, damaged: damaged, firstLines: &firstLines, suspects: &pendingSuspects)
        }
        while true {
            partialEntry = nil
            pendingSuspects = []
            do throws(StringsParser.Failure) {
                try skipTrivia()
                guard index < bytes.count else { break }
                guard bytes[index] == UInt8(ascii: "\"") else {
                    throw unexpected(expecting: "a quoted key")
                }
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
            while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            guard index < bytes.count else { return false }
            advance()
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            if index == bytes.count { return false }
            if bytes[index] == UInt8(ascii: "\"") { return true }
        }
    }

    // MARK: - Entries

    private mutating func parseEntry() throws(StringsParser.Failure) -> StringsEntry {
        let comment = breaksSinceComment <= 1 ? pendingComment : nil
        pendingComment = nil
        let keyPosition = position()
        inKey = true
        let key = try parseQuoted()
        inKey = false
        if key.isEmpty {
            throw failure("empty key; every entry needs a key", at: keyPosition)
        }
        partialEntry = StringsEntry(
            key: key, value: "", line: keyPosition.line, column: keyPosition.column, comment: comment)
        try skipTrivia()
        guard currentIs("=") else {
            if currentIs(";") {
                throw failure(
                    "expected \"=\" after the key; the short form \"key\"; is not supported, "
                        + "write \"key\" = \"value\";", at: position())
            }
            throw unexpected(expecting: "\"=\" after the key")
        }
        index += 1
        try skipTrivia()
        guard currentIs("\"") else { throw unexpected(expecting: "a quoted value") }
        let value = try parseQuoted()
        partialEntry?.value = value
        // Where a missing `;` is reported: worked out only then, not for every entry.
        let afterValue = (index: index, line: line, lineStart: lineStart)
        try skipTrivia()
        guard currentIs(";") else {
            if recovering {
                var missing = failure(
                    "missing \";\" after the value",
                    at: position(of: afterValue.index, line: afterValue.line, lineStart: afterValue.lineStart))
                missing.resumesInPlace = true
                throw missing
            }
            throw unexpected(expecting: "\";\" after the value")
        }
        index += 1
        entryOnLine = true
        return StringsEntry(
            key: key, value: value, line: keyPosition.line, column: keyPosition.column,
            comment: comment)
    }

    /// Parses a quoted string starting at its opening quote.
    private mutating func parseQuoted() throws(StringsParser.Failure) -> String {
        index += 1
        var text: [UInt8] = []
        while true {
            // A run of ordinary characters is taken as one slice; a string that is one such run is
            // made straight from the file's bytes.
            let run = index
            skipOrdinaryRun()
            if index > run {
                if text.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                    let result = String(decoding: bytes[run..<index], as: UTF8.self)
                    index += 1
                    return result
                }
                text.append(contentsOf: bytes[run..<index])
            }
            guard index < bytes.count else {
                throw failure("unterminated string; add the closing quote (\")", at: position())
            }
            let (scalar, length) = scalarAtIndex()
            switch scalar {
            case "\"":
                index += 1
                return String(decoding: text, as: UTF8.self)
            case "\\":
                let start = position()
                let scalar = try parseEscape()
                noteIfSuspect(scalar, at: start)
                Self.appendUTF8(scalar, to: &text)
            case "\n", "\r":
                throw failure("raw line break inside quotes; write it as \\n", at: position())
            case "\t":
                throw failure("raw tab inside quotes; write it as \\t", at: position())
            case "\u{0}"..."\u{1F}":
                throw failure(
                    "control character \(StringsParser.hex(scalar.value)) inside quotes; write it as "
                        + "\\U\(StringsParser.hex4(scalar.value))", at: position())
            default:
                noteIfSuspect(scalar, at: position())
                text.append(contentsOf: bytes[index..<index + length])
                index += length
            }
        }
    }

    /// Moves over plain text inside quotes: everything but the closing quote, a backslash, a
    /// control character (C0, DEL, C1 as `C2 80`…`C2 9F`) and U+FFFD (`EF BF BD`).
    private mutating func skipOrdinaryRun() {
        let count = bytes.count
        while index < count {
            // Eight plain ASCII bytes at once (none below 0x20, none of `"`, `\\`, DEL, no high bit); any other
            // word is read byte by byte below.
            if index + 8 <= count, Self.isPlainASCIIWord(bytes, at: index) {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte < 0x80 {
                guard byte >= 0x20, byte != 0x22, byte != 0x5C, byte != 0x7F else { return }
                index += 1
                continue
            }
            if byte == 0xC2, index + 1 < count, bytes[index + 1] < 0xA0 { return }
            if byte == 0xEF, index + 2 < count, bytes[index + 1] == 0xBF, bytes[index + 2] == 0xBD { return }
            index += Self.sequenceLength(byte)
        }
    }

    /// Whether the eight bytes at `offset` are ASCII from 0x20 to 0x7E other than `"` and `\\`: a zero
    /// byte of the word XOR a repeated byte, or a byte below 0x20, raises the byte's high bit in the tests
    /// (which may flag more bytes above a true one, never miss one).
    static func isPlainASCIIWord(_ bytes: [UInt8], at offset: Int) -> Bool {
        bytes.withUnsafeBytes { raw in
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            let ones: UInt64 = 0x0101_0101_0101_0101
            let high: UInt64 = 0x8080_8080_8080_8080
            func hasZero(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & high }
            let below = (word &- ones &* 0x20) & ~word & high
            let special = hasZero(word ^ (ones &* 0x22)) | hasZero(word ^ (ones &* 0x5C)) | hasZero(word ^ (ones &* 0x7F))
            return (word & high) | below | special == 0
        }
    }

    /// Remembers U+FFFD and control characters other than line feed and tab (audit's `strings.encoding`).
    private mutating func noteIfSuspect(_ scalar: Unicode.Scalar, at place: TextPosition) {
        guard SuspectCharacter.isSuspect(scalar) else { return }
        pendingSuspects.append(SuspectCharacter(
            scalar: scalar, line: place.line, column: place.column, entry: -1, inKey: inKey))
    }

    /// Parses one escape starting at its backslash; a `\U` pair of surrogates gives one scalar.
    private mutating func parseEscape() throws(StringsParser.Failure) -> Unicode.Scalar {
        let start = position()
        index += 1
        guard index < bytes.count else {
            throw failure("unterminated escape at the end of the file", at: position())
        }
        let (letter, _) = scalarAtIndex()
        switch letter {
        case "\"", "\\":
            index += 1
            return letter
        case "n":
            index += 1
            return "\n"
        case "t":
            index += 1
            return "\t"
        case "U", "u":
            index += 1
            let unit = try parseHex4()
            if (0xDC00...0xDFFF).contains(unit) {
                throw failure("lone low surrogate \\U\(StringsParser.hex4(unit)) in an escape", at: start)
            }
            if (0xD800...0xDBFF).contains(unit) {
                guard currentIs("\\"), index + 1 < bytes.count,
                    bytes[index + 1] == UInt8(ascii: "U") || bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw failure(
                        "lone high surrogate \\U\(StringsParser.hex4(unit)); it must be followed by a low "
                            + "surrogate escape", at: start)
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10 | (low - 0xDC00)))
                else {
                    throw failure(
                        "lone high surrogate \\U\(StringsParser.hex4(unit)); it must be followed by a low "
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
                "unknown escape \\\(StringsParser.escapeName(letter)); use \\\", \\\\, \\n, \\t or \\UXXXX",
                at: position())
        }
    }

    /// Reads exactly four hex digits.
    private mutating func parseHex4() throws(StringsParser.Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
                throw failure("expected 4 hex digits after \\U", at: position())
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
