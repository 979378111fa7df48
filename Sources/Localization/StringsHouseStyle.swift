/// A construct of Apple's `.strings` grammar that Lector's house style (localization.md §3) does not
/// allow, where ``StringsReader`` met it.
struct StringsConstruct {
    enum Kind: Equatable {
        /// A key or value not in double quotes (unquoted or in `'…'`), starting with the scalar.
        case unquoted(Unicode.Scalar, expecting: String)
        /// The `{` or `}` around a table.
        case braces(Unicode.Scalar)
        /// The short form `"key";`, at its `;`.
        case shortForm
        /// An array, dictionary or data value, at its opening scalar.
        case nonStringValue(Unicode.Scalar)
        case emptyKey
        /// A control character (line breaks and tabs included) written raw inside quotes.
        case rawControl(Unicode.Scalar)
        /// An escape other than `\" \\ \n \t \U`, at its letter.
        case escape(Unicode.Scalar)
        /// `\U` with fewer than four hex digits, where the digits end.
        case shortHex
        /// `\U0000`, at its backslash.
        case nulEscape
        /// A `\U` surrogate without its other half, at its backslash.
        case loneSurrogate(UInt32)
        /// A vertical tab, form feed or Unicode line or paragraph separator between tokens.
        case blank(Unicode.Scalar)
        /// A file in UTF-16 without a byte-order mark, at its first NUL byte.
        case unmarkedUTF16
    }

    var kind: Kind
    var line: Int
    var column: Int
    /// The index in the document's entries that the entry it is in has when it is recorded, or the next
    /// entry's when it is between entries.
    var entry: Int
    /// Where the entry it is in starts; nil between entries.
    var entryStart: TextPosition?

    init(kind: Kind, at place: TextPosition, entry: Int, entryStart: TextPosition?) {
        self.kind = kind
        line = place.line
        column = place.column
        self.entry = entry
        self.entryStart = entryStart
    }

    /// What the house style says about it (the messages of localization.md §3's grammar).
    var message: String {
        switch kind {
        case .unquoted(let first, let expected):
            if first.properties.isAlphabetic || ("0"..."9").contains(first) {
                return "unquoted text; expected \(expected): put keys and values in double quotes (\"…\")"
            }
            return "unexpected \(StringsReader.printable(first)); expected \(expected)"
        case .braces(let scalar): return "unexpected \(StringsReader.printable(scalar)); expected a quoted key"
        case .shortForm:
            return "expected \"=\" after the key; the short form \"key\"; is not supported, write \"key\" = \"value\";"
        case .nonStringValue(let scalar):
            return "unexpected \(StringsReader.printable(scalar)); expected a quoted value"
        case .emptyKey: return "empty key; every entry needs a key"
        case .rawControl("\n"), .rawControl("\r"): return "raw line break inside quotes; write it as \\n"
        case .rawControl("\t"): return "raw tab inside quotes; write it as \\t"
        case .rawControl(let scalar):
            return "control character \(StringsReader.hex(scalar.value)) inside quotes; write it as "
                + "\\U\(StringsReader.hex4(scalar.value))"
        case .escape(let letter):
            return "unknown escape \\\(StringsReader.escapeName(letter)); use \\\", \\\\, \\n, \\t or \\UXXXX"
        case .shortHex: return "expected 4 hex digits after \\U"
        case .nulEscape: return "\\U0000 is not allowed in a strings file"
        case .loneSurrogate(let unit) where unit >= 0xDC00:
            return "lone low surrogate \\U\(StringsReader.hex4(unit)) in an escape"
        case .loneSurrogate(let unit):
            return "lone high surrogate \\U\(StringsReader.hex4(unit)); it must be followed by a low surrogate escape"
        case .blank(let scalar):
            return "unexpected \(StringsReader.hex(scalar.value)); use spaces, tabs and line breaks between tokens"
        case .unmarkedUTF16: return "NUL byte: the file looks like UTF-16 without a byte-order mark; save it as UTF-8"
        }
    }
}

/// Lector's house style for its own tables (``StringsDialect/house``, localization.md §3): a policy over
/// what ``StringsReader`` read and noted, not a grammar of its own.
///
/// Only `"key" = "value";` entries with a non-empty key, the escapes `\" \\ \n \t \UXXXX` (a surrogate pair as
/// two), no raw control character inside quotes, only spaces, tabs, line breaks and comments between tokens,
/// and UTF-8 or UTF-16 with a byte-order mark. Each construct the reader noted outside it is a syntax error
/// (the first of each entry; an encoding error for UTF-16 without a byte-order mark, which ends the reading).
/// Without recovery, as at run time, the first error other than a duplicate ends the document: the entries
/// from the one it is in are dropped. With recovery, as in the audit, the entry is kept and marked damaged.
enum StringsHouseStyle {
    static func apply(
        to document: StringsDocument, constructs: [StringsConstruct], recovering: Bool
    ) -> StringsDocument {
        if let utf16 = constructs.first(where: { $0.kind == .unmarkedUTF16 }) {
            return StringsDocument(
                file: document.file, entries: [],
                errors: [
                    LocalizationError(
                        kind: .encoding, file: document.file, line: utf16.line, column: utf16.column,
                        message: utf16.message)
                ])
        }
        var result = document
        // Arrays, dictionaries and data are errors of the house style, not diagnostics.
        result.diagnostics.removeAll { $0.code == StringsReader.nonStringValueCode }
        var seenEntries: Set<TextPosition> = []
        var breaches: [(error: LocalizationError, construct: StringsConstruct)] = []
        for construct in constructs.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
            if let start = construct.entryStart {
                guard seenEntries.insert(start).inserted else { continue }
            }
            var error = LocalizationError(
                kind: .syntax, file: document.file, line: construct.line, column: construct.column,
                message: construct.message)
            if recovering, let start = construct.entryStart {
                // The entry, when it was recorded (an array, dictionary or data value makes none).
                if construct.entry < document.entries.count,
                    case let entry = document.entries[construct.entry],
                    (entry.line, entry.column) == (start.line, start.column)
                {
                    error.key = entry.key
                    result.damaged.insert(construct.entry)
                } else {
                    error.key =
                        document.diagnostics.first { ($0.line, $0.column) == (construct.line, construct.column) }?.key
                }
            }
            breaches.append((error, construct))
        }
        guard !breaches.isEmpty else { return result }
        let errors = (result.errors + breaches.map(\.error)).enumerated().sorted {
            ($0.element.line, $0.element.column ?? 0, $0.offset) < ($1.element.line, $1.element.column ?? 0, $1.offset)
        }.map(\.element)
        result.errors = errors
        guard !recovering, let stop = errors.firstIndex(where: { $0.kind != .duplicateKey }) else { return result }
        guard let breach = breaches.first(where: { $0.error == errors[stop] }) else {
            // The reader's own error ended the reading; nothing after it counts.
            result.errors = Array(errors[...stop])
            return result
        }
        // The reading ends at the breach: from the entry it is in (or the next entry), nothing counts.
        let construct = breach.construct
        let cut = min(construct.entry, result.entries.count)
        let start = construct.entryStart ?? TextPosition(line: construct.line, column: construct.column)
        let end = (start.line, start.column)
        result.entries.removeSubrange(cut...)
        result.suspectCharacters.removeAll { $0.entry >= cut }
        result.diagnostics.removeAll { ($0.line, $0.column) >= end }
        result.errors = errors[..<stop].filter { ($0.line, $0.column ?? 0) < end } + [breach.error]
        return result
    }
}
