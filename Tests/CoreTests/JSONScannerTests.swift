import Core
import Testing

/// The pull scanner that schema readers use without building a tree.
@Suite struct JSONScannerTests {
    @Test func readsTokensAndSkipsUnknownValues() throws {
        let bytes = Array(#" {"known": "a\u00e9", "unknown": [1, {"x": [true, null]}], "n": -1.5e3} "#.utf8)
        try bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(bytes: buffer, maxStringBytes: 100)
            scanner.skipWhitespace()
            #expect(scanner.valueKind == .object)
            try scanner.consume(UInt8(ascii: "{"), "'{'")
            scanner.skipWhitespace()
            #expect(try scanner.scanString(keep: true) == "known")
            scanner.skipWhitespace()
            try scanner.consume(UInt8(ascii: ":"), "':'")
            scanner.skipWhitespace()
            #expect(try scanner.scanString(keep: true) == "aé")
            try scanner.consume(UInt8(ascii: ","), "','")
            scanner.skipWhitespace()
            #expect(try scanner.scanString(keep: false) == nil)
            try scanner.consume(UInt8(ascii: ":"), "':'")
            scanner.skipWhitespace()
            try scanner.skipValue(maxDepth: 3)
            try scanner.consume(UInt8(ascii: ","), "','")
            scanner.skipWhitespace()
            _ = try scanner.scanString(keep: false)
            try scanner.consume(UInt8(ascii: ":"), "':'")
            scanner.skipWhitespace()
            #expect(try scanner.scanNumberValue() == .double(-1500))
            try scanner.consume(UInt8(ascii: "}"), "'}'")
            scanner.skipWhitespace()
            #expect(scanner.isAtEnd)
        }
    }

    @Test func skippingIsBoundedInDepth() {
        let bytes = Array("[[[[1]]]]".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(bytes: buffer, maxStringBytes: 100)
            #expect(throws: JSONError.self) { try scanner.skipValue(maxDepth: 3) }
            scanner.position = 0
            #expect(throws: Never.self) { try scanner.skipValue(maxDepth: 4) }
        }
    }

    @Test func unexpectedNamesTheCharacterAndTheEnd() {
        let bytes = Array("x".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(bytes: buffer, maxStringBytes: 100)
            let failure = scanner.unexpected("a JSON value")
            #expect(failure.kind == .unexpectedCharacter("x"))
            #expect(failure.message == "expected a JSON value, found 'x'")
            scanner.position = 1
            #expect(scanner.unexpected("a JSON value").kind == .unexpectedEnd)
        }
    }
}
