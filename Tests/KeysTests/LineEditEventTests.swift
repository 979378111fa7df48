import Keys
import Testing

/// What a key did to a prompt's line, from the line and cursor before and after it.
struct LineEditEventTests {
    typealias State = LineEditEvent.State

    @Test func typingIsAnInsertionWithTheLineAfter() {
        #expect(
            LineEditEvent.between(State(line: "", cursor: 0), State(line: "q", cursor: 1))
                == .inserted("q", line: "q", cursor: 1))
        #expect(
            LineEditEvent.between(State(line: "ac", cursor: 1), State(line: "abc", cursor: 2))
                == .inserted("b", line: "abc", cursor: 2))
        #expect(
            LineEditEvent.between(State(line: "caf", cursor: 3), State(line: "café", cursor: 4))
                == .inserted("é", line: "café", cursor: 4))
    }

    @Test func backspaceAndDeleteGiveTheCharacterRemoved() {
        #expect(LineEditEvent.between(State(line: "abc", cursor: 3), State(line: "ab", cursor: 2)) == .deleted("c"))
        #expect(LineEditEvent.between(State(line: "abc", cursor: 0), State(line: "bc", cursor: 0)) == .deleted("a"))
        #expect(
            LineEditEvent.between(State(line: "one two", cursor: 7), State(line: "one ", cursor: 4))
                == .deleted("two"))
    }

    @Test func movesSayTheCharacterReachedAndJumpsTheLine() {
        #expect(LineEditEvent.between(State(line: "abc", cursor: 3), State(line: "abc", cursor: 2)) == .moved(to: "c"))
        #expect(LineEditEvent.between(State(line: "abc", cursor: 1), State(line: "abc", cursor: 2)) == .moved(to: "c"))
        #expect(LineEditEvent.between(State(line: "abc", cursor: 2), State(line: "abc", cursor: 3)) == .moved(to: nil))
        #expect(
            LineEditEvent.between(State(line: "abc", cursor: 3), State(line: "abc", cursor: 0))
                == .jumped(line: "abc", cursor: 0))
    }

    @Test func aWordMoveReachesTheWordItStoppedBy() {
        // Forward moves stop after a word, backward moves before one; the line's ends are no word.
        #expect(LineEditEvent.word(in: "red fox jumps", at: 7) == "fox")
        #expect(LineEditEvent.word(in: "red fox jumps", at: 4) == "fox")
        #expect(LineEditEvent.word(in: "red fox jumps", at: 3) == "red")
        #expect(LineEditEvent.word(in: "red fox jumps", at: 0) == nil)
        #expect(LineEditEvent.word(in: "red fox jumps", at: 13) == nil)
        #expect(LineEditEvent.word(in: "a -- b", at: 3) == nil)
        #expect(LineEditEvent.word(in: "café au lait", at: 4) == "café")
    }

    @Test func otherChangesGiveTheNewLineAndNoChangeNothing() {
        #expect(
            LineEditEvent.between(State(line: "abc", cursor: 3), State(line: "xyz", cursor: 3))
                == .replaced(line: "xyz"))
        #expect(LineEditEvent.between(State(line: "abc", cursor: 1), State(line: "abc", cursor: 1)) == nil)
    }
}
