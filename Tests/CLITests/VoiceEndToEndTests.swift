import Foundation
import TestSupport
import Testing

/// `lector browse --listen-file` closed loop (issue 17): the espeak-ng command says the commands, sox makes
/// them 16 kHz mono and adds noise, and the built binary hears them over a fresh demo library. The transcript
/// must be the one the same commands give as a script; sentences outside the grammar move nothing.
@Suite(.serialized) struct VoiceEndToEndTests {
    /// A fresh folder for one test.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lector-voice-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Creates the library at `path` with voice commands not said back (the say-heard setting off), so a transcript
    /// is what the commands did; the setting's own test hears them said back.
    static func libraryNotSayingBack(_ path: String) throws {
        let outcome = try ProcessRunner.lector(
            ["--library", path, "-q", "--output", "none", "browse"], input: Data("set say-heard off\n".utf8))
        try #require(outcome.status == 0, "\(outcome.standardError)")
    }

    /// Runs a tool and requires it to succeed.
    static func tool(_ program: String, _ arguments: [String]) throws {
        let outcome = try ProcessRunner.run(program, arguments)
        try #require(outcome.status == 0, "\(program) \(arguments): \(outcome.standardError)")
    }

    /// One WAV file of the phrases said by `voice` at `rate` words a minute, each after 0.6 s of silence (or of
    /// sox's pink noise where `noise` says so), with a second of silence at the end; an empty phrase is the
    /// silence or noise alone. Every sox call is seeded (`-R`): sox dithers even silence by one step, and a
    /// fresh session's first command can turn on that.
    static func speech(_ phrases: [(text: String, noise: Bool)], voice: String, rate: Int, in folder: URL) throws -> URL
    {
        var parts: [String] = []
        for (index, phrase) in phrases.enumerated() {
            let gap = folder.appendingPathComponent("gap\(index).wav").path
            if phrase.noise {
                try tool(
                    "sox",
                    ["-R", "-n", "-r", "16000", "-c", "1", "-b", "16", gap, "synth", "0.6", "pinknoise", "vol", "0.05"])
            } else {
                try tool("sox", ["-R", "-n", "-r", "16000", "-c", "1", "-b", "16", gap, "trim", "0", "0.6"])
            }
            guard !phrase.text.isEmpty else {
                parts.append(gap)
                continue
            }
            let raw = folder.appendingPathComponent("said\(index).wav").path
            let resampled = folder.appendingPathComponent("said\(index)-16k.wav").path
            try tool("espeak-ng", ["-v", voice, "-s", String(rate), "-w", raw, phrase.text])
            try tool("sox", ["-R", raw, "-r", "16000", "-c", "1", "-b", "16", resampled])
            parts += [gap, resampled]
        }
        let tail = folder.appendingPathComponent("tail.wav").path
        try tool("sox", ["-R", "-n", "-r", "16000", "-c", "1", "-b", "16", tail, "trim", "0", "1"])
        let all = folder.appendingPathComponent("all-\(voice)-\(rate).wav")
        try tool("sox", ["-R"] + parts + [tail, all.path])
        return all
    }

    @Test func spokenCommandsRunAsTheirScriptAndOtherSpeechMovesNothing() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = folder.appendingPathComponent("library").path
        let audio = try Self.speech(
            [("show photos", false), ("the weather is nice today", false), ("next", false)], voice: "en-us", rate: 150,
            in: folder)
        try Self.libraryNotSayingBack(library)
        let heard = try ProcessRunner.lector([
            "--library", library, "--output", "text", "browse", "--listen-file", audio.path,
        ])
        #expect(heard.status == 0, "\(heard.standardError)")
        let script = try ProcessRunner.lector(
            ["--library", library, "--output", "text", "browse"], input: Data("screen photos\nnext\n".utf8))
        #expect(heard.output.contains("Photos. Heading."))
        // Never a wrong action: the photos screen, then "next", or nothing, or a request to say it again.
        let photos = "Lector. Heading.\nPhotos. Heading.\n"
        #expect([script.output, photos, photos + "Say it again.\n"].contains(heard.output), "\(heard.output)")
    }

    /// `--listen-file -` acts on each command as its audio arrives (issue 42): a WAV stream whose header does not
    /// know its length, written in two parts; the first command is acted on, and logged as heard, while the input
    /// is still open, before the second part is written.
    @Test func aStreamIsHeardAsItArrives() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try Data(contentsOf: Self.speech([("show photos", false)], voice: "en-us", rate: 150, in: folder))
        let second = try Data(contentsOf: Self.speech([("back", false)], voice: "en-us", rate: 150, in: folder))
        // The samples of each file after its 44-byte header; one header for the stream, its sizes unknown.
        var header = first.prefix(44)
        header.replaceSubrange(4..<8, with: [0xFF, 0xFF, 0xFF, 0xFF])
        header.replaceSubrange(40..<44, with: [0xFF, 0xFF, 0xFF, 0xFF])
        let log = folder.appendingPathComponent("speech.log")
        try Self.libraryNotSayingBack(folder.appendingPathComponent("library").path)
        let process = Process()
        process.executableURL = PackagePaths.binary
        process.arguments = [
            "--library", folder.appendingPathComponent("library").path, "--output", "text", "--speech-log", log.path,
            "browse", "--listen-file", "-",
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["LECTOR_LOCALIZATIONS"] = PackagePaths.localizations.path
        environment["LANG"] = nil
        process.environment = environment
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(header + first.dropFirst(44))
        func logged() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        let deadline = Date().addingTimeInterval(30)
        while !logged().contains("Photos. Heading."), Date() < deadline { usleep(50_000) }
        #expect(process.isRunning, "browse ended before its input did")
        #expect(logged().contains("Photos. Heading."), "\(logged())")
        #expect(logged().contains("heard: show photos ("), "\(logged())")
        input.fileHandleForWriting.write(second.dropFirst(44))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let lines = logged().split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("heard: back (") }, "\(lines)")
    }

    /// In a new library a voice command is said back before it runs, as heard (issue 42: the say-heard setting
    /// is on for the first hour of listening); the speech log has the hearing too.
    @Test func aNewListenerHearsEachCommandSaidBack() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let audio = try Self.speech([("show photos", false)], voice: "en-us", rate: 150, in: folder)
        let heard = try ProcessRunner.lector([
            "--library", folder.appendingPathComponent("library").path, "--output", "text", "browse",
            "--listen-file", audio.path,
        ])
        #expect(heard.status == 0, "\(heard.standardError)")
        #expect(heard.output == "Lector. Heading.\nshow photos\nPhotos. Heading.\n", "\(heard.output)")
    }

    /// Every command, said in one session, and the script line that does the same: each moves the focus, opens
    /// a screen or says something, so the transcript shows each action.
    static let everyCommand: [(said: String, script: String)] = [
        ("show photos", "screen photos"), ("next", "next"), ("next", "next"), ("previous", "previous"),
        ("last", "last"),
        ("first", "first"), ("next image", "next image"), ("open", "activate"), ("back", "back"),
        ("show items", "screen items"),
        ("find laptop", "find laptop"), ("next button", "next button"), ("next heading", "next heading"),
        ("read all", "read-all"),
        ("repeat", "repeat"), ("stop", "stop"), ("help", "help"), ("go home", "screen home"),
        ("show settings", "screen settings"),
        ("faster", "set rate 200"), ("slower", "set rate 175"), ("quit", "quit"),
    ]

    /// What a spoken session acted on, from its speech log: each "heard: PHRASE (CONFIDENCE)" line not followed by
    /// "Say it again." (the recognizer was unsure) nor by "heard: no command".
    static func actedOn(log: URL) throws -> [String] {
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        var acted: [String] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("heard: ") && line.hasSuffix(")") {
            guard let open = line.lastIndex(of: "(") else { continue }
            let phrase = line[line.index(line.startIndex, offsetBy: 7)..<open].trimmingCharacters(in: .whitespaces)
            if index + 1 < lines.count, lines[index + 1] == "Say it again." { continue }
            acted.append(phrase)
        }
        return acted
    }

    /// Whether `acted` is `said` with some phrases left out, in order: nothing acted on that was not said.
    static func isSubsequence(_ acted: [String], of said: [String]) -> Bool {
        var rest = said[...]
        for phrase in acted {
            guard let found = rest.firstIndex(of: phrase) else { return false }
            rest = rest[(found + 1)...]
        }
        return true
    }

    /// The bench's two voices at two rates, each saying every command in one session (audio on standard input for
    /// one of them, `--listen-file -`). Never a wrong action: what the session acted on (its speech log) is the
    /// commands said, some perhaps left out (asked again or not heard), in order; and most are acted on. Each
    /// voice's floor is what the recognizer of issue 42 hears in it, less a command: the tests are not where its
    /// accuracy is measured (`lector bench` is), but a recognizer that hears less than that has broken. (Measured at
    /// issue 42: 16, 18, 17 and 16 of the 22; "first" is never heard in these voices, "next" alone rarely.)
    @Test(arguments: [("en-us", 150, 15), ("en-us", 200, 17), ("en-gb", 150, 16), ("en-gb", 200, 15)])
    func everyCommandSaidIsActedOnOrLeftNeverAnother(voice: String, rate: Int, floor: Int) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let said = Self.everyCommand.map(\.said)
        let audio = try Self.speech(said.map { ($0, false) }, voice: voice, rate: rate, in: folder)
        let fromStandardInput = voice == "en-gb" && rate == 200
        let log = folder.appendingPathComponent("speech.log")
        try Self.libraryNotSayingBack(folder.appendingPathComponent("heard").path)
        let heard = try ProcessRunner.lector(
            [
                "--library", folder.appendingPathComponent("heard").path, "--output", "text", "--speech-log", log.path,
                "browse", "--listen-file", fromStandardInput ? "-" : audio.path,
            ],
            input: fromStandardInput ? try Data(contentsOf: audio) : nil)
        #expect(heard.status == 0, "\(heard.standardError)")
        let acted = try Self.actedOn(log: log)
        #expect(Self.isSubsequence(acted, of: said), "\(voice) \(rate): acted on \(acted)")
        #expect(acted.count >= floor, "\(voice) \(rate): acted on \(acted.count) of \(said.count): \(acted)")
    }

    @Test func actedOnReadsTheSpeechLog() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("speech.log")
        try """
        Lector. Heading.
        heard: show photos (0.93)
        Photos. Heading.
        heard: open (0.41)
        Say it again.
        heard: no command
        heard: next (0.62)
        Sunset, 2 of 3.
        """.write(to: log, atomically: true, encoding: .utf8)
        #expect(try Self.actedOn(log: log) == ["show photos", "next"])
        #expect(Self.isSubsequence(["show photos", "next"], of: ["show photos", "stop", "next"]))
        #expect(!Self.isSubsequence(["next", "show photos"], of: ["show photos", "next"]))
        #expect(!Self.isSubsequence(["open"], of: ["show photos", "next"]))
    }

    /// A command right after pink noise (sox, seeded with -R), at the start of a session, is that command or
    /// nothing: it used to be heard as "open" (the mean after one "show photos" was that phrase's alone, and the
    /// noise had moved it). The recognizer of issue 42 moves its mean only with accepted commands' frames.
    @Test func aCommandAfterNoiseIsThatCommandOrNothing() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = folder.appendingPathComponent("library").path
        let audio = try Self.speech([("show photos", false), ("next", true)], voice: "en-us", rate: 150, in: folder)
        try Self.libraryNotSayingBack(library)
        let heard = try ProcessRunner.lector([
            "--library", library, "--output", "text", "browse", "--listen-file", audio.path,
        ])
        #expect(heard.status == 0, "\(heard.standardError)")
        let script = try ProcessRunner.lector(
            ["--library", library, "--output", "text", "browse"], input: Data("screen photos\nnext\n".utf8))
        // Never a wrong action: the command, or nothing, or a request to say it again.
        let photos = "Lector. Heading.\nPhotos. Heading.\n"
        #expect([script.output, photos, photos + "Say it again.\n"].contains(heard.output), "\(heard.output)")
    }

    /// Pink noise alone after a command does nothing: the transcript is the one of the command alone, or asks to
    /// say it again. The grammar's closest phrase to a hiss can fit it well: before ``HeldSound`` the noise after
    /// these voices' "show photos" was heard as "back" (Scottish, Caribbean: Lector went home) or "next" (British:
    /// the focus moved), and after the female voice's the phone loop heard the noise as silence and the grammar
    /// still ended on "back". The phone loop holds one phone over the whole noise, or calls it silence, so a
    /// phrase lying on it is rejected.
    @Test func noiseAloneMovesNothing() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = folder.appendingPathComponent("library").path
        try Self.libraryNotSayingBack(library)
        for (voice, rate) in [("en-gb-scotland", 170), ("en-gb", 150), ("en-029", 160), ("en+f3", 160)] {
            let quiet = try Self.speech([("show photos", false)], voice: voice, rate: rate, in: folder)
            let alone = try ProcessRunner.lector([
                "--library", library, "--output", "text", "browse", "--listen-file", quiet.path,
            ])
            let noisy = try Self.speech([("show photos", false), ("", true)], voice: voice, rate: rate, in: folder)
            let heard = try ProcessRunner.lector([
                "--library", library, "--output", "text", "browse", "--listen-file", noisy.path,
            ])
            #expect(heard.status == 0, "\(heard.standardError)")
            #expect(alone.output.hasPrefix("Lector. Heading.\n"), "\(voice): \(alone.output)")
            #expect([alone.output, alone.output + "Say it again.\n"].contains(heard.output), "\(voice)")
        }
    }

    @Test func audioInAnotherFormatExitsTwoNamingTheFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let wav = folder.appendingPathComponent("stereo.wav").path
        try Self.tool("sox", ["-n", "-r", "44100", "-c", "2", "-b", "16", wav, "trim", "0", "0.1"])
        let outcome = try ProcessRunner.lector(
            ["--library", folder.appendingPathComponent("library").path, "browse", "--listen-file", wav])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("stereo.wav"))
    }

    @Test func listenFileAloneIsAUsageError() throws {
        let outcome = try ProcessRunner.lector(["browse", "--listen-file", "a.wav", "--script", "b.txt"])
        #expect(outcome.status == 64)
    }
}
