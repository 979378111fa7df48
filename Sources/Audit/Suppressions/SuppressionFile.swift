/// A suppression file (audit.md §6): one entry a line, `RULE [FIELD=VALUE]... -- REASON`; blank
/// lines and `#` comments ignored. Values may be double-quoted with `\"` and `\\` escapes.
public struct SuppressionFile: Sendable {
    /// The file as given on the command line.
    public var path: String
    /// The entries, in file order.
    public var entries: [SuppressionEntry]

    /// Creates a file from entries (tests).
    public init(path: String, entries: [SuppressionEntry]) {
        self.path = path
        self.entries = entries
    }

    /// Parses the text of a file.
    ///
    /// - Throws: ``SuppressionFileError`` for an unknown or repeated field, an unterminated quote or
    ///   a line without a rule pattern. A missing or blank reason is no error: the entry becomes a
    ///   `suppression.missing-reason` finding.
    public static func parse(_ text: String, path: String) throws(SuppressionFileError) -> SuppressionFile {
        var entries: [SuppressionEntry] = []
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = Substring(rawLine)
            if line.hasSuffix("\r") { line = line.dropLast() }
            let content = line.drop { $0 == " " || $0 == "\t" }
            if content.isEmpty || content.hasPrefix("#") { continue }
            do throws(SuppressionFileError.Kind) {
                entries.append(try parseEntry(Array(content), line: lineNumber))
            } catch {
                throw SuppressionFileError(file: path, line: lineNumber, kind: error)
            }
        }
        return SuppressionFile(path: path, entries: entries)
    }

    private static func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }

    private static func parseEntry(_ characters: [Character], line: Int) throws(SuppressionFileError.Kind)
        -> SuppressionEntry
    {
        var index = 0
        var rule: String?
        var matchers: [SuppressionEntry.Matcher] = []
        var reason: String?
        while index < characters.count {
            while index < characters.count, isBlank(characters[index]) { index += 1 }
            guard index < characters.count else { break }
            // `--` as a token starts the reason: the rest of the line, trimmed.
            if characters[index] == "-", index + 1 < characters.count, characters[index + 1] == "-",
                index + 2 == characters.count || isBlank(characters[index + 2])
            {
                reason = TextCharacters.trim(String(characters[(index + 2)...]))
                break
            }
            guard rule != nil else {
                let start = index
                while index < characters.count, !isBlank(characters[index]) { index += 1 }
                let token = String(characters[start..<index])
                if token.contains("=") || token.hasPrefix("\"") { throw .missingRulePattern }
                rule = token
                continue
            }
            let nameStart = index
            while index < characters.count, characters[index] != "=", !isBlank(characters[index]) { index += 1 }
            let name = String(characters[nameStart..<index])
            guard index < characters.count, characters[index] == "=" else { throw .unknownField(name) }
            guard let field = SuppressionField(rawValue: name) else { throw .unknownField(name) }
            guard !matchers.contains(where: { $0.field == field }) else { throw .repeatedField(name) }
            index += 1
            let value = try readValue(characters, at: &index)
            matchers.append(SuppressionEntry.Matcher(field: field, value: Glob(value)))
        }
        guard let rule else { throw .missingRulePattern }
        return SuppressionEntry(line: line, rule: Glob(rule), matchers: matchers, reason: reason)
    }

    /// A value: quoted (`\"` and `\\` unescaped, other backslashes kept for the glob) or up to
    /// the next blank.
    private static func readValue(_ characters: [Character], at index: inout Int) throws(SuppressionFileError.Kind)
        -> String
    {
        guard index < characters.count, characters[index] == "\"" else {
            let start = index
            while index < characters.count, !isBlank(characters[index]) { index += 1 }
            return String(characters[start..<index])
        }
        index += 1
        var value = ""
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count,
                characters[index + 1] == "\"" || characters[index + 1] == "\\"
            {
                // `\\` stays an escaped backslash for the glob; `\"` is a quote.
                value += characters[index + 1] == "\"" ? "\"" : "\\\\"
                index += 2
                continue
            }
            if character == "\"" {
                index += 1
                guard index == characters.count || isBlank(characters[index]) else { throw .unterminatedQuote }
                return value
            }
            value.append(character)
            index += 1
        }
        throw .unterminatedQuote
    }
}
