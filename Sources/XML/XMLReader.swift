/// Lector's XML reader: libxml2's SAX2 parser over UTF-8 bytes, handing out ``XMLEvent``s in document order, each
/// with its line and column, and stopping at the first error with an ``XMLError`` at the line and column libxml2
/// gives.
///
/// Elements and attributes keep their names as written (prefix included); character data comes with the five
/// predefined entities and character references replaced; CDATA sections, comments and processing instructions
/// are events. libxml2 is opened on the first document (``XMLError/Kind/libraryUnavailable(soname:reason:)`` when
/// it cannot be) and runs without network access, never loads a DTD or an external entity, and never expands an
/// entity: a document type declaration is read and skipped, and a reference to any entity but `lt`, `gt`, `amp`,
/// `apos` and `quot`, declared or not, is an error. The input is read as UTF-8 whatever its encoding declaration
/// says; UTF-16 and other encodings are refused. Nesting is bounded by ``maxDepth`` (at most
/// ``defaultMaxDepth``, libxml2's own bound without `XML_PARSE_HUGE`).
///
/// The document is parsed on the first call to ``next()``; the events before an error are handed out, then the
/// error is thrown.
///
/// ```swift
/// var reader = XMLReader(bytes)
/// while let event = try reader.next() { … }
/// ```
public struct XMLReader: Sendable {
    /// The default nesting limit, and the highest: libxml2's limit (256 open elements, the 257th is refused).
    public static let defaultMaxDepth = 256

    /// The deepest nesting of elements read; a deeper start tag is ``XMLError/Kind/tooDeep(limit:)``.
    public let maxDepth: Int

    private let bytes: [UInt8]
    private var events: [XMLEvent] = []
    private var handedOut = 0
    private var failure: XMLError?
    private var parsed = false

    /// A reader of `bytes`, which should be UTF-8 (a byte-order mark is skipped).
    public init(_ bytes: [UInt8], maxDepth: Int = XMLReader.defaultMaxDepth) {
        self.bytes = bytes
        self.maxDepth = min(max(1, maxDepth), Self.defaultMaxDepth)
    }

    /// The next event, or nil after the end of the root element and what may follow it.
    ///
    /// - Throws: ``XMLError`` at the first error, after the events before it; every later call throws it again.
    public mutating func next() throws(XMLError) -> XMLEvent? {
        if !parsed {
            parsed = true
            (events, failure) = XMLParse.run(bytes, maxDepth: maxDepth)
        }
        if handedOut < events.count {
            handedOut += 1
            return events[handedOut - 1]
        }
        if let failure { throw failure }
        return nil
    }

    /// Reads the whole document, for a caller that only needs to know whether it is well-formed.
    ///
    /// - Throws: ``XMLError`` at the first error.
    public mutating func readToEnd() throws(XMLError) {
        while try next() != nil {}
    }
}
