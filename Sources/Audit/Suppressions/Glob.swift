/// A glob of audit.md §6, matched against a whole string, case-sensitively: `*` any run of
/// characters (`/` included), `?` one character, `\` makes the next character literal.
public struct Glob: Sendable, Hashable {
    private enum Token: Sendable, Hashable {
        case literal(Character)
        case any
        case anyRun
    }

    /// The pattern as written.
    public let pattern: String
    private let tokens: [Token]

    /// Compiles a pattern; a trailing lone `\` stands for itself.
    public init(_ pattern: String) {
        self.pattern = pattern
        var tokens: [Token] = []
        var escaped = false
        for character in pattern {
            if escaped {
                tokens.append(.literal(character))
                escaped = false
                continue
            }
            switch character {
            case "\\": escaped = true
            case "*": if tokens.last != .anyRun { tokens.append(.anyRun) }
            case "?": tokens.append(.any)
            default: tokens.append(.literal(character))
            }
        }
        if escaped { tokens.append(.literal("\\")) }
        self.tokens = tokens
    }

    /// Whether the pattern has no wildcard.
    public var isLiteral: Bool { !tokens.contains { $0 == .any || $0 == .anyRun } }

    /// Whether the whole text matches (linear backtracking over the last `*`).
    public func matches(_ text: String) -> Bool {
        let characters = Array(text)
        var t = 0
        var c = 0
        var star: Int?
        var starText = 0
        while c < characters.count {
            if t < tokens.count {
                switch tokens[t] {
                case .anyRun:
                    star = t
                    starText = c
                    t += 1
                    continue
                case .any:
                    t += 1
                    c += 1
                    continue
                case .literal(let literal) where literal == characters[c]:
                    t += 1
                    c += 1
                    continue
                default:
                    break
                }
            }
            guard let starIndex = star else { return false }
            t = starIndex + 1
            starText += 1
            c = starText
        }
        while t < tokens.count, tokens[t] == .anyRun { t += 1 }
        return t == tokens.count
    }
}
