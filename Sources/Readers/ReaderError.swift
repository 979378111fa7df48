/// A tree file or project folder that a reader could not use: which file, where, and what is
/// wrong, as a value. The CLI words it from the strings tables (`error.reader.*`); ``description``
/// is an English form for logs and tests.
public struct ReaderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Sendable, Equatable {
        /// The XML does not parse (at the error's line and column).
        case malformedXML
        /// libxml2, which reads XML, cannot be opened: its SONAME and dlopen's words.
        case xmlLibraryUnavailable(soname: String, reason: String)
        /// Well-formed XML, but no `<document type="…CocoaTouch…">`.
        case notInterfaceBuilder
        /// No line of the text is an XCUITest element (`Type, 0x…, {{x, y}, {w, h}}, …`).
        case noDumpElements
        /// A JSON page source that does not parse (at the error's line and column).
        case malformedJSON
        /// No `XCUIElementType…` element in the page source.
        case noPageSourceElements
        /// No view with a `class` attribute in a Detox view hierarchy.
        case noDetoxViews
        /// `audit PATH` named something that is not a folder.
        case notAFolder
        /// Elements nested deeper than the limit (``TreeReader/maximumDepth``), at the first element below it.
        case tooDeep(limit: Int)
    }

    /// The file as the user named it.
    public var file: String
    /// The 1-based line, when the problem has one.
    public var line: Int?
    /// The 1-based column, when the problem has one.
    public var column: Int?
    /// What is wrong.
    public var problem: Problem

    /// Creates an error.
    public init(file: String, line: Int? = nil, column: Int? = nil, problem: Problem) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// `FILE:LINE:COLUMN: problem`, in English.
    public var description: String {
        var place = file
        if let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        let text =
            switch problem {
            case .malformedXML: "malformed XML"
            case let .xmlLibraryUnavailable(soname, reason):
                "cannot read XML: \(soname) cannot be opened (\(reason)); install libxml2"
            case .notInterfaceBuilder: "not an Interface Builder document (no <document type=\"…CocoaTouch…\">)"
            case .noDumpElements: "no XCUITest element lines (Type, 0x…, {{x, y}, {w, h}}, …)"
            case .malformedJSON: "malformed JSON"
            case .noPageSourceElements: "no XCUIElementType elements in the page source"
            case .noDetoxViews: "no views (elements with a class attribute) in the Detox view hierarchy"
            case .notAFolder: "not a folder"
            case .tooDeep(let limit): "elements nested deeper than \(limit) levels"
            }
        return "\(place): \(text)"
    }
}
