import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a storyboard or xib into an ``InterfaceDocument``, through Foundation's `XMLParser`.
///
/// Every storyboard scene's root view is a screen (with its navigation item's title and bar
/// buttons first); every top-level view of a xib is a screen. Objects keep their IB id and the line
/// of their start tag.
public struct InterfaceBuilderReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Reads the XML of a storyboard or xib.
    ///
    /// - Parameter file: the file as the user named it, for errors.
    /// - Throws: ``ReaderError`` when the XML is malformed or is not an Interface Builder document.
    public func read(_ data: Data, file: String) throws(ReaderError) -> InterfaceDocument {
        let parser = XMLParser(data: data)
        let delegate = InterfaceBuilderParser()
        parser.delegate = delegate
        parser.shouldProcessNamespaces = false
        guard parser.parse() else {
            throw parser.readerError(file: file)
        }
        guard let format = delegate.format else {
            throw ReaderError(file: file, line: 1, problem: .notInterfaceBuilder)
        }
        return InterfaceDocument(format: format, screens: delegate.screens, objectIDs: delegate.objectIDs)
    }
}
