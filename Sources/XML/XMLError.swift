/// Why an XML text could not be read: the class of problem and where libxml2 found it.
public struct XMLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The class of problem.
    public enum Kind: Sendable, Hashable {
        /// Not well-formed XML: libxml2's error number (`xmlParserErrors`) and its English message.
        case malformed(code: Int, message: String)
        /// A reference to an entity other than `lt`, `gt`, `amp`, `apos` and `quot` (none is ever declared).
        case undeclaredEntity(String)
        /// A byte-order mark or first bytes of an encoding other than UTF-8.
        case unsupportedEncoding(String)
        /// Elements nested deeper than the reader's limit.
        case tooDeep(limit: Int)
        /// libxml2 could not be opened: its SONAME and dlopen's words.
        case libraryUnavailable(soname: String, reason: String)
    }

    /// The class of problem.
    public var kind: Kind
    /// Where it is: libxml2's line and column of the place it stopped (the column in characters).
    public var position: XMLPosition

    /// An error.
    public init(kind: Kind, position: XMLPosition) {
        self.kind = kind
        self.position = position
    }

    /// `LINE:COLUMN: what is wrong`, in English.
    public var description: String {
        "\(position): \(message)"
    }

    /// What is wrong, in English.
    public var message: String {
        switch kind {
        case .malformed(_, let message): message
        case .undeclaredEntity(let name): "entity &\(name); is not declared"
        case .unsupportedEncoding(let name): "encoding \(name) is not supported (only UTF-8)"
        case .tooDeep(let limit): "elements nested deeper than \(limit)"
        case let .libraryUnavailable(soname, reason): "\(soname) cannot be opened (\(reason))"
        }
    }
}
