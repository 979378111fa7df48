import Testing

@testable import Localization

/// Which comment counts as the translator comment of an entry.
@Suite struct StringsCommentTests {
    private func comments(_ text: String) -> [String?] {
        StringsDocument.parse(text: text, file: "c").entries.map(\.comment)
    }

    @Test func takesTheBlockCommentDirectlyAbove() {
        #expect(comments("/* Button word. */\n\"a\" = \"b\";") == ["Button word."])
    }

    @Test func joinsConsecutiveLineComments() {
        #expect(comments("// one\n//   two\n\"a\" = \"b\";") == ["one\ntwo"])
    }

    @Test func ignoresACommentSeparatedByABlankLine() {
        #expect(comments("/* Header. */\n\n\"a\" = \"b\";") == [nil])
    }

    @Test func ignoresATrailingCommentOfThePreviousEntry() {
        #expect(comments("\"a\" = \"b\"; // about a\n\"c\" = \"d\";") == [nil, nil])
    }

    @Test func takesOnlyTheLastOfSeveralComments() {
        #expect(comments("/* old */\n/* new */\n\"a\" = \"b\";") == ["new"])
    }

    @Test func trimsAndKeepsInnerLines() {
        #expect(comments("/*\n   first\n   second\n*/\n\"a\" = \"b\";") == ["first\n   second"])
    }
}
