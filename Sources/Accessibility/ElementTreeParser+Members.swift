import Core

// The members of an element object: each schema key with the JSON type it takes, read from the events of
// its value.

extension ElementTreeParser {
    /// The bit of each schema key in `OpenElement.seenKeys`.
    private static let schemaKeyBits: [String: UInt16] = [
        "label": 1 << 0, "value": 1 << 1, "hint": 1 << 2, "traits": 1 << 3, "identifier": 1 << 4,
        "language": 1 << 5, "ipa": 1 << 6, "isElement": 1 << 7, "container": 1 << 8, "children": 1 << 9,
        "frame": 1 << 10, "sourceID": 1 << 11, "sourceLine": 1 << 12, "control": 1 << 13,
    ]

    /// Reads the value of the member `key` of the innermost open element (its key event just read). Returns
    /// true when the member opens a `children` array.
    mutating func member(_ key: String) throws(ScanFailure) -> Bool {
        let keyOffset = stream.eventOffset
        tail = .key(key)
        let first = try next()
        guard let bit = Self.schemaKeyBits[key] else {
            try skip(first)
            return false
        }
        let top = stack.count - 1
        guard stack[top].seenKeys & bit == 0 else {
            throw ScanFailure(
                kind: .duplicateKey, offset: keyOffset,
                message: "duplicate key \"\(key)\"; each key may appear once in an element")
        }
        stack[top].seenKeys |= bit
        switch key {
        case "label": stack[top].element.label = try stringValue(first)
        case "value": stack[top].element.value = try stringValue(first)
        case "hint": stack[top].element.hint = try stringValue(first)
        case "identifier": stack[top].element.identifier = try stringValue(first)
        case "language": stack[top].element.language = try stringValue(first)
        case "ipa": stack[top].element.ipa = try stringValue(first)
        case "traits": stack[top].element.traits = try traitsValue(first)
        case "isElement": stack[top].element.isElement = try booleanValue(first)
        case "container": stack[top].element.container = try containerValue(first)
        case "control": stack[top].element.control = try controlValue(first)
        case "children": return try childrenStart(first)
        case "frame": stack[top].element.frame = try frameValue(first)
        case "sourceID":
            let objectID = try stringValue(first)
            stack[top].element.source = ElementSource(objectID: objectID, line: stack[top].element.source?.line)
        case "sourceLine":
            let line = try lineValue(first)
            stack[top].element.source = ElementSource(objectID: stack[top].element.source?.objectID, line: line)
        default: break  // every key of schemaKeyBits has its case above
        }
        return false
    }

    /// Skips the value of a key the schema does not know, starting with `first`: it must still be JSON, and
    /// nested no deeper than ``JSONLimits/maxDepth``.
    private func skip(_ first: JSONEvent) throws(ScanFailure) {
        var level = 0
        var event = first
        while true {
            switch event {
            case .objectStart, .arrayStart:
                guard level < limits.maxDepth else {
                    throw ScanFailure(
                        kind: .limitExceeded(.depth), offset: stream.eventOffset,
                        message: "nesting deeper than the limit of \(limits.maxDepth) levels")
                }
                level += 1
            case .objectEnd, .arrayEnd: level -= 1
            case .key, .scalar: break
            }
            if level == 0 { return }
            event = try next()
        }
    }

    // MARK: - Values

    /// A string, or nil for `null`.
    private func stringValue(_ event: JSONEvent, _ expected: String = "a string") throws(ScanFailure) -> String? {
        switch event {
        case .scalar(.string(let text)): return text
        case .scalar(.null): return nil
        default: throw mismatch(expected, found: event)
        }
    }

    /// Whether a `children` array opens (its items follow); `null` is no children.
    private func childrenStart(_ event: JSONEvent) throws(ScanFailure) -> Bool {
        switch event {
        case .arrayStart: return true
        case .scalar(.null): return false
        default: throw mismatch("an array of element objects", found: event)
        }
    }

    /// `true`, `false`, or nil for `null`.
    private func booleanValue(_ event: JSONEvent) throws(ScanFailure) -> Bool? {
        switch event {
        case .scalar(.bool(let flag)): return flag
        case .scalar(.null): return nil
        default: throw mismatch("true or false", found: event)
        }
    }

    /// A container kind by name; `null` is `none`.
    private func containerValue(_ event: JSONEvent) throws(ScanFailure) -> ContainerKind {
        let offset = stream.eventOffset
        guard let name = try stringValue(event, "a container kind (string)") else { return .none }
        guard let kind = ContainerKind(rawValue: name) else {
            let names = ContainerKind.allCases.map(\.rawValue)
            throw ScanFailure(
                kind: .unknownContainer, offset: offset,
                message: Self.unknownNameMessage("container kind", name, known: names))
        }
        return kind
    }

    /// A control kind by name, or nil for `null`.
    private func controlValue(_ event: JSONEvent) throws(ScanFailure) -> ControlKind? {
        let offset = stream.eventOffset
        guard let name = try stringValue(event, "a control kind (string)") else { return nil }
        guard let kind = ControlKind(rawValue: name) else {
            let names = ControlKind.allCases.map(\.rawValue)
            throw ScanFailure(
                kind: .unknownControl, offset: offset,
                message: Self.unknownNameMessage("control kind", name, known: names))
        }
        return kind
    }

    /// An array of trait names; `null` is no trait.
    private mutating func traitsValue(_ event: JSONEvent) throws(ScanFailure) -> AccessibilityTraits {
        switch event {
        case .arrayStart: break
        case .scalar(.null): return []
        default: throw mismatch("an array of trait names", found: event)
        }
        var traits: AccessibilityTraits = []
        var index = 0
        while true {
            tail = .keyIndex("traits", index)
            let item: JSONEvent
            do throws(ScanFailure) {
                item = try next(after: "a trait name")
            } catch {
                // A separator at fault belongs to the array, a trailing comma to the name before it.
                if error.message.hasPrefix("expected ','") { tail = .key("traits") }
                if error.message.hasPrefix("trailing comma") { tail = .keyIndex("traits", index - 1) }
                throw error
            }
            if item == .arrayEnd { break }
            guard case .scalar(.string(let name)) = item else { throw mismatch("a trait name (string)", found: item) }
            guard let trait = AccessibilityTraits(name: name) else {
                throw ScanFailure(
                    kind: .unknownTrait, offset: stream.eventOffset,
                    message: Self.unknownNameMessage("trait", name, known: AccessibilityTraits.allNames))
            }
            traits.insert(trait)
            index += 1
        }
        tail = .key("traits")
        return traits
    }

    /// `[x, y, width, height]`, four numbers; `null` is no frame.
    private mutating func frameValue(_ event: JSONEvent) throws(ScanFailure) -> ElementFrame? {
        let expected = "a frame: an array of four numbers [x, y, width, height]"
        switch event {
        case .arrayStart: break
        case .scalar(.null): return nil
        default: throw mismatch(expected, found: event)
        }
        var numbers: [Double] = []
        while numbers.count < 4 {
            tail = .keyIndex("frame", numbers.count)
            let item = try next()
            if item == .arrayEnd {
                guard !numbers.isEmpty else { throw unexpected(expected) }
                tail = .keyIndex("frame", numbers.count - 1)
                throw unexpected("',' and four numbers in a frame")
            }
            numbers.append(try numberValue(item, expected))
        }
        tail = .key("frame")
        guard try next() == .arrayEnd else {
            // The stream has read the `,` before a fifth value: the failure is placed on it.
            var comma = stream.eventOffset - 1
            while comma > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[comma]) { comma -= 1 }
            throw unexpected("']' after the four numbers of a frame", at: comma)
        }
        return ElementFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// A non-negative integer line number; `null` is none.
    private func lineValue(_ event: JSONEvent) throws(ScanFailure) -> Int? {
        if event == .scalar(.null) { return nil }
        let number = try numberValue(event, "a line number")
        guard number >= 0, number == number.rounded(), number < 1e9 else {
            throw ScanFailure(kind: .typeMismatch, offset: stream.eventOffset, message: "expected a whole line number")
        }
        return Int(number)
    }

    /// One JSON number.
    private func numberValue(_ event: JSONEvent, _ expected: String) throws(ScanFailure) -> Double {
        switch event {
        case .scalar(.integer(let number)): return Double(number)
        case .scalar(.double(let number)): return number
        default: throw mismatch(expected, found: event)
        }
    }

    // MARK: - Message helpers

    /// `unknown trait "buton"; did you mean "button"?` when a known name is close (same but for
    /// case, or at most two edits away), else `unknown trait "x"; known traits: button, link, …`.
    static func unknownNameMessage(_ what: String, _ name: String, known: [String]) -> String {
        let shown = name.count > 80 ? name.prefix(80) + "…" : name
        if let candidate = closestName(to: name, among: known) {
            return "unknown \(what) \"\(shown)\"; did you mean \"\(candidate)\"?"
        }
        return "unknown \(what) \"\(shown)\"; known: \(known.joined(separator: ", "))"
    }

    private static func closestName(to name: String, among known: [String]) -> String? {
        guard name.unicodeScalars.count <= 64 else { return nil }
        let lowered = name.lowercased()
        let scored = known.map { candidate in
            (candidate, candidate.lowercased() == lowered ? 0 : editDistance(lowered, candidate.lowercased()))
        }
        guard let (candidate, distance) = scored.min(by: { $0.1 < $1.1 }), distance <= 2 else { return nil }
        return candidate
    }

    /// The Levenshtein distance between two short strings, over Unicode scalars.
    private static func editDistance(_ first: String, _ second: String) -> Int {
        let left = Array(first.unicodeScalars)
        let right = Array(second.unicodeScalars)
        var previous = Array(0...right.count)
        for (i, leftScalar) in left.enumerated() {
            var row = [i + 1]
            for (j, rightScalar) in right.enumerated() {
                row.append(min(previous[j + 1] + 1, row[j] + 1, previous[j] + (leftScalar == rightScalar ? 0 : 1)))
            }
            previous = row
        }
        return previous[right.count]
    }
}
