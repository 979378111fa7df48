extension PronunciationRegex {
    /// The text as this expression reads it.
    func text(_ text: String) -> Text {
        Text(text, ignoresCase: ignoresCase)
    }

    /// A text as the matcher reads it: its scalars (folded too, when case is ignored) and their indices.
    struct Text {
        let scalars: [Unicode.Scalar]
        let folded: [Unicode.Scalar]
        /// The index of each scalar, and the end index last.
        let indices: [String.Index]

        init(_ text: String, ignoresCase: Bool) {
            scalars = Array(text.unicodeScalars)
            folded = ignoresCase ? scalars.map(PronunciationRegex.folded) : scalars
            indices = Array(text.unicodeScalars.indices) + [text.endIndex]
        }

        /// The offset of the scalar at `index` (the first at or after it).
        func offset(of index: String.Index) -> Int {
            var low = 0
            var high = indices.count - 1
            while low < high {
                let middle = (low + high) / 2
                if indices[middle] < index { low = middle + 1 } else { high = middle }
            }
            return low
        }

        func isWord(at offset: Int) -> Bool {
            offset >= 0 && offset < scalars.count && PronunciationRegex.isWordScalar(scalars[offset])
        }
    }

    /// The threads of one step: program counters in priority order, the start of each one's match.
    private struct Threads {
        var counters: [Int] = []
        var starts: [Int] = []
        /// The step at which each counter was last added, so that each is added once a step.
        var added: [Int]

        init(programSize: Int) {
            added = Array(repeating: -1, count: programSize)
        }

        mutating func clear() {
            counters.removeAll(keepingCapacity: true)
            starts.removeAll(keepingCapacity: true)
        }
    }

    /// The leftmost match that starts at or after `start` and ends by `end` (scalar offsets), preferring what ICU
    /// prefers; the text outside the range is seen by `\b`, and `^ $` hold only at the text's ends.
    ///
    /// Runs the program as a Pike VM: at most (end − start + 1) steps of at most one visit per instruction.
    func firstMatch(in text: Text, from start: Int, to end: Int) -> Range<Int>? {
        var current = Threads(programSize: program.count)
        var next = Threads(programSize: program.count)
        var stack: [(counter: Int, start: Int)] = []
        var step = 0
        var matched: Range<Int>?
        var position = start
        while true {
            if matched == nil {
                add(0, start: position, at: position, into: &current, step: step, text: text, stack: &stack)
            }
            if current.counters.isEmpty && (matched != nil || position >= end) { break }
            next.clear()
            for index in current.counters.indices {
                let counter = current.counters[index]
                let threadStart = current.starts[index]
                let advances: Bool
                switch program[counter] {
                case .match:
                    matched = threadStart..<position
                    advances = false
                case .scalar(let scalar):
                    advances = position < end && text.folded[position] == scalar
                case .set(let set):
                    advances = position < end && set.contains(text.scalars[position], ignoresCase: ignoresCase)
                case .any:
                    advances = position < end && !Self.isLineTerminator(text.scalars[position])
                case .split, .jump, .assert:
                    advances = false
                }
                if case .match = program[counter] { break }
                if advances {
                    add(
                        counter + 1, start: threadStart, at: position + 1, into: &next, step: step + 1, text: text,
                        stack: &stack)
                }
            }
            if position >= end { break }
            swap(&current, &next)
            step += 1
            position += 1
        }
        return matched
    }

    /// Adds the thread at `counter` and every thread its splits, jumps and true assertions lead to, in priority
    /// order, each counter once a step.
    private func add(
        _ counter: Int, start: Int, at position: Int, into threads: inout Threads, step: Int, text: Text,
        stack: inout [(counter: Int, start: Int)]
    ) {
        stack.append((counter, start))
        while let (counter, start) = stack.popLast() {
            guard threads.added[counter] != step else { continue }
            threads.added[counter] = step
            switch program[counter] {
            case .jump(let target):
                stack.append((target, start))
            case .split(let preferred, let other):
                stack.append((other, start))
                stack.append((preferred, start))
            case .assert(let assertion):
                if holds(assertion, at: position, in: text) { stack.append((counter + 1, start)) }
            case .scalar, .set, .any, .match:
                threads.counters.append(counter)
                threads.starts.append(start)
            }
        }
    }

    private func holds(_ assertion: Assertion, at position: Int, in text: Text) -> Bool {
        switch assertion {
        case .textStart: return position == 0
        case .textEnd: return position == text.scalars.count
        case .wordBoundary: return text.isWord(at: position - 1) != text.isWord(at: position)
        case .notWordBoundary: return text.isWord(at: position - 1) == text.isWord(at: position)
        }
    }

    /// Whether the pattern matches the whole of `text` or part of it with zero length (a probe of the entry's
    /// checks).
    func matchesEmpty(in text: String) -> Bool {
        let prepared = Text(text, ignoresCase: ignoresCase)
        var position = 0
        while position <= prepared.scalars.count {
            guard let found = firstMatch(in: prepared, from: position, to: prepared.scalars.count) else {
                return false
            }
            if found.isEmpty { return true }
            position = found.upperBound
        }
        return false
    }
}
