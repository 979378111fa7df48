extension PronunciationRegex {
    /// A parsed pattern.
    indirect enum Node: Sendable {
        case scalar(Unicode.Scalar)
        case set(ScalarClass)
        case any
        case assert(Assertion)
        case concatenation([Node])
        case alternation([Node])
        case repetition(Node, minimum: Int, maximum: Int?, greedy: Bool)

        /// The instructions the node compiles to, saturating at `Int.max / 4`.
        var size: Int {
            let cap = Int.max / 4
            switch self {
            case .scalar, .set, .any, .assert: return 1
            case .concatenation(let nodes): return min(cap, nodes.reduce(0) { min(cap, $0 + $1.size) })
            case .alternation(let nodes): return min(cap, nodes.reduce(0) { min(cap, $0 + $1.size + 2) })
            case .repetition(let node, let minimum, let maximum, _):
                let copies = maximum ?? (minimum + 1)
                let (product, overflow) = (node.size + 2).multipliedReportingOverflow(by: max(copies, 1))
                return overflow ? cap : min(cap, product)
            }
        }
    }

    /// Reads the subset of ICU's syntax that ``PronunciationRegex`` matches.
    struct Parser {
        let pattern: String
        let scalars: [Unicode.Scalar]
        var position = 0

        init(pattern: String, ignoresCase: Bool) {
            self.pattern = pattern
            scalars = Array(pattern.unicodeScalars)
        }

        mutating func parse() throws(PronunciationError) -> Node {
            let node = try alternation()
            guard position == scalars.count else { throw invalid }
            return node
        }

        private var invalid: PronunciationError { .invalidRegex(pattern: pattern) }

        private func unsupported(_ construct: String) -> PronunciationError {
            .unsupportedRegex(pattern: pattern, construct: construct)
        }

        private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

        private mutating func alternation() throws(PronunciationError) -> Node {
            var branches = [try concatenation()]
            while current == "|" {
                position += 1
                branches.append(try concatenation())
            }
            return branches.count == 1 ? branches[0] : .alternation(branches)
        }

        private mutating func concatenation() throws(PronunciationError) -> Node {
            var nodes: [Node] = []
            while let scalar = current, scalar != "|", scalar != ")" {
                nodes.append(try quantified())
            }
            return nodes.count == 1 ? nodes[0] : .concatenation(nodes)
        }

        private mutating func quantified() throws(PronunciationError) -> Node {
            let atom = try self.atom()
            guard let scalar = current else { return atom }
            let bounds: (Int, Int?)
            switch scalar {
            case "*": bounds = (0, nil)
            case "+": bounds = (1, nil)
            case "?": bounds = (0, 1)
            case "{": bounds = try interval()
            default: return atom
            }
            if case .assert = atom { throw invalid }
            position += scalar == "{" ? 0 : 1
            var greedy = true
            if current == "?" {
                greedy = false
                position += 1
            } else if current == "+" {
                throw unsupported("a possessive quantifier")
            }
            if let next = current, "*+?{".unicodeScalars.contains(next) { throw invalid }
            return .repetition(atom, minimum: bounds.0, maximum: bounds.1, greedy: greedy)
        }

        /// `{n}`, `{n,}` or `{n,m}`, read past the `}`.
        private mutating func interval() throws(PronunciationError) -> (Int, Int?) {
            position += 1
            let minimum = try number()
            var maximum: Int? = minimum
            if current == "," {
                position += 1
                maximum = current == "}" ? nil : try number()
            }
            guard current == "}" else { throw invalid }
            position += 1
            if let maximum, maximum < minimum { throw invalid }
            guard minimum <= PronunciationRegex.maximumRepetition,
                (maximum ?? 0) <= PronunciationRegex.maximumRepetition
            else {
                throw unsupported("a count over \(PronunciationRegex.maximumRepetition)")
            }
            return (minimum, maximum)
        }

        private mutating func number() throws(PronunciationError) -> Int {
            var value = 0
            var digits = 0
            while let scalar = current, let digit = Self.digit(scalar) {
                value = min(value * 10 + digit, 1_000_000)
                digits += 1
                position += 1
            }
            guard digits > 0 else { throw invalid }
            return value
        }

        private static func digit(_ scalar: Unicode.Scalar) -> Int? {
            scalar.value >= 0x30 && scalar.value <= 0x39 ? Int(scalar.value - 0x30) : nil
        }

        private mutating func atom() throws(PronunciationError) -> Node {
            guard let scalar = current else { throw invalid }
            position += 1
            switch scalar {
            case "(":
                if current == "?" {
                    guard position + 1 < scalars.count, scalars[position + 1] == ":" else {
                        throw unsupported("lookaround, named groups or inline flags")
                    }
                    position += 2
                }
                let inner = try alternation()
                guard current == ")" else { throw invalid }
                position += 1
                return inner
            case "[": return .set(try bracketClass())
            case ".": return .any
            case "^": return .assert(.textStart)
            case "$": return .assert(.textEnd)
            case "\\": return try escape(inClass: false)
            case "*", "+", "?", "{", ")": throw invalid
            default: return .scalar(scalar)
            }
        }

        /// The escape after a `\`: a class, an assertion (outside classes) or a literal.
        private mutating func escape(inClass: Bool) throws(PronunciationError) -> Node {
            guard let scalar = current else { throw invalid }
            position += 1
            switch scalar {
            case "d", "D": return .set(ScalarClass(members: [.named(.digit, negated: scalar == "D")]))
            case "w", "W": return .set(ScalarClass(members: [.named(.word, negated: scalar == "W")]))
            case "s", "S": return .set(ScalarClass(members: [.named(.space, negated: scalar == "S")]))
            case "b" where !inClass, "B" where !inClass:
                return .assert(scalar == "b" ? .wordBoundary : .notWordBoundary)
            case "t": return .scalar("\t")
            case "n": return .scalar("\n")
            case "r": return .scalar("\r")
            case "f": return .scalar("\u{0C}")
            default:
                if scalar.properties.isAlphabetic || Self.digit(scalar) != nil {
                    throw unsupported("\\\(scalar)")
                }
                return .scalar(scalar)
            }
        }

        /// A `[…]` class, read past the `]`. Nested classes and set operations are refused.
        private mutating func bracketClass() throws(PronunciationError) -> ScalarClass {
            var result = ScalarClass()
            if current == "^" {
                result.negated = true
                position += 1
            }
            var first = true
            while true {
                guard let scalar = current else { throw invalid }
                if scalar == "]" && !first { break }
                first = false
                if scalar == "[" { throw unsupported("a class inside a class") }
                if scalar == "&" && position + 1 < scalars.count && scalars[position + 1] == "&" {
                    throw unsupported("&& in a class")
                }
                let low = try classAtom()
                guard case .scalar(let lowScalar) = low else {
                    if case .set(let named) = low { result.members += named.members }
                    continue
                }
                if current == "-", position + 1 < scalars.count, scalars[position + 1] != "]" {
                    position += 1
                    guard case .scalar(let highScalar) = try classAtom(), lowScalar.value <= highScalar.value else {
                        throw invalid
                    }
                    result.members.append(.range(lowScalar.value...highScalar.value))
                } else {
                    result.members.append(.range(lowScalar.value...lowScalar.value))
                }
            }
            position += 1
            return result
        }

        private mutating func classAtom() throws(PronunciationError) -> Node {
            guard let scalar = current else { throw invalid }
            position += 1
            if scalar == "\\" { return try escape(inClass: true) }
            return .scalar(scalar)
        }
    }

    /// Turns a node into instructions.
    struct Compiler {
        let ignoresCase: Bool
        var program: [Instruction] = []

        mutating func emit(_ node: Node) {
            switch node {
            case .scalar(let scalar): program.append(.scalar(ignoresCase ? PronunciationRegex.folded(scalar) : scalar))
            case .set(let set): program.append(.set(set))
            case .any: program.append(.any)
            case .assert(let assertion): program.append(.assert(assertion))
            case .concatenation(let nodes): nodes.forEach { emit($0) }
            case .alternation(let branches): emitAlternation(branches[...])
            case .repetition(let inner, let minimum, let maximum, let greedy):
                for _ in 0..<minimum { emit(inner) }
                if let maximum {
                    var exits: [Int] = []
                    for _ in minimum..<maximum {
                        exits.append(program.count)
                        program.append(.jump(0))
                        emit(inner)
                    }
                    for exit in exits {
                        program[exit] = greedy ? .split(exit + 1, program.count) : .split(program.count, exit + 1)
                    }
                } else {
                    let loop = program.count
                    program.append(.jump(0))
                    emit(inner)
                    program.append(.jump(loop))
                    program[loop] = greedy ? .split(loop + 1, program.count) : .split(program.count, loop + 1)
                }
            }
        }

        private mutating func emitAlternation(_ branches: ArraySlice<Node>) {
            guard let first = branches.first else { return }
            guard branches.count > 1 else { return emit(first) }
            let split = program.count
            program.append(.jump(0))
            emit(first)
            let jump = program.count
            program.append(.jump(0))
            let second = program.count
            emitAlternation(branches.dropFirst())
            program[split] = .split(split + 1, second)
            program[jump] = .jump(program.count)
        }
    }
}
