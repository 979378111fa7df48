// A pull reader of one JSON document from a byte source, a window at a time: a document of any size
// is read in the memory of its largest token (or of the largest value asked for whole), never whole.

/// Reads one JSON document from a ``JSONByteSource`` as ``JSONEvent``s, keeping only a window of the
/// input in memory; a value can also be read whole as a ``JSONNode`` tree (``nextElement()``,
/// ``memberValue()``) or skipped (``skipElement()``, ``skipMemberValue()``).
///
/// It is the one JSON parser of the package: ``JSONReader`` builds its trees from these events, and schema
/// readers (element trees, Flickr responses) read them directly. Failures carry a kind, a byte offset and a
/// message; only ``readDocument()`` adds the JSON path. Node offsets count from the start of the input, and
/// ``position(of:)`` gives the line and column of an offset still in the window: the current value and what
/// follows it.
public final class JSONStream {
    /// The limits the input must stay within.
    public let limits: JSONLimits
    /// How much is read from the source at a time, in bytes.
    public let chunkBytes: Int
    /// The largest the window has been, in bytes: about ``chunkBytes`` plus the largest token or value read
    /// whole.
    public private(set) var largestWindowBytes = 0

    /// A token is scanned again after reading more when it ends this close to the window's end: the longest
    /// look-ahead of the scanner (a cut literal, escape or UTF-8 sequence) is shorter.
    static let margin = 16

    var source: any JSONByteSource
    /// The window: `storage[0..<count]` holds the input from offset `base`.
    var storage: UnsafeMutableBufferPointer<UInt8>
    var count = 0
    /// The next byte to read, in the window.
    var index = 0
    /// The input offset of `storage[0]`.
    var base = 0
    /// The source has said it ended.
    var sourceEnded = false
    /// Input offset from which bytes stay in the window (the start of the value being read whole).
    var keepFrom: Int?
    /// Line counting at `base`, and further on at `cursorOffset` (positions are mostly asked for in order).
    var counterAtBase = LineCounter()
    var cursor = LineCounter()
    var cursorOffset = 0

    // MARK: - Parser state

    enum State {
        case start, value, firstMember, firstElement, key, colon, afterValue, done
    }

    var state = State.start
    /// The open arrays and objects, innermost last: true for an object.
    var open: [Bool] = []
    /// Values started so far, for ``JSONLimits/maxNodes``.
    var values = 0
    /// Strings are checked but not kept (while skipping).
    var discarding = false
    /// The number of members of the last object read whole: the capacity the next one is given.
    var lastMemberCount = 0
    /// The input offset where the last event's token starts.
    public internal(set) var eventOffset = 0

    /// A stream over `source` that reads `chunkBytes` at a time (at least 64).
    public init(source: any JSONByteSource, limits: JSONLimits = .document, chunkBytes: Int = 1 << 20) {
        self.source = source
        self.limits = limits
        self.chunkBytes = max(64, chunkBytes)
        storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: self.chunkBytes + Self.margin)
        largestWindowBytes = storage.count
    }

    deinit {
        storage.deallocate()
    }

    /// How deep the read is: the number of open arrays and objects.
    public var depth: Int { open.count }

    // MARK: - Positions

    /// The line and column of an input offset; an offset before the window is placed at its start, one past
    /// it at its end.
    public func position(of offset: Int) -> SourcePosition {
        let target = min(max(offset, base), base + count)
        let next = target - base < count ? storage[target - base] : nil
        if target >= cursorOffset {
            cursor.advance(over: UnsafeBufferPointer(rebasing: storage[(cursorOffset - base)..<(target - base)]))
            cursorOffset = target
            return cursor.position(next: next)
        }
        var counter = counterAtBase
        counter.advance(over: UnsafeBufferPointer(rebasing: storage[0..<(target - base)]))
        return counter.position(next: next)
    }

    // MARK: - The window

    /// Whether every byte of the input has been read.
    var isAtEnd: Bool { index >= count && sourceEnded }

    /// The byte at the read position, or nil at the end of the window.
    var current: UInt8? { index < count ? storage[index] : nil }

    /// Reads until the window holds `wanted` bytes from the read position, or the input ends.
    func fill(_ wanted: Int) throws(JSONStreamError) {
        while !sourceEnded, count - index < wanted {
            compact()
            // More room when the wanted bytes do not fit, or the window is full (but for a token's margin).
            if storage.count < index + wanted || storage.count - count < Self.margin {
                grow(to: max(index + wanted, count + chunkBytes) + chunkBytes / 4)
            }
            let read: Int
            do {
                read = try source.read(into: UnsafeMutableBufferPointer(rebasing: storage[count..<storage.count]))
            } catch {
                throw .unreadable(error)
            }
            if read <= 0 { sourceEnded = true } else { count += min(read, storage.count - count) }
        }
    }

    /// Drops the bytes before the read position (or before `keepFrom`), counting their lines first.
    private func compact() {
        let keep = min(index, keepFrom.map { max(0, $0 - base) } ?? index)
        guard keep > 0 else { return }
        let newBase = base + keep
        if cursorOffset <= newBase {
            cursor.advance(over: UnsafeBufferPointer(rebasing: storage[(cursorOffset - base)..<keep]))
            cursorOffset = newBase
            counterAtBase = cursor
        } else {
            counterAtBase.advance(over: UnsafeBufferPointer(rebasing: storage[0..<keep]))
        }
        if keep < count, let start = storage.baseAddress {
            UnsafeMutableRawPointer(start).copyMemory(from: start + keep, byteCount: count - keep)
        }
        count -= keep
        index -= keep
        base = newBase
    }

    private func grow(to capacity: Int) {
        let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
        if count > 0, let from = storage.baseAddress, let to = larger.baseAddress {
            to.initialize(from: from, count: count)
        }
        storage.deallocate()
        storage = larger
        largestWindowBytes = max(largestWindowBytes, capacity)
    }

    /// Skips spaces, tabs and line ends, reading more as needed.
    func skipWhitespace() throws(JSONStreamError) {
        while true {
            while index < count {
                switch storage[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
            if sourceEnded { return }
            try fill(1)
        }
    }

    /// Runs `scan` on a scanner at the read position and moves past what it read. When the scan came within
    /// ``margin`` of the window's end before the input's end, it may have seen a cut token: more is read and
    /// the token scanned again from its start. Failures are placed in the input.
    func token<T>(_ scan: (inout JSONLexer) throws(JSONError) -> T) throws(JSONStreamError) -> T {
        if !sourceEnded, count - index < Self.margin { try fill(Self.margin) }
        while true {
            var scanner = JSONLexer(
                bytes: UnsafeBufferPointer(rebasing: storage[0..<count]), maxStringBytes: limits.maxStringBytes)
            scanner.position = index
            let result: Result<T, JSONError>
            do throws(JSONError) {
                result = .success(try scan(&scanner))
            } catch {
                result = .failure(error)
            }
            if !sourceEnded, scanner.position + Self.margin > count {
                try fill(max(Self.margin, 2 * (count - index)))
                continue
            }
            switch result {
            case .success(let value):
                index = scanner.position
                return value
            case .failure(var error):
                error.offset += base
                throw .syntax(error)
            }
        }
    }

    /// A failure at the read position.
    func failure(_ kind: JSONError.Kind, _ message: String) -> JSONStreamError {
        .syntax(JSONError(kind: kind, offset: base + index, message: message))
    }
}
