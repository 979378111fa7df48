extension PronunciationEntry: Codable {
    private enum CodingKeys: String, CodingKey {
        case pattern, match, caseSensitive, kind, replacement, language
    }

    /// Decodes an entry and validates it as ``init(pattern:match:caseSensitive:kind:replacement:language:)``
    /// does; an invalid entry is a `DecodingError.dataCorrupted` whose description is the
    /// ``PronunciationError``'s.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let pattern = try container.decode(String.self, forKey: .pattern)
        let match = try container.decodeIfPresent(Match.self, forKey: .match) ?? .word
        let caseSensitive = try container.decodeIfPresent(Bool.self, forKey: .caseSensitive) ?? false
        let kind = try container.decode(Kind.self, forKey: .kind)
        let replacement = try container.decode(String.self, forKey: .replacement)
        let language = try container.decode(String.self, forKey: .language)
        do {
            try self.init(
                pattern: pattern, match: match, caseSensitive: caseSensitive, kind: kind, replacement: replacement,
                language: language)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
        }
    }

    /// Encodes the entry's six fields (the converted mnemonics are derived again when decoding).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pattern, forKey: .pattern)
        try container.encode(match, forKey: .match)
        try container.encode(caseSensitive, forKey: .caseSensitive)
        try container.encode(kind, forKey: .kind)
        try container.encode(replacement, forKey: .replacement)
        try container.encode(language, forKey: .language)
    }
}
