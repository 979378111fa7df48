import Testing

@testable import Listening

@Suite struct CommandGrammarTests {
    @Test func normalizesAndDropsRepeats() {
        let grammar = CommandGrammar(phrases: ["Next", "next", "Read all", "  ", "Find: Beach!"])
        #expect(grammar.phrases == ["next", "read all", "find beach"])
        #expect(grammar.words == ["next", "read", "all", "find", "beach"])
    }

    @Test func jsgfListsThePhrasesAsAlternatives() throws {
        let jsgf = try #require(CommandGrammar(phrases: ["next", "go home"]).jsgf)
        #expect(jsgf == "#JSGF V1.0;\ngrammar lector;\npublic <command> = next | go home;\n")
        #expect(CommandGrammar(phrases: []).jsgf == nil)
    }

    @Test func keepingDropsPhrasesWithUnknownWords() {
        let grammar = CommandGrammar(phrases: ["find beach", "find qzxv", "next"]).keeping { $0 != "qzxv" }
        #expect(grammar.phrases == ["find beach", "next"])
    }

    @Test func finalPhrasesAreThoseNoOtherPhraseContinues() {
        let grammar = CommandGrammar(phrases: ["next", "next button", "nextly", "go home", "go", "find beach"])
        #expect(grammar.finalPhrases == ["next button", "nextly", "go home", "find beach"])
    }

    @Test func screenPhrasesFollowTheCommandsAndAreNeverFinal() {
        let grammar = CommandGrammar(
            phrases: ["Next", "show photos"], screenPhrases: ["Find Laptop", "find photos", "next"])
        #expect(grammar.phrases == ["next", "show photos", "find laptop", "find photos"])
        // "next" is a command already: it stays one.
        #expect(grammar.screenPhrases == ["find laptop", "find photos"])
        // The screen's phrases are not ended after the short pause, whatever continues them.
        #expect(grammar.finalPhrases == ["next", "show photos"])
        // Only the commands' words get British variants ("photos" is one of them).
        #expect(grammar.commandWords == ["next", "show", "photos"])
    }

    @Test func keepingKeepsScreenPhrasesApart() {
        let grammar = CommandGrammar(phrases: ["next", "qzxv"], screenPhrases: ["find beach", "find qzxv"]).keeping {
            $0 != "qzxv"
        }
        #expect(grammar.phrases == ["next", "find beach"])
        #expect(grammar.screenPhrases == ["find beach"])
        #expect(grammar.finalPhrases == ["next"])
    }
}
