import Foundation
import XML

/// Reads a storyboard or xib into an ``InterfaceDocument``, through Lector's ``XML/XMLReader``.
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
        let delegate = InterfaceBuilderParser()
        var reader = XMLReader([UInt8](data))
        do {
            while let event = try reader.next() {
                switch event.kind {
                case let .startElement(name, attributes):
                    delegate.start(name, attributes: attributes.dictionary, line: event.position.line)
                case .endElement(let name):
                    delegate.end(name)
                case .text(let text):
                    delegate.characters(text)
                case .comment(let text):
                    delegate.comment(text)
                case .cdata, .processingInstruction:
                    break
                }
            }
        } catch {
            throw error.readerError(file: file)
        }
        guard let format = delegate.format else {
            throw ReaderError(file: file, line: 1, problem: .notInterfaceBuilder)
        }
        return InterfaceDocument(
            format: format, screens: delegate.screens, objectIDs: delegate.objectIDs,
            outletDestinations: delegate.outletDestinations)
    }
}
