import Foundation
import TestSupport
import Testing

/// The settings saved in browse apply to every command that speaks, the options override them, and Lector's
/// own sentences are never punctuation-expanded (through the built binary).
@Suite struct SavedSettingsEndToEndTests {
    private func browse(_ script: String, library: URL, _ extra: [String] = []) throws -> ProcessOutcome {
        try CollectionProcess.lector(
            ["-q"] + extra + ["browse", "items", "--script", "-", "--output", "text"], library: library,
            input: Data(script.utf8))
    }

    @Test func confirmationsAreWordsAndOwnSentencesKeepTheirPeriods() throws {
        let (_, library) = try CollectionProcess.workspace("saved-confirm")
        let outcome = try browse(
            "set punctuation all\nnext\nset hints off\nset hints on\nset verbosity brief\n", library: library)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("Punctuation: All"), "\(lines)")
        #expect(lines.contains("Opens the item."), "\(lines)")
        #expect(lines.contains("Hints off"))
        #expect(lines.contains("Hints on"))
        #expect(lines.contains("Verbosity: Brief"), "\(lines)")
        #expect(!outcome.output.contains(" dot"), "\(outcome.output)")
        #expect(!outcome.output.contains("colon"), "\(outcome.output)")
        #expect(!outcome.output.contains("Hints: 0") && !outcome.output.contains("Hints: 1"))
    }

    @Test func savedSettingsApplyToSpeakTextAndElementAndOptionsWin() throws {
        let (folder, library) = try CollectionProcess.workspace("saved-speak")
        #expect(try browse("set punctuation all\nset hints off\nset verbosity verbose\n", library: library).status == 0)
        let text = try CollectionProcess.lector(["speak", "--output", "text", "Hello."], library: library)
        #expect(text.output == "Hello dot.\n", "\(text.output)")
        let overridden = try CollectionProcess.lector(
            ["--punctuation", "none", "speak", "--output", "text", "Hello."], library: library)
        #expect(overridden.output == "Hello.\n")
        let tree = folder.appendingPathComponent("tree.json")
        try Data(#"[{"label":"Save","traits":["button"]},{"label":"Name","value":"a.b","traits":["textEntry"]}]"#.utf8)
            .write(to: tree)
        let element = try CollectionProcess.lector(
            ["speak", "--element", tree.path, "--output", "text"], library: library)
        // Hints off: no hint line, not even verbose's keyboard help; punctuation all reads the value's period.
        #expect(element.output == "Save. Button.\nName: a dot b. Text Field.\n", "\(element.output)")
        let withHints = try CollectionProcess.lector(
            ["--verbosity", "normal", "speak", "--element", tree.path, "--output", "text"], library: library)
        #expect(withHints.output == "Save. Button.\nName: a dot b. Text Field.\n", "\(withHints.output)")
    }

    @Test func speakingNeverCreatesALibrary() throws {
        let (_, library) = try CollectionProcess.workspace("saved-none")
        let outcome = try CollectionProcess.lector(["speak", "--output", "text", "Hello."], library: library)
        #expect(outcome.output == "Hello.\n")
        #expect(outcome.standardError.isEmpty, "\(outcome.standardError)")
        #expect(!FileManager.default.fileExists(atPath: library.path))
    }
}
