/// The parser of `.strings` files as Apple reads them: CFPropertyList's old-style reader
/// (``StringsDialect/apple``, audit.md §2.5 "Parsing").
///
/// `file = trivia ( "{" entries "}" | entries ) trivia`, `entries = { string trivia ( ";" | "="
/// trivia value trivia ";" ) trivia }`, where a string is quoted (`"…"` or `'…'`) or unquoted, and a
/// value is a string, an array `( … )`, a dictionary `{ … }` or data `< … >`. It works on decoded
/// scalars with one index that only moves forward (after an unterminated string or comment it goes
/// back once per kind, so the work stays linear); nested values are read with an explicit stack
/// of bounded depth, not by recursion.
///
/// Where CF and GNUstep differ, CF wins, since it is what the app runs: `'…'` quotes, `\u` is a
/// plain `u`, octal escapes are NeXTSTEP bytes, `+` is not an unquoted character. Apple's reader
/// silently drops everything after a stray character or an unterminated comment; this parser
/// reports both, since entries are lost. Errors are ``LocalizationError``s; an array, dictionary
/// or data value reads, but it is no string (`NSLocalizedString` never returns it), so it gives a
/// ``TableDiagnostic`` (rule `strings.syntax`, code ``nonStringValueCode``) and no entry.
///
/// Recovery is the house parser's: by default the first error other than a duplicate stops
/// parsing; in recovering mode a missing `;` is reported just after the value and parsing goes on
/// there, and after any other error it resumes at the next line whose first non-blank character
/// starts a key (`"`, `'` or an unquoted character).
struct PropertyListStringsParser {
    /// The diagnostic code of a value that is an array, a dictionary or data; its detail is
    /// `array`, `dictionary` or `data`.
    static let nonStringValueCode = "strings.value-not-string"
    /// The deepest nesting of arrays and dictionaries read.
    static let depthLimit = 256

    let scalars: [Unicode.Scalar]
    let file: String
    let recovering: Bool
    var index = 0
    var line = 1
    var lineStart = 0
    /// The comment that may belong to the next entry.
    var pendingComment: String?
    /// Whether the pending comment is a run of `//` lines that the next `//` line may extend.
    var pendingIsLineComment = false
    /// Line breaks seen since the pending comment ended.
    var breaksSinceComment = 0
    /// Whether an entry ended on the current line (its comment is a trailing one).
    var entryOnLine = false
    /// The entry being parsed, once its key was read (recovering mode keeps it).
    var partialEntry: StringsEntry?
    /// Unusual characters of the entry being parsed.
    var pendingSuspects: [SuspectCharacter] = []
    /// Whether the string being parsed is a key.
    var inKey = false
    /// Where to go back to after an unterminated string or comment, and the kinds already gone back for.
    var rewind: (index: Int, line: Int, lineStart: Int)?
    var rewoundKinds: Set<Unicode.Scalar> = []

    var document: StringsDocument
    private var firstLines: [String: Int] = [:]

    init(scalars: [Unicode.Scalar], file: String, recovering: Bool = false) {
        self.scalars = scalars
        self.file = file
        self.recovering = recovering
        document = StringsDocument(file: file, entries: [], errors: [])
    }

    mutating func parse() -> StringsDocument {
        var braced = false
        var finished = false
        while !finished {
            partialEntry = nil
            pendingSuspects = []
            rewind = nil
            do throws(StringsParser.Failure) {
                try skipTrivia()
                guard let scalar = current else {
                    if braced { throw unexpected(nil, expecting: "\"}\" to close the table") }
                    break
                }
                if scalar == "{", !braced, document.entries.isEmpty, document.errors.isEmpty {
                    braced = true
                    advance()
                    continue
                }
                if braced, scalar == "}" {
                    advance()
                    finished = true
                    try skipTrivia()
                    if let extra = current { throw unexpected(extra, expecting: "the end of the file after \"}\"") }
                    break
                }
                guard Self.startsString(scalar) else {
                    throw unexpected(scalar, expecting: braced ? "a key or \"}\"" : "a key")
                }
                try parseEntry()
            } catch {
                var failure = error.error
                guard recovering else {
                    document.errors.append(failure)
                    break
                }
                failure.key = partialEntry?.key
                document.errors.append(failure)
                if let partial = partialEntry { record(partial, damaged: true) }
                if error.resumesInPlace { continue }
                if let back = rewind {
                    (index, line, lineStart) = back
                }
                if !skipToNextEntryLine() { break }
            }
        }
        return document
    }

    private mutating func record(_ entry: StringsEntry, damaged: Bool) {
        document.record(entry, damaged: damaged, firstLines: &firstLines, suspects: &pendingSuspects)
        partialEntry = nil
    }

    /// Recovery: moves to the next line whose first non-blank character starts a key; false at the end.
    private mutating func skipToNextEntryLine() -> Bool {
        pendingComment = nil
        entryOnLine = false
        while true {
            while let scalar = current, scalar != "\n", scalar != "\r" { advance() }
            guard current != nil else { return false }
            advance()
            while let scalar = current, scalar == " " || scalar == "\t" { advance() }
            guard let scalar = current else { return false }
            if Self.startsString(scalar) { return true }
        }
    }

    // MARK: - Entries

    private mutating func parseEntry() throws(StringsParser.Failure) {
        let comment = breaksSinceComment <= 1 ? pendingComment : nil
        pendingComment = nil
        let keyPosition = position
        inKey = true
        let key = try parseString()
        inKey = false
        var entry = StringsEntry(
            key: key, value: "", line: keyPosition.line, column: keyPosition.column, comment: comment)
        partialEntry = entry
        try skipTrivia()
        switch current {
        case ";":
            // The short form `"key";`: the value is the key.
            advance()
            entry.value = key
            entryOnLine = true
            record(entry, damaged: false)
            return
        case "=":
            advance()
        case nil:
            throw failure("missing \";\" after the key at the end of the file", at: position)
        case let scalar?:
            throw unexpected(scalar, expecting: "\"=\" or \";\" after the key")
        }
        try skipTrivia()
        let valuePosition = position
        var nonString: String?
        switch current {
        case let scalar? where Self.startsString(scalar):
            entry.value = try parseString()
            partialEntry?.value = entry.value
        case "(", "{", "<":
            nonString = try skipStructuredValue()
            partialEntry = nil
        case let scalar:
            throw unexpected(scalar, expecting: "a value")
        }
        let afterValue = position
        try skipTrivia()
        if current == ";" {
            advance()
            entryOnLine = true
        } else if recovering {
            var missing = failure("missing \";\" after the value", at: afterValue)
            missing.resumesInPlace = true
            throw missing
        } else {
            throw unexpected(current, expecting: "\";\" after the value")
        }
        if let nonString {
            document.diagnostics.append(TableDiagnostic(
                rule: "strings.syntax", code: Self.nonStringValueCode, line: valuePosition.line,
                column: valuePosition.column, key: key, details: [nonString]))
        } else {
            record(entry, damaged: false)
        }
    }

    /// Parses a quoted or unquoted string starting at its first character.
    mutating func parseString() throws(StringsParser.Failure) -> String {
        guard let first = current else { throw unexpected(nil, expecting: "a string") }
        if first == "\"" || first == "'" { return try parseQuoted(first) }
        let start = index
        while let scalar = current, Self.isUnquoted(scalar) { advance() }
        return StringsParser.string(scalars[start..<index])
    }

    /// Parses a quoted string starting at its opening quote; raw line breaks are part of it.
    private mutating func parseQuoted(_ quote: Unicode.Scalar) throws(StringsParser.Failure) -> String {
        let opening = position
        let back = (index, line, lineStart)
        advance()
        var text: [Unicode.Scalar] = []
        /// A `\U` escape of a high surrogate, waiting for its low half.
        var high: (unit: UInt32, at: TextPosition)?
        func flushHigh(_ parser: inout Self) {
            guard let pending = high else { return }
            high = nil
            parser.noteIfSuspect("\u{FFFD}", at: pending.at)
            text.append("\u{FFFD}")
        }
        while true {
            guard let scalar = current else {
                if !rewoundKinds.contains(quote) {
                    rewoundKinds.insert(quote)
                    rewind = back
                }
                throw failure(
                    "unterminated string: the quote opened here is never closed; add the closing \(quote)",
                    at: opening)
            }
            if scalar == quote {
                flushHigh(&self)
                advance()
                return StringsParser.string(text[...])
            }
            guard scalar == "\\" else {
                flushHigh(&self)
                noteIfSuspect(scalar, at: position)
                text.append(scalar)
                advance()
                continue
            }
            let start = position
            let value = try parseEscape(quote: quote, opening: opening, back: back)
            if let pending = high {
                high = nil
                if (0xDC00...0xDFFF).contains(value),
                    let joined = Unicode.Scalar(0x10000 + ((pending.unit - 0xD800) << 10 | (value - 0xDC00)))
                {
                    text.append(joined)
                    continue
                }
                noteIfSuspect("\u{FFFD}", at: pending.at)
                text.append("\u{FFFD}")
            }
            if (0xD800...0xDBFF).contains(value) {
                high = (value, start)
                continue
            }
            let decoded = Unicode.Scalar(value) ?? "\u{FFFD}"
            noteIfSuspect(decoded, at: start)
            text.append(decoded)
        }
    }

    /// Remembers U+FFFD and control characters other than line feed and tab (audit's `strings.encoding`).
    mutating func noteIfSuspect(_ scalar: Unicode.Scalar, at place: TextPosition) {
        guard SuspectCharacter.isSuspect(scalar) else { return }
        pendingSuspects.append(SuspectCharacter(
            scalar: scalar, line: place.line, column: place.column, entry: -1, inKey: inKey))
    }

    // MARK: - Characters

    /// CF's unquoted-string characters.
    static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": true
        default: false
        }
    }

    static func startsString(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\"" || scalar == "'" || isUnquoted(scalar)
    }
}
