// An element object read in one pass over the window's bytes, with the scanner's own checks: the events of
// the stream cost more than the bytes they stand for. Anything it does not follow to the end gives up, with
// nothing changed, and the element is read again event by event.

extension JSONStream {
    /// What the pass over an element expects next.
    private enum Expecting {
        case memberOrEnd, elementOrEnd, key, value, afterValue
    }

    /// The object whose `{` was just read (the stream stands before its first member), with only the members
    /// of `names` at its own level, as ``tree(startingWith:keeping:)`` gives it; nil, with the stream as it was,
    /// when the object does not end well inside the window, or anything in it is not plain: an error (which the
    /// event-by-event read then reports), an escape or a non-ASCII byte in one of its own member names, or a
    /// limit reached.
    func objectInWindow(keeping names: JSONMemberNames) -> JSONNode? {
        guard state == .firstMember, let window = storage.baseAddress else { return nil }
        // Past `end`, a token may be cut by the window's end (what ``token(_:)`` reads more for).
        let end = sourceEnded ? count : count - Self.margin
        guard index <= end else { return nil }
        var scanner = JSONScanner(bytes: UnsafeBufferPointer(start: window, count: count), maxStringBytes: limits.maxStringBytes)
        scanner.position = index
        var valueCount = values
        var lastMembers = lastMemberCount
        var frames = [Frame(offset: eventOffset, isObject: true)]
        if lastMembers > 0 { frames[0].members.reserveCapacity(lastMembers) }
        /// The arrays and objects open inside a member value being dropped: true for an object.
        var dropped: [Bool] = []
        /// The member value about to be read is dropped.
        var dropValue = false
        var expecting = Expecting.memberOrEnd

        /// Adds a finished value to the innermost kept array or object, unless it is dropped.
        func add(_ node: JSONNode) {
            let top = frames.count - 1
            if frames[top].isObject {
                frames[top].members.append(JSONObject.Member(key: frames[top].key, node: node))
            } else {
                frames[top].elements.append(node)
            }
        }

        do throws(JSONError) {
            while true {
                scanner.skipWhitespace()
                guard scanner.position <= end, let byte = scanner.current else { return nil }
                switch expecting {
                case .memberOrEnd, .elementOrEnd:
                    let closing = UInt8(ascii: expecting == .memberOrEnd ? "}" : "]")
                    if byte != closing {
                        expecting = expecting == .memberOrEnd ? .key : .value
                        continue
                    }
                case .key:
                    guard byte == UInt8(ascii: "\"") else { return nil }
                    let start = scanner.position
                    if !dropped.isEmpty {
                        _ = try scanner.scanString(keep: false)
                    } else if frames.count == 1 {
                        _ = try scanner.scanString(keep: false)
                        let raw = UnsafeBufferPointer(rebasing: scanner.bytes[(start + 1)..<(scanner.position - 1)])
                        guard !raw.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\\") }) else { return nil }
                        if let name = names.name(matching: raw) {
                            frames[0].key = name
                        } else {
                            dropValue = true
                        }
                    } else {
                        frames[frames.count - 1].key = try scanner.scanString(keep: true) ?? ""
                    }
                    scanner.skipWhitespace()
                    try scanner.consume(UInt8(ascii: ":"), "':' after the key")
                    expecting = .value
                    continue
                case .value:
                    valueCount += 1
                    guard valueCount <= limits.maxNodes else { return nil }
                    let offset = base + scanner.position
                    let discard = dropValue || !dropped.isEmpty
                    dropValue = false
                    switch byte {
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        let isObject = byte == UInt8(ascii: "{")
                        guard open.count + frames.count - 1 + dropped.count < limits.maxDepth else { return nil }
                        scanner.position += 1
                        if discard {
                            dropped.append(isObject)
                        } else {
                            var frame = Frame(offset: offset, isObject: isObject)
                            if isObject, lastMembers > 0 { frame.members.reserveCapacity(lastMembers) }
                            frames.append(frame)
                        }
                        expecting = isObject ? .memberOrEnd : .elementOrEnd
                        continue
                    case UInt8(ascii: "\""):
                        let text = try scanner.scanString(keep: !discard)
                        if !discard { add(JSONNode(.string(text ?? ""), offset: offset)) }
                    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        let number = try scanner.scanNumberValue()
                        if !discard { add(JSONNode(number, offset: offset)) }
                    default:
                        guard scanner.valueKind == .bool || scanner.valueKind == .null else { return nil }
                        let flag = try scanner.scanLiteral()
                        if !discard { add(JSONNode(flag.map(JSONValue.bool) ?? .null, offset: offset)) }
                    }
                    expecting = .afterValue
                    continue
                case .afterValue:
                    let isObject = dropped.last ?? frames[frames.count - 1].isObject
                    if byte == UInt8(ascii: ",") {
                        scanner.position += 1
                        scanner.skipWhitespace()
                        guard scanner.position <= end else { return nil }
                        try scanner.rejectTrailingComma()
                        expecting = isObject ? .key : .value
                        continue
                    }
                    guard byte == UInt8(ascii: isObject ? "}" : "]") else { return nil }
                }
                // The `]` or `}` of the innermost array or object.
                let closeOffset = base + scanner.position
                scanner.position += 1
                expecting = .afterValue
                if dropped.popLast() != nil { continue }
                guard let frame = frames.popLast() else { return nil }
                if frame.isObject { lastMembers = frame.members.count }
                let node = JSONNode(
                    frame.isObject ? .object(JSONObject(members: frame.members)) : .array(frame.elements),
                    offset: frame.offset)
                if !frames.isEmpty {
                    add(node)
                    continue
                }
                guard scanner.position <= end else { return nil }
                // What the events would have left: the element read, its `}` the last event.
                index = scanner.position
                values = valueCount
                lastMemberCount = lastMembers
                eventOffset = closeOffset
                open.removeLast()
                state = .afterValue
                return node
            }
        } catch {
            return nil
        }
    }
}
