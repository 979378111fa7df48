import Foundation
import TestSupport
import Testing

/// `lector pronounce` with a real library and the real synthesizer.
@Suite(.serialized) struct PronounceEndToEndTests {
    private func library() throws -> [String] {
        [
            "--library", try PackagePaths.temporaryDirectory("pronounce").appendingPathComponent("lib").path, "--empty",
            "-q",
        ]
    }

    @Test func ipaEntryMovesTheStressToTheFirstSyllable() throws {
        let lib = try library()
        let before = try ProcessRunner.lector(lib + ["speak", "Photorama", "--output", "phonemes"]).output
        #expect(before == "f,oUtoUr'A:m@\n")
        let add = try ProcessRunner.lector(lib + ["pronounce", "add", "Photorama", "--ipa", "ˈfoʊtəˌɹɑːmə"])
        #expect(add.status == 0, "\(add.standardError)")
        let after = try ProcessRunner.lector(lib + ["speak", "Open Photorama now.", "--output", "phonemes"]).output
        #expect(after == "'oUp@n f'oUt@r,A:m@ n'aU\n")
        let test = try ProcessRunner.lector(lib + ["pronounce", "test", "Photorama", "--output", "none"])
        #expect(test.status == 0)
        #expect(test.output == "Photorama\tf,oUtoUr'A:m@\tf'oUt@r,A:m@\n")
        let list = try ProcessRunner.lector(lib + ["pronounce", "list"])
        #expect(list.output == "Photorama\tipa\tˈfoʊtəˌɹɑːmə\tword\tany-case\ten\n")
    }

    @Test func unknownIPASymbolIsAUsageErrorNamingIt() throws {
        let lib = try library()
        let outcome = try ProcessRunner.lector(lib + ["pronounce", "add", "Photorama", "--ipa", "ˈfoʊʘə"])
        #expect(outcome.status == 64)
        #expect(
            outcome.standardError.hasPrefix(
                "lector: IPA “ˈfoʊʘə” (en): symbol “ʘ” (U+0298) at position 5 has no espeak-ng phoneme."))
        #expect(try ProcessRunner.lector(lib + ["pronounce", "list"]).output.isEmpty, "nothing was saved")
    }

    @Test(arguments: [
        (["--say", "a\"b"], "“\"”"), (["--espeak", "[[a]]b[["], "“[”"),
        (["--ipa", "foʊ", "--match", "anywhere"], "--match word"),
        (["--say", "x", "--match", "regex", "Ph.*"], ""),
    ])
    func badEntriesAreRejected(arguments: [String], mention: String) throws {
        let lib = try library()
        let word = arguments.count == 5 ? [] : ["Photorama"]
        let outcome = try ProcessRunner.lector(lib + ["pronounce", "add"] + word + arguments)
        if arguments.count == 5 {
            // A regex that can match nothing is refused; one that matches is accepted.
            #expect(outcome.status == 0)
            return
        }
        #expect(outcome.status == 64, "\(outcome.standardError)")
        #expect(outcome.standardError.contains(mention), "\(outcome.standardError)")
    }

    @Test func addReplacesAndRemoveDeletes() throws {
        let lib = try library()
        #expect(try ProcessRunner.lector(lib + ["pronounce", "add", "Nguyen", "--espeak", "w'In"]).status == 0)
        #expect(try ProcessRunner.lector(lib + ["pronounce", "add", "Nguyen", "--say", "win"]).status == 0)
        let list = try ProcessRunner.lector(lib + ["pronounce", "list"]).output
        #expect(list == "Nguyen\tsay\twin\tword\tany-case\ten\n")
        #expect(
            try ProcessRunner.lector(lib + ["speak", "Nguyen", "--output", "ssml"]).output
                == "<sub alias=\"win\">Nguyen</sub>\n")
        #expect(try ProcessRunner.lector(lib + ["pronounce", "remove", "Nguyen"]).status == 0)
        #expect(try ProcessRunner.lector(lib + ["pronounce", "list"]).output.isEmpty)
        #expect(try ProcessRunner.lector(lib + ["pronounce", "remove", "Nguyen"]).status == 2)
    }

    @Test func entriesApplyOnlyToTheirLanguage() throws {
        let lib = try library()
        #expect(
            try ProcessRunner.lector(lib + ["--locale", "de", "pronounce", "add", "Zucchini", "--ipa", "tsuˈkiːni"])
                .status == 0)
        let german = try ProcessRunner.lector(lib + ["--locale", "de", "speak", "Zucchini", "--output", "phonemes"])
            .output
        #expect(german == "tsuk'i:ni\n", "the engine puts the stress before the vowel")
        let english = try ProcessRunner.lector(lib + ["speak", "Zucchini", "--output", "phonemes"]).output
        #expect(english != german)
    }

    @Test func speakingNeverCreatesALibrary() throws {
        let folder = try PackagePaths.temporaryDirectory("nolib").appendingPathComponent("lib")
        let outcome = try ProcessRunner.lector(["--library", folder.path, "speak", "hello", "--output", "text"])
        #expect(outcome.status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}
