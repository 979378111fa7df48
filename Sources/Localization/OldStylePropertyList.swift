import Core

/// Reads an old-style (OpenStep, ASCII) property list such as an Xcode `project.pbxproj` into a
/// ``Core/PlistNode`` tree, with ``StringsReader``: the one reader of CFPropertyList's old-style
/// grammar, whose tables are the same grammar without the outer braces. Strings keep CF's escapes;
/// data is `.data`; no value is read as a number (CF's old-style reader has none either).
public enum OldStylePropertyList {
    /// The tree of a whole file: one value (usually a `{ … }` dictionary) between comments and blanks.
    ///
    /// - Throws: ``LocalizationError`` (`encoding` or `syntax`) at the line and column where
    ///   reading stopped.
    public static func read(_ bytes: [UInt8], file: String) throws(LocalizationError) -> PlistNode {
        try StringsReader.propertyList(bytes, file: file).get()
    }
}

extension StringsReader {
    /// The value of a whole old-style property-list file.
    static func propertyList(_ bytes: [UInt8], file: String) -> Result<PlistNode, LocalizationError> {
        let decoded: Decoded
        switch decode(bytes, file: file) {
        case .failure(let error): return .failure(error)
        case .success(let value): decoded = value
        }
        var reader = StringsReader(scalars: decoded.scalars, file: file)
        do throws(Failure) {
            try reader.skipTrivia()
            guard let first = reader.current else { throw reader.unexpected(nil, expecting: "a value") }
            let node: PlistNode
            if first == "(" || first == "{" || first == "<" {
                node = try reader.readStructuredValue()
            } else if startsString(first) {
                let at = reader.position
                node = PlistNode(value: .string(try reader.parseString()), line: at.line, column: at.column)
            } else {
                throw reader.unexpected(first, expecting: "a value")
            }
            try reader.skipTrivia()
            if let extra = reader.current { throw reader.unexpected(extra, expecting: "the end of the file") }
            return .success(node)
        } catch {
            return .failure(error.error)
        }
    }
}
