/// The line and column of every start tag of an XML text, in document order, found by one
/// linear scan of the bytes: XMLParser reports positions after a tag, not at its `<`.
///
/// Comments, CDATA sections, processing instructions and the doctype (with an internal subset)
/// are skipped. Columns count Unicode scalars (UTF-8 lead bytes).
struct XMLTagPositions {
    /// One start tag.
    struct Tag: Hashable {
        var name: String
        var line: Int
        var column: Int
    }

    private(set) var tags: [Tag] = []

    init(_ bytes: [UInt8]) {
        var index = 0
        var line = 1
        var column = 1
        let count = bytes.count
        /// Moves past one byte, keeping line and column.
        func advance() {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        func starts(_ text: String) -> Bool {
            let pattern = Array(text.utf8)
            guard index + pattern.count <= count else { return false }
            return bytes[index..<(index + pattern.count)].elementsEqual(pattern)
        }
        func skip(past terminator: String) {
            while index < count, !starts(terminator) { advance() }
            for _ in 0..<terminator.utf8.count where index < count { advance() }
        }
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else {
                advance()
                continue
            }
            if starts("<!--") {
                skip(past: "-->")
            } else if starts("<![CDATA[") {
                skip(past: "]]>")
            } else if starts("<?") {
                skip(past: "?>")
            } else if starts("<!") {
                var depth = 0
                while index < count {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "[") { depth += 1 }
                    if byte == UInt8(ascii: "]") { depth -= 1 }
                    advance()
                    if byte == UInt8(ascii: ">"), depth <= 0 { break }
                }
            } else if index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                skip(past: ">")
            } else {
                let tagLine = line
                let tagColumn = column
                advance()
                var name: [UInt8] = []
                while index < count, !Self.endsName(bytes[index]) {
                    name.append(bytes[index])
                    advance()
                }
                tags.append(Tag(name: String(decoding: name, as: UTF8.self), line: tagLine, column: tagColumn))
                skip(past: ">")
            }
        }
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == 0x20 || byte == 0x09 || byte == 0x0A
            || byte == 0x0D
    }
}
