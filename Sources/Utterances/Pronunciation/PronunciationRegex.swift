/// The regular expression of a `regex` pronunciation entry, matched in time linear in the text.
///
/// Entries come from users and from imported archives, so a pattern must not be able to take the session over:
/// the pattern is compiled to a small program that runs as a Pike VM (every alternative followed at once, one
/// step per scalar of text), so a match costs at most the text's length times the program's size, whatever the
/// pattern (`(a+)+b` included). The syntax is the common subset of ICU's (cli.md, pronounce): literals, `.`,
/// classes, `\d \w \s` and their negations, `\b \B ^ $`, groups, `|`, and the quantifiers `* + ? {n,m}`, greedy
/// or lazy; leftmost-first matches, as ICU finds them. Backreferences and lookaround are refused.
struct PronunciationRegex: Sendable {
    /// The most characters a pattern may have.
    static let maximumPatternLength = 1_000
    /// The largest count a `{n,m}` quantifier may give.
    static let maximumRepetition = 100
    /// The most instructions a compiled pattern may have (counted repetitions expand).
    static let maximumProgramSize = 5_000

    /// One step of the program.
    enum Instruction: Sendable, Equatable {
        /// One scalar, compared after case folding when the pattern ignores case.
        case scalar(Unicode.Scalar)
        /// One scalar of a class.
        case set(ScalarClass)
        /// Any scalar but a line terminator (`.`).
        case any
        /// Follow both targets, the first preferred.
        case split(Int, Int)
        case jump(Int)
        case assert(Assertion)
        case match
    }

    /// A zero-width condition.
    enum Assertion: Sendable, Equatable {
        case textStart, textEnd, wordBoundary, notWordBoundary
    }

    /// The compiled program.
    let program: [Instruction]
    /// Whether scalars are compared after case folding.
    let ignoresCase: Bool

    /// Compiles `pattern`.
    ///
    /// - Throws: ``PronunciationError/invalidRegex(pattern:)`` for a pattern that does not parse, and
    ///   ``PronunciationError/unsupportedRegex(pattern:construct:)`` for ICU syntax outside the subset or a pattern
    ///   past the size limits.
    init(_ pattern: String, caseSensitive: Bool) throws(PronunciationError) {
        guard pattern.unicodeScalars.count <= Self.maximumPatternLength else {
            throw .unsupportedRegex(pattern: pattern, construct: "more than \(Self.maximumPatternLength) characters")
        }
        var parser = Parser(pattern: pattern, ignoresCase: !caseSensitive)
        let node = try parser.parse()
        guard node.size < Self.maximumProgramSize else {
            throw .unsupportedRegex(pattern: pattern, construct: "a pattern this large once its counts are expanded")
        }
        var compiler = Compiler(ignoresCase: !caseSensitive)
        compiler.emit(node)
        compiler.program.append(.match)
        program = compiler.program
        ignoresCase = !caseSensitive
    }

    // MARK: - Scalars

    /// The scalar compared when case is ignored: its lowercase when that is one scalar.
    static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first ?? scalar : scalar
    }

    /// The scalar's uppercase when that is one scalar.
    static func upper(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let upper = scalar.properties.uppercaseMapping.unicodeScalars
        return upper.count == 1 ? upper.first ?? scalar : scalar
    }

    /// `\w` as ICU reads it: letters, marks, decimal digits, connector punctuation, ZWNJ and ZWJ.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return scalar.value == 0x200C || scalar.value == 0x200D
        }
    }

    /// The line terminators `.` does not match.
    static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}

/// A bracketed class or one of `\d \w \s` (and their negations).
struct ScalarClass: Sendable, Equatable {
    /// A named class.
    enum Named: Sendable, Equatable {
        case digit, word, space
    }

    /// One member of the class.
    enum Member: Sendable, Equatable {
        case range(ClosedRange<UInt32>)
        case named(Named, negated: Bool)
    }

    var members: [Member] = []
    var negated = false

    /// Whether `scalar` is in the class; with `ignoresCase`, its lowercase and uppercase count too.
    func contains(_ scalar: Unicode.Scalar, ignoresCase: Bool) -> Bool {
        var found = containsExactly(scalar)
        if !found && ignoresCase {
            let lower = PronunciationRegex.folded(scalar)
            let upper = PronunciationRegex.upper(scalar)
            found = (lower != scalar && containsExactly(lower)) || (upper != scalar && containsExactly(upper))
        }
        return found != negated
    }

    private func containsExactly(_ scalar: Unicode.Scalar) -> Bool {
        members.contains { member in
            switch member {
            case .range(let range): return range.contains(scalar.value)
            case .named(let named, let negated): return Self.isIn(named, scalar) != negated
            }
        }
    }

    static func isIn(_ named: Named, _ scalar: Unicode.Scalar) -> Bool {
        switch named {
        case .digit: return scalar.properties.generalCategory == .decimalNumber
        case .word: return PronunciationRegex.isWordScalar(scalar)
        case .space: return scalar.properties.isWhitespace
        }
    }
}
