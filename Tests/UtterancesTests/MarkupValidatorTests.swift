import Testing

@testable import Utterances

/// A value and the character a validator must report, at its position (from 1).
struct RejectedValue: CustomTestStringConvertible, Sendable {
    let value: String
    let character: Unicode.Scalar
    let position: Int
    var testDescription: String { value.debugDescription }
}

@Suite struct MarkupValidatorTests {
    @Test(arguments: ["foto rahma", "Nguyen", "wɪn", "o'clock", "café au lait", "a-b/c"])
    func acceptsRespelling(_ respelling: String) throws {
        try MarkupValidator.validateRespelling(respelling)
    }

    @Test(arguments: [
        RejectedValue(value: "say \"hi\"", character: "\"", position: 5),
        RejectedValue(value: "Tom & Jerry", character: "&", position: 5),
        RejectedValue(value: "a<b", character: "<", position: 2),
        RejectedValue(value: "a>b", character: ">", position: 2),
        RejectedValue(value: "[[w'In]]", character: "[", position: 1),
        RejectedValue(value: "x]", character: "]", position: 2),
        RejectedValue(value: "line\nbreak", character: "\n", position: 5),
        RejectedValue(value: "tab\there", character: "\t", position: 4),
        RejectedValue(value: "bell\u{07}", character: "\u{07}", position: 5),
        RejectedValue(value: "c1\u{85}", character: "\u{85}", position: 3),
    ])
    func rejectsRespellingNamingCharacter(_ rejected: RejectedValue) {
        let error = #expect(throws: MarkupError.self) {
            try MarkupValidator.validateRespelling(rejected.value)
        }
        #expect(
            error
                == .forbiddenInRespelling(
                    respelling: rejected.value, character: rejected.character, position: rejected.position))
    }

    @Test func rejectsEmptyRespelling() {
        let error = #expect(throws: MarkupError.self) { try MarkupValidator.validateRespelling("") }
        #expect(error == .emptyRespelling)
    }

    @Test func respellingErrorNamesCharacterAndRule() throws {
        let error = try #require(
            #expect(throws: MarkupError.self) {
                try MarkupValidator.validateRespelling("a<b")
            })
        #expect(
            error.description
                == "respelling \"a<b\": \"<\" (U+003C) at position 2 is not allowed; a respelling may not "
                + "contain \", &, <, >, [, ] or control characters")
    }

    @Test(arguments: ["w'In", "f'oUt@r,A:m@", "tsu'ki:ni", "t_s\\un'ami", "?a", "a b"])
    func acceptsPhonemes(_ mnemonics: String) throws {
        try MarkupValidator.validatePhonemes(mnemonics)
    }

    @Test(arguments: [
        RejectedValue(value: "w'In]]", character: "]", position: 5),
        RejectedValue(value: "[w'In", character: "[", position: 1),
        RejectedValue(value: "a<b", character: "<", position: 2),
        RejectedValue(value: "a>", character: ">", position: 2),
        RejectedValue(value: "a&b", character: "&", position: 2),
        RejectedValue(value: "wɪn", character: "ɪ", position: 2),
        RejectedValue(value: "a\tb", character: "\t", position: 2),
        RejectedValue(value: "a\u{7F}", character: "\u{7F}", position: 2),
    ])
    func rejectsPhonemesNamingCharacter(_ rejected: RejectedValue) {
        let error = #expect(throws: MarkupError.self) {
            try MarkupValidator.validatePhonemes(rejected.value)
        }
        #expect(
            error
                == .forbiddenInPhonemes(
                    mnemonics: rejected.value, character: rejected.character, position: rejected.position))
    }

    @Test func rejectsEmptyPhonemes() {
        let error = #expect(throws: MarkupError.self) { try MarkupValidator.validatePhonemes("") }
        #expect(error == .emptyPhonemes)
    }

    @Test func phonemeErrorShowsInvisibleCharacterByCodePoint() throws {
        let error = try #require(
            #expect(throws: MarkupError.self) {
                try MarkupValidator.validatePhonemes("a\tb")
            })
        #expect(error.description.contains("U+0009 at position 2"))
    }
}
