/// One thing an ``XMLReader`` found, in document order, with where it starts.
///
/// An empty-element tag (`<a/>`) is a start and an end. Character data between two pieces of markup is one text
/// event. The XML declaration and the document type declaration (with the comments and processing instructions of
/// its internal subset) give no event.
public struct XMLEvent: Sendable, Hashable {
    /// What was found.
    public enum Kind: Sendable, Hashable {
        /// A start tag (or an empty-element tag) and its attributes.
        case startElement(name: String, attributes: [XMLAttribute])
        /// An end tag (or the end of an empty-element tag).
        case endElement(name: String)
        /// Character data, with references replaced and line ends normalized to LF.
        case text(String)
        /// The content of a CDATA section, line ends normalized to LF.
        case cdata(String)
        /// The text of a comment, between `<!--` and `-->`.
        case comment(String)
        /// A processing instruction other than the XML declaration.
        case processingInstruction(target: String, data: String)
    }

    /// What was found.
    public var kind: Kind
    /// Where it starts: the `<` of markup, the first character of text; for the end of an empty-element tag, its
    /// `/>`.
    public var position: XMLPosition

    /// An event.
    public init(kind: Kind, position: XMLPosition) {
        self.kind = kind
        self.position = position
    }
}
