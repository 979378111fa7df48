/// What `lector pronounce` does.
public enum PronounceRequest: Sendable, Equatable {
    /// `pronounce list`: the user's entries.
    case list
    /// `pronounce add WORD (--ipa | --espeak | --say) [--match] [--case-sensitive]`.
    case add(word: String, kind: PronounceKind, replacement: String, match: PronounceMatch, caseSensitive: Bool)
    /// `pronounce remove WORD`.
    case remove(word: String)
    /// `pronounce test WORD...`.
    case test(words: [String])

    static func parse(_ scanner: inout ArgumentScanner) throws(UsageError) -> PronounceRequest {
        let ipa = try scanner.value("--ipa")
        let espeak = try scanner.value("--espeak")
        let say = try scanner.value("--say")
        let match = try scanner.choice("--match", of: PronounceMatch.self)
        let caseSensitive = try scanner.flag("--case-sensitive")
        var operands = try scanner.finish()
        guard !operands.isEmpty else { throw .missingArgument("list|add|remove|test", command: .pronounce) }
        let action = operands.removeFirst()
        switch action {
        case "list":
            if let extra = operands.first { throw .unknownCommand(extra) }
            return .list
        case "add":
            guard let word = operands.first, !word.isEmpty else { throw .missingArgument("WORD", command: .pronounce) }
            if operands.count > 1 { throw .unknownCommand(operands[1]) }
            let given = [(PronounceKind.ipa, ipa), (.espeak, espeak), (.say, say)].compactMap { kind, value in
                value.map { (kind, $0) }
            }
            guard given.count == 1, let (kind, replacement) = given.first else {
                throw .missingArgument("--ipa IPA | --espeak PHONEMES | --say RESPELLING", command: .pronounce)
            }
            return .add(
                word: word, kind: kind, replacement: replacement, match: match ?? .word, caseSensitive: caseSensitive)
        case "remove":
            guard let word = operands.first, !word.isEmpty else { throw .missingArgument("WORD", command: .pronounce) }
            if operands.count > 1 { throw .unknownCommand(operands[1]) }
            return .remove(word: word)
        case "test":
            guard !operands.isEmpty else { throw .missingArgument("WORD...", command: .pronounce) }
            return .test(words: operands)
        default:
            throw .unknownCommand(action)
        }
    }
}

/// How an entry's replacement is written.
public enum PronounceKind: String, Sendable, CaseIterable {
    case ipa, espeak, say
}

/// How an entry's word is matched.
public enum PronounceMatch: String, Sendable, CaseIterable {
    case word, anywhere, regex
}
