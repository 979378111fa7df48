// Whole values out of the stream: one array element or member value as a tree (the one schema readers
// want), or skipped without keeping its strings.

extension JSONStream {
    /// In an array: the next element read whole, or nil at the array's end (which is read). Its bytes stay in
    /// the window until the next read, so ``position(of:)`` places every node in it.
    public func nextElement() throws(JSONStreamError) -> JSONNode? {
        guard let first = try next(), first != .arrayEnd, first != .objectEnd else { return nil }
        return try tree(startingWith: first)
    }

    /// In an array: the next element read whole, or nil at the array's end, but when it is an object only the
    /// members named in `keys` are kept (in order, duplicates too); the values of the others are checked as
    /// ``skipMemberValue()`` checks them and dropped, so a reader that asks for a few members of each element
    /// builds no strings or nodes for the rest. The failures are those of ``nextElement()``.
    public func nextElement(keepingMembers keys: Set<String>) throws(JSONStreamError) -> JSONNode? {
        guard let first = try next(), first != .arrayEnd, first != .objectEnd else { return nil }
        return try tree(startingWith: first, keeping: keys)
    }

    /// After a ``JSONEvent/key(_:)``: the member's value read whole (its bytes stay in the window until the next
    /// read).
    public func memberValue() throws(JSONStreamError) -> JSONNode {
        guard let first = try next() else { throw unexpectedDocumentEnd() }
        return try tree(startingWith: first)
    }

    /// In an array: skips the next element, checking it; false at the array's end (which is read).
    public func skipElement() throws(JSONStreamError) -> Bool {
        guard let first = try discardingNext(), first != .arrayEnd, first != .objectEnd else { return false }
        try skipValue(startingWith: first)
        return true
    }

    /// After a ``JSONEvent/key(_:)``: skips the member's value, checking it.
    public func skipMemberValue() throws(JSONStreamError) {
        guard let first = try discardingNext() else { throw unexpectedDocumentEnd() }
        try skipValue(startingWith: first)
    }

    /// Skips the rest of the value whose first event, `first`, was just read, checking it.
    public func skipValue(startingWith first: JSONEvent) throws(JSONStreamError) {
        discarding = true
        defer { discarding = false }
        var level = 0
        var event = first
        while true {
            switch event {
            case .objectStart, .arrayStart: level += 1
            case .objectEnd, .arrayEnd: level -= 1
            case .key, .scalar: break
            }
            if level == 0 { return }
            event = try nextInside()
        }
    }

    /// The whole document as one tree, its end checked (what ``JSONReader`` gives). Its errors carry the JSON
    /// path of the value at fault.
    public func readDocument() throws(JSONStreamError) -> JSONNode {
        guard let first = try next() else { throw unexpectedDocumentEnd() }
        let root = try tree(startingWith: first, locating: true)
        try finish()
        return root
    }

    /// Reads the rest of the document, checking it, and its end.
    public func finish() throws(JSONStreamError) {
        discarding = true
        defer { discarding = false }
        while try next() != nil {}
    }

    // MARK: - Trees

    private struct Frame {
        var offset: Int
        var isObject: Bool
        var elements: [JSONNode] = []
        var members: [JSONObject.Member] = []
        /// The key of the member whose value is being read.
        var key = ""
    }

    /// The value starting with `first` as a tree; with `keys`, only those members of the outermost object.
    /// When `locating`, a failure is given the path of the value being read (from the tree's root).
    private func tree(
        startingWith first: JSONEvent, keeping keys: Set<String>? = nil, locating: Bool = false
    ) throws(JSONStreamError) -> JSONNode {
        keepFrom = eventOffset
        defer { keepFrom = nil }
        var frames: [Frame] = []
        var event = first
        do throws(JSONStreamError) {
            while true {
                var node: JSONNode
                switch event {
                case .objectStart, .arrayStart:
                    var frame = Frame(offset: eventOffset, isObject: event == .objectStart)
                    // Sibling objects (the elements of a list) mostly have as many members as the last one had.
                    if frame.isObject, lastMemberCount > 0 { frame.members.reserveCapacity(lastMemberCount) }
                    frames.append(frame)
                    event = try nextInside()
                    continue
                case .key(let name):
                    if let keys, frames.count == 1, !keys.contains(name) {
                        try skipMemberValue()
                        event = try nextInside()
                        continue
                    }
                    if !frames.isEmpty { frames[frames.count - 1].key = name }
                    event = try nextInside()
                    continue
                case .scalar(let value):
                    node = JSONNode(value, offset: eventOffset)
                case .objectEnd, .arrayEnd:
                    guard let frame = frames.popLast() else { throw unexpectedDocumentEnd() }
                    if frame.isObject { lastMemberCount = frame.members.count }
                    node = JSONNode(
                        frame.isObject ? .object(JSONObject(members: frame.members)) : .array(frame.elements),
                        offset: frame.offset)
                }
                guard !frames.isEmpty else { return node }
                let top = frames.count - 1
                if frames[top].isObject {
                    frames[top].members.append(JSONObject.Member(key: frames[top].key, node: node))
                } else {
                    frames[top].elements.append(node)
                }
                event = try nextInside()
            }
        } catch .syntax(var error) where locating && error.path.isEmpty {
            let path = JSONPath(frames.map { frame in frame.isObject ? .key(frame.key) : .index(frame.elements.count) })
            error.path = path.description
            throw .syntax(error)
        }
    }

    private func discardingNext() throws(JSONStreamError) -> JSONEvent? {
        discarding = true
        defer { discarding = false }
        return try next()
    }

    /// The next event inside a value, which cannot be the document's end.
    private func nextInside() throws(JSONStreamError) -> JSONEvent {
        guard let event = try next() else { throw unexpectedDocumentEnd() }
        return event
    }

    /// The document ended where a value was expected (a caller asked for a value outside any array).
    private func unexpectedDocumentEnd() -> JSONStreamError {
        failure(.unexpectedEnd, "expected a JSON value, found the end of the document")
    }
}
