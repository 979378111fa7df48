import Foundation
import Testing

@testable import Accessibility

/// Every class of input error, with its exact path, line and column.
@Suite struct ElementTreeErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let input: [UInt8]
        let kind: ElementTreeError.Kind
        let path: String
        let line: Int
        let column: Int
        let message: String

        init(
            _ name: String, _ input: String, _ kind: ElementTreeError.Kind, _ path: String, _ line: Int, _ column: Int,
            _ message: String
        ) {
            self.init(name, Array(input.utf8), kind, path, line, column, message)
        }

        init(
            _ name: String, _ input: [UInt8], _ kind: ElementTreeError.Kind, _ path: String, _ line: Int, _ column: Int,
            _ message: String
        ) {
            self.name = name
            self.input = input
            self.kind = kind
            self.path = path
            self.line = line
            self.column = column
            self.message = message
        }

        var testDescription: String { name }
    }

    static let multiLine = """
        {
          "label": "Photos",
          "children": [
            {"label": "A"},
            {"container": "grid"}
          ]
        }
        """

    static let cases: [Case] = [
        // Empty and encoding
        Case("empty input", "", .emptyInput, "$", 1, 1, "empty input"),
        Case("only whitespace", "  \n   ", .emptyInput, "$", 2, 4, "empty input"),
        Case("raw NUL byte", [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x00, 0x7D], .invalidEncoding, "$.a", 1, 6, "NUL byte"),
        Case(
            "raw NUL byte in a string", [0x5B, 0x7B, 0x22, 0x00, 0x22, 0x3A, 0x31, 0x7D, 0x5D], .invalidEncoding,
            "$[0]", 1, 4, "NUL byte"),
        Case(
            "UTF-16 without byte-order mark", [0x7B, 0x00, 0x7D, 0x00], .invalidEncoding, "$", 1, 2, "UTF-16 without"),
        Case("escaped NUL", #"{"label": "a\u0000"}"#, .invalidEncoding, "$.label", 1, 13, "NUL character"),
        Case(
            "invalid UTF-8", [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D], .invalidEncoding, "$.a", 1, 7,
            "byte 0xFF"),
        Case(
            "overlong UTF-8", Array(#"{"label":""#.utf8) + [0xC0, 0xAF, 0x22, 0x7D], .invalidEncoding, "$.label", 1, 11,
            "invalid UTF-8"),
        Case(
            "UTF-8 encoded surrogate", Array(#"{"label":"ab"#.utf8) + [0xED, 0xA0, 0x80, 0x22, 0x7D], .invalidEncoding,
            "$.label", 1, 13, "invalid UTF-8"),
        Case(
            "truncated UTF-8 at the end", Array(#"{"label":"é"#.utf8) + [0xE2, 0x82], .invalidEncoding, "$.label", 1,
            12, "byte 0xE2"),
        Case(
            "invalid UTF-8 outside strings", Array(#"{"label":"#.utf8) + [0xFE], .invalidEncoding, "$.label", 1, 10,
            "byte 0xFE"),
        Case("UTF-16 byte-order mark", [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], .invalidEncoding, "$", 1, 1, "UTF-16"),
        Case("PNG header", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], .invalidEncoding, "$", 1, 1, "byte 0x89"),
        // Syntax
        Case("trailing comma in object", #"{"label": "a",}"#, .syntax, "$", 1, 15, "trailing comma"),
        Case("trailing comma in ignored array", #"{"extra": [1, 2,]}"#, .syntax, "$.extra", 1, 17, "trailing comma"),
        Case(
            "missing comma", #"{"label": "a" "value": "b"}"#, .syntax, "$", 1, 15,
            "expected ',' or '}' after a member, found '\"'"),
        Case("unquoted key", #"{label: "a"}"#, .syntax, "$", 1, 2, "expected a key in double quotes or '}', found 'l'"),
        Case("missing colon", #"{"label" "a"}"#, .syntax, "$.label", 1, 10, "expected ':' after the key"),
        Case("unterminated string", #"{"label": "abc"#, .syntax, "$.label", 1, 11, "unterminated string"),
        Case("unterminated object", #"{"label": "é""#, .syntax, "$", 1, 14, "found the end of the input"),
        Case("invalid escape", #"{"label": "a\qb"}"#, .syntax, "$.label", 1, 13, "invalid escape \\q"),
        Case("short unicode escape", #"{"label": "\u12"}"#, .syntax, "$.label", 1, 12, "four hex digits"),
        Case("lone high surrogate", #"{"label": "\ud83d!"}"#, .syntax, "$.label", 1, 12, "lone high surrogate \\uD83D"),
        Case(
            "high surrogate then non-low", #"{"label": "\ud83d\u0041"}"#, .syntax, "$.label", 1, 12,
            "not a low surrogate"),
        Case("lone low surrogate", #"{"label": "\udc00"}"#, .syntax, "$.label", 1, 12, "lone low surrogate \\uDC00"),
        Case("raw tab in string", "{\"label\": \"a\tb\"}", .syntax, "$.label", 1, 13, "control character U+0009"),
        Case("raw line feed in string", "{\"label\": \"a\nb\"}", .syntax, "$.label", 1, 13, "control character U+000A"),
        Case("bad literal", #"{"extra": tru}"#, .syntax, "$.extra", 1, 11, "expected a JSON value, found 't'"),
        Case("leading zero", #"{"extra": 01}"#, .syntax, "$", 1, 12, "found '1'"),
        Case("bare minus", #"{"extra": -}"#, .syntax, "$.extra", 1, 11, "invalid number"),
        Case("fraction without digits", #"{"extra": 1.}"#, .syntax, "$.extra", 1, 11, "invalid number"),
        Case("content after the value", #"{"label": "a"} x"#, .syntax, "$", 1, 16, "unexpected 'x' after the end"),
        Case("two objects", "{}\n{}", .syntax, "$", 2, 1, "unexpected '{' after the end"),
        Case("non-ASCII outside a string", "{\"label\": é}", .syntax, "$.label", 1, 11, "'é' (U+00E9)"),
        Case(
            "CR LF line counting", "{\r\n\"label\": 1\r\n}", .typeMismatch, "$.label", 2, 10,
            "expected a string, found a number"),
        // Types
        Case(
            "top-level string", #""label""#, .typeMismatch, "$", 1, 1,
            "expected an element object or an array of them, found a string"),
        Case("top-level number", " 42", .typeMismatch, "$", 1, 2, "found a number"),
        Case(
            "label is a number", #"{"label": 3}"#, .typeMismatch, "$.label", 1, 11, "expected a string, found a number"),
        Case(
            "value is an object", #"{"value": {}}"#, .typeMismatch, "$.value", 1, 11,
            "expected a string, found an object"),
        Case(
            "isElement is a string", #"{"isElement": "yes"}"#, .typeMismatch, "$.isElement", 1, 15,
            "expected true or false, found a string"),
        Case(
            "traits is a string", #"{"traits": "button"}"#, .typeMismatch, "$.traits", 1, 12,
            "expected an array of trait names, found a string"),
        Case(
            "trait is null", #"{"traits": [null]}"#, .typeMismatch, "$.traits[0]", 1, 13,
            "expected a trait name (string), found null"),
        Case("container is a boolean", #"{"container": true}"#, .typeMismatch, "$.container", 1, 15, "found a boolean"),
        Case(
            "children is an object", #"{"children": {}}"#, .typeMismatch, "$.children", 1, 14,
            "expected an array of element objects, found an object"),
        Case(
            "child is a number", #"{"children": [1]}"#, .typeMismatch, "$.children[0]", 1, 15,
            "expected an element object, found a number"),
        Case(
            "root array member is a string", #"[{}, "x"]"#, .typeMismatch, "$[1]", 1, 6,
            "expected an element object, found a string"),
        Case("nested array", "[[]]", .typeMismatch, "$[0]", 1, 2, "found an array"),
        Case(
            "deep path", #"{"children": [{"children": [{}, {"label": 5}]}]}"#, .typeMismatch,
            "$.children[0].children[1].label", 1, 43, "found a number"),
        // Names and keys
        Case(
            "unknown trait", #"{"children": [{"traits": ["button", "buton"]}]}"#, .unknownTrait,
            "$.children[0].traits[1]", 1, 37, #"unknown trait "buton"; did you mean "button"?"#),
        Case(
            "miscased trait", #"[{}, {"traits": ["PlaysSound"]}]"#, .unknownTrait, "$[1].traits[0]", 1, 18,
            #"did you mean "playsSound"?"#),
        Case(
            "far-off trait", #"{"traits": ["clickable"]}"#, .unknownTrait, "$.traits[0]", 1, 13,
            "known: button, link, image"),
        Case(
            "unknown container", multiLine, .unknownContainer, "$.children[1].container", 5, 19,
            #"unknown container kind "grid"; known: none, list, table, tabBar, landmark"#),
        Case(
            "unknown control", #"{"control": "slidr"}"#, .unknownControl, "$.control", 1, 13,
            #"unknown control kind "slidr"; did you mean "slider"?"#),
        Case(
            "duplicate key", #"{"label": "a", "label": "b"}"#, .duplicateKey, "$.label", 1, 16,
            #"duplicate key "label""#),
        Case(
            "duplicate children", #"{"children": [], "children": []}"#, .duplicateKey, "$.children", 1, 18,
            "duplicate key"),
    ]

    @Test(arguments: cases)
    func errorNamesKindPathLineAndColumn(_ testCase: Case) throws {
        let error = try #require(throws: ElementTreeError.self) {
            try ElementTreeDecoder().decode(testCase.input)
        }
        #expect(error.kind == testCase.kind)
        #expect(error.path == testCase.path)
        #expect(error.line == testCase.line)
        #expect(error.column == testCase.column)
        #expect(error.message.contains(testCase.message), "message: \(error.message)")
    }

    @Test func descriptionReadsLineColumnPathAndMessage() throws {
        let error = try #require(throws: ElementTreeError.self) {
            try ElementTreeDecoder().decode(#"{"traits": ["buton"]}"#)
        }
        #expect(
            error.description == #"line 1, column 13, at $.traits[0]: unknown trait "buton"; did you mean "button"?"#)
    }

    @Test func descriptionLeavesOutWhatIsNotKnown() {
        let error = ElementTreeError(kind: .syntax, path: "", message: "broken")
        #expect(error.description == "broken")
    }

    @Test func keysThatAreNotIdentifiersAreQuotedInPaths() throws {
        let error = try #require(throws: ElementTreeError.self) {
            try ElementTreeDecoder().decode(#"{"my key\"": [1,]}"#)
        }
        #expect(error.path == #"$["my key\""]"#)
    }
}
