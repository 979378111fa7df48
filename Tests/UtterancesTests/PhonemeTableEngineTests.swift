import Foundation
import Testing

@testable import Utterances

/// Runs the `espeak-ng` command-line program, when installed, to print the phonemes of a text.
enum EspeakCommand {
    /// The path of `espeak-ng` on `PATH`, or nil.
    static let path: String? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/espeak-ng" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static var isAvailable: Bool { path != nil }

    /// The phoneme trace of `espeak-ng -q -x -v VOICE TEXT`, trimmed.
    static func phonemes(of text: String, voice: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path))
        process.arguments = ["-q", "-x", "-v", voice, text]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "espeak-ng -v \(voice) \(text)")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Checks the tables against the installed voices (`speech.md` §3.4): at an unknown mnemonic the engine
/// drops the rest of the word, so `[['a` m `t@]]` must still end in `t@`. Each case starts one process
/// per mnemonic; they run one at a time to spare the shared machine.
@Suite(.serialized, .enabled(if: EspeakCommand.isAvailable, "espeak-ng is not installed"))
struct PhonemeTableEngineTests {
    @Test(arguments: PhonemeTable.all.map(\.language))
    func everyMnemonicIsKnownToTheVoice(_ language: String) throws {
        let table = try #require(PhonemeTable.table(for: language))
        let targets = Set(table.mnemonics.values).subtracting(["'", ",", " "]).sorted()
        #expect(!targets.isEmpty)
        for mnemonic in targets {
            let trace = try EspeakCommand.phonemes(of: "[['a\(mnemonic)t@]]", voice: table.voice)
            #expect(trace.hasSuffix("t@"), "mnemonic \(mnemonic) in \(table.voice): trace \(trace)")
        }
    }

    @Test func unknownMnemonicIsCaught() throws {
        // The check above would catch a wrong mnemonic: English has no y, German no Y.
        #expect(try !EspeakCommand.phonemes(of: "[['ayt@]]", voice: "gmw/en").hasSuffix("t@"))
        #expect(try !EspeakCommand.phonemes(of: "[['aYt@]]", voice: "gmw/de").hasSuffix("t@"))
    }

    @Test func convertedExampleIsSpokenWithMovedStress() throws {
        let markup = try PhonemeTable.english.convert(ipa: "ˈfoʊtəˌɹɑːmə")
        #expect(try EspeakCommand.phonemes(of: markup, voice: "gmw/en") == "f'oUt@r,A:m@")
    }
}
