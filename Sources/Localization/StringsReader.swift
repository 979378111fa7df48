/// The one reader of `.strings` files: the grammar of CFPropertyList's old-style reader, which Apple's
/// apps use for their tables (audit.md §2.5 "Parsing").
///
/// `file = trivia ( "{" entries "}" | entries ) trivia`, `entries = { string trivia ( ";" | "="
/// trivia value trivia ";" ) trivia }`, where a string is quoted (`"…"` or `'…'`) or unquoted, and a
/// value is a string, an array `( … )`, a dictionary `{ … }` or data `< … >`. It works on decoded
/// scalars (``decode(_:file:)``: UTF-8 or UTF-16, with or without a byte-order mark) with one index
/// that only moves forward (after an unterminated string or comment it goes back once per kind, so
/// the work stays linear); nested values are read with an explicit stack of bounded depth, not by
/// recursion.
///
/// Where CF and GNUstep differ, CF wins, since it is what the app runs: `'…'` quotes, `\u` is a
/// plain `u`, octal escapes are NeXTSTEP bytes, `+` is not an unquoted character. Apple's reader
/// silently drops everything after a stray character or an unterminated comment; this reader
/// reports both, since entries are lost. Errors are ``LocalizationError``s; an array, dictionary
/// or data value reads, but it is no string (`NSLocalizedString` never returns it), so it gives a
/// ``TableDiagnostic`` (rule `strings.syntax`, code ``nonStringValueCode``) and no entry.
///
/// By default the first error other than a duplicate stops reading. In recovering mode (the
/// audit) a missing `;` is reported just after the value and reading goes on there, and after any
/// other error it resumes at the next line whose first non-blank character starts a key (`"`, `'`
/// or an unquoted character); an entry whose key was read before its error is kept and listed in
/// ``StringsDocument/damaged``.
///
/// Besides the document, the reader notes every construct that Lector's house style does not allow
/// (``StringsConstruct``), where it met it; ``StringsHouseStyle`` turns those into errors for
/// Lector's own tables. In lookups mode (``lookups(_:language:)``) it keeps only each key's value:
/// no comments, positions or suspect characters, and it stops at the first error, duplicate key or
/// construct outside the house style.
struct StringsReader {
    /// The diagnostic code of a value that is an array, a dictionary or data; its detail is
    /// `array`, `dictionary` or `data`.
    static let nonStringValueCode = "strings.value-not-string"
    /// The deepest nesting of arrays and dictionaries read.
    static let depthLimit = 256

    /// An error: reading stops, or in recovering mode resumes.
    struct Failure: Error {
        var error: LocalizationError
        /// A missing `;`: in recovering mode the entry ends and reading goes on where it is.
        var resumesInPlace = false
    }

    let scalars: [Unicode.Scalar]
    let file: String
    let recovering: Bool
    /// Lookups mode: keys and values only, stopping at anything the full read would report.
    let lookupsOnly: Bool
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
    /// The entry being read, once its key was read (recovering mode keeps it).
    var partialEntry: StringsEntry?
    /// Unusual characters of the entry being read.
    var pendingSuspects: [SuspectCharacter] = []
    /// Whether the string being read is a key.
    var inKey = false
    /// Where the entry being read starts (its constructs belong to it); nil between entries.
    var entryStart: TextPosition?
    /// Where to go back to after an unterminated string or comment, and the kinds already gone back for.
    var rewind: (index: Int, line: Int, lineStart: Int)?
    var rewoundKinds: Set<Unicode.Scalar> = []

    var document: StringsDocument
    /// The constructs outside the house style, in the order met.
    var constructs: [StringsConstruct] = []
    /// Lookups mode: each key's value.
    var values: [String: String] = [:]
    private var firstLines: [String: Int] = [:]

    init(scalars: [Unicode.Scalar], file: String, recovering: Bool = false, lookupsOnly: Bool = false) {
        self.scalars = scalars
        self.file = file
        self.recovering = recovering && !lookupsOnly
        self.lookupsOnly = lookupsOnly
        document = StringsDocument(file: file, entries: [], errors: [])
    }

    /// Reads the bytes of a strings file: the document and the constructs outside the house style.
    static func read(_ bytes: [UInt8], file: String, recovering: Bool) -> (StringsDocument, [StringsConstruct]) {
        switch decode(bytes, file: file) {
        case .failure(let error):
            return (StringsDocument(file: file, entries: [], errors: [error]), [])
        case .success(let decoded):
            var reader = StringsReader(scalars: decoded.scalars, file: file, recovering: recovering)
            let document = reader.parse()
            var constructs = reader.constructs
            if let nul = decoded.unmarkedUTF16At {
                constructs.insert(StringsConstruct(kind: .unmarkedUTF16, at: nul, entry: 0, entryStart: nil), at: 0)
            }
            return (document, constructs)
        }
    }

    /// The table of a strings file read for lookups, or nil when the file has an error, a duplicate key or a
    /// construct outside the house style (the full read then reports it).
    static func lookups(_ bytes: [UInt8], language: String) -> StringsTable? {
        guard case .success(let decoded) = decode(bytes, file: ""), decoded.unmarkedUTF16At == nil else { return nil }
        var reader = StringsReader(scalars: decoded.scalars, file: "", lookupsOnly: true)
        let document = reader.parse()
        guard document.errors.isEmpty else { return nil }
        return StringsTable(language: language, entries: document.entries, values: reader.values)
    }

    mutating func parse() -> StringsDocument {
        var braced = false
        var finished = false
        while !finished {
            partialEntry = nil
            pendingSuspects = []
            rewind = nil
            entryStart = nil
            do throws(Failure) {
                try skipTrivia()
                guard let scalar = current else {
                    if braced { throw unexpected(nil, expecting: "\"}\" to close the table") }
                    break
                }
                if scalar == "{", !braced, document.entries.isEmpty, document.errors.isEmpty {
                    try note(.braces(scalar), at: position)
                    braced = true
                    advance()
                    continue
                }
                if braced, scalar == "}" {
                    try note(.braces(scalar), at: position)
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
        partialEntry = nil
        if lookupsOnly {
            values[entry.key] = entry.value
            document.entries.append(StringsEntry(key: entry.key, value: entry.value))
            return
        }
        document.record(entry, damaged: damaged, firstLines: &firstLines, suspects: &pendingSuspects)
    }

    /// Notes a construct outside the house style; in lookups mode it ends the reading.
    mutating func note(_ kind: StringsConstruct.Kind, at place: TextPosition) throws(Failure) {
        if lookupsOnly { throw failure("outside the house style", at: place) }
        constructs.append(
            StringsConstruct(kind: kind, at: place, entry: document.entries.count, entryStart: entryStart))
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

    private mutating func parseEntry() throws(Failure) {
        let comment = breaksSinceComment <= 1 ? pendingComment : nil
        pendingComment = nil
        let keyPosition = position
        entryStart = keyPosition
        inKey = true
        try noteIfUnquoted(expecting: "a quoted key")
        let key = try parseString()
        inKey = false
        if key.isEmpty { try note(.emptyKey, at: keyPosition) }
        var entry = StringsEntry(
            key: key, value: "", line: keyPosition.line, column: keyPosition.column, comment: comment)
        if lookupsOnly, values[key] != nil { throw failure("duplicate key", at: keyPosition) }
        partialEntry = entry
        try skipTrivia()
        switch current {
        case ";":
            // The short form `"key";`: the value is the key.
            try note(.shortForm, at: position)
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
            try noteIfUnquoted(expecting: "a quoted value")
            entry.value = try parseString()
            partialEntry?.value = entry.value
        case let scalar? where scalar == "(" || scalar == "{" || scalar == "<":
            try note(.nonStringValue(scalar), at: valuePosition)
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
            document.diagnostics.append(
                TableDiagnostic(
                    rule: "strings.syntax", code: Self.nonStringValueCode, line: valuePosition.line,
                    column: valuePosition.column, key: key, details: [nonString]))
        } else {
            record(entry, damaged: false)
        }
    }

    /// Notes a key or value that is not in double quotes.
    private mutating func noteIfUnquoted(expecting expected: String) throws(Failure) {
        guard let first = current, first != "\"" else { return }
        try note(.unquoted(first, expecting: expected), at: position)
    }

    /// Parses a quoted or unquoted string starting at its first character.
    mutating func parseString() throws(Failure) -> String {
        guard let first = current else { throw unexpected(nil, expecting: "a string") }
        if first == "\"" || first == "'" { return try parseQuoted(first) }
        let start = index
        while let scalar = current, Self.isUnquoted(scalar) { advance() }
        return Self.string(scalars[start..<index])
    }

    /// Parses a quoted string starting at its opening quote; raw line breaks are part of it.
    private mutating func parseQuoted(_ quote: Unicode.Scalar) throws(Failure) -> String {
        let opening = position
        let back = (index, line, lineStart)
        advance()
        var text: [Unicode.Scalar] = []
        /// A `\U` escape of a high surrogate, waiting for its low half.
        var high: (unit: UInt32, at: TextPosition)?
        func flushHigh(_ reader: inout Self) throws(Failure) {
            guard let pending = high else { return }
            high = nil
            try reader.note(.loneSurrogate(pending.unit), at: pending.at)
            reader.noteIfSuspect("\u{FFFD}", at: pending.at)
            text.append("\u{FFFD}")
        }
        while true {
            // A run of plain scalars (no quote, backslash or control character) is taken as one slice.
            let run = index
            while index < scalars.count, Self.isPlain(scalars[index]) { index += 1 }
            if index > run {
                try flushHigh(&self)
                text.append(contentsOf: scalars[run..<index])
            }
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
                try flushHigh(&self)
                advance()
                return Self.string(text[...])
            }
            guard scalar == "\\" else {
                try flushHigh(&self)
                if scalar.value < 0x20 { try note(.rawControl(scalar), at: position) }
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
                try note(.loneSurrogate(pending.unit), at: pending.at)
                noteIfSuspect("\u{FFFD}", at: pending.at)
                text.append("\u{FFFD}")
            }
            if (0xD800...0xDBFF).contains(value) {
                high = (value, start)
                continue
            }
            if (0xDC00...0xDFFF).contains(value) { try note(.loneSurrogate(value), at: start) }
            let decoded = Unicode.Scalar(value) ?? "\u{FFFD}"
            noteIfSuspect(decoded, at: start)
            text.append(decoded)
        }
    }

    /// Whether a scalar inside quotes is plain text: not a quote, a backslash or a control character, so it
    /// is neither noted nor ends the string.
    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value >= 0x20 && value != 0x22 && value != 0x27 && value != 0x5C && !(0x7F...0x9F).contains(value)
            && value != 0xFFFD
    }

    /// Remembers U+FFFD and control characters other than line feed and tab (audit's `strings.encoding`).
    mutating func noteIfSuspect(_ scalar: Unicode.Scalar, at place: TextPosition) {
        guard !lookupsOnly, SuspectCharacter.isSuspect(scalar) else { return }
        pendingSuspects.append(
            SuspectCharacter(
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
