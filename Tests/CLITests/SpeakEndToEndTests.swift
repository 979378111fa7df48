import Foundation
import TestSupport
import Testing

/// `lector speak` run as a process: real libespeak-ng, real files, checked with sox.
@Suite(.serialized) struct SpeakEndToEndTests {
    private func soxStat(_ path: String) throws -> (seconds: Double, rms: Double) {
        let stat = try ProcessRunner.run("sox", [path, "-n", "stat"])
        func field(_ name: String) -> Double? {
            stat.standardError.split(separator: "\n").first { $0.hasPrefix(name) }
                .flatMap { $0.split(separator: ":").last }
                .flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        }
        return (try #require(field("Length (seconds)")), try #require(field("RMS     amplitude")))
    }

    /// espeak-ng's `-w` adds its end-of-sentence pause (about 0.3 s), which Lector never sends (speech.md §1.2),
    /// so both files are compared with trailing silence trimmed, and the raw file within 20% plus that pause.
    @Test func wavMatchesTheEspeakCommandInLengthAndIsNotSilent() throws {
        let folder = try PackagePaths.temporaryDirectory("speak")
        let ours = folder.appendingPathComponent("h.wav").path
        let theirs = folder.appendingPathComponent("e.wav").path
        let outcome = try ProcessRunner.lector(["speak", "Hello world", "--output", "wav:\(ours)"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.isEmpty)
        #expect(try ProcessRunner.run("espeak-ng", ["-w", theirs, "Hello world"]).status == 0)

        let info = try ProcessRunner.run("soxi", [ours]).output
        #expect(info.contains("Channels       : 1"))
        #expect(info.contains("Sample Rate    : 22050"))
        #expect(info.contains("Precision      : 16-bit"))

        for path in [ours, theirs] {
            #expect(
                try ProcessRunner.run(
                    "sox", [path, path + ".trim.wav", "reverse", "silence", "1", "0.005", "0.1%", "reverse"]
                ).status == 0)
        }
        let trimmedOurs = try soxStat(ours + ".trim.wav").seconds
        let trimmedTheirs = try soxStat(theirs + ".trim.wav").seconds
        #expect(abs(trimmedOurs / trimmedTheirs - 1) < 0.2, "\(trimmedOurs) s vs espeak-ng \(trimmedTheirs) s")
        let (seconds, rms) = try soxStat(ours)
        let raw = try soxStat(theirs).seconds
        #expect(seconds > raw * 0.8 - 0.35 && seconds < raw * 1.2, "\(seconds) s vs espeak-ng \(raw) s")
        #expect(rms > 0.02, "RMS amplitude \(rms) is silence")
    }

    /// `speak --output wav:` records straight from the engine's thread; `pcm` still plays through the speech queue.
    /// Each is its process's first utterance, which the engine makes bit-identical (speech.md §1.2), so the file's
    /// samples must be the stream's, byte for byte: speech, the gaps between elements and their order.
    @Test(arguments: [
        ["The quick brown fox jumps over the lazy dog."],
        ["Guten Tag, wie geht es Ihnen? 3 Äpfel für 2,50 €.", "--locale", "de", "--punctuation", "all"],
        ["日本語のテキストです。", "--locale", "ja"],
        ["<b>Tags</b> & [[brackets]] stay text: 5 % off!", "--punctuation", "all"],
        ["--element", "Tests/CLITests/Fixtures/worked-examples.json"],
        ["--element", "Tests/CLITests/Fixtures/worked-examples-de.json", "--locale", "de", "--verbosity", "verbose"],
    ])
    func wavHoldsTheSamplesTheQueuePlaysToPCM(arguments: [String]) throws {
        let arguments = arguments.map {
            $0.hasPrefix("Tests/") ? PackagePaths.root.appendingPathComponent($0).path : $0
        }
        let folder = try PackagePaths.temporaryDirectory("speak")
        let path = folder.appendingPathComponent("out.wav").path
        let wav = try ProcessRunner.lector(["speak"] + arguments + ["--output", "wav:\(path)", "-q"])
        let pcm = try ProcessRunner.lector(["speak"] + arguments + ["--output", "pcm", "-q"])
        #expect(wav.status == 0, "\(wav.standardError)")
        #expect(pcm.status == 0, "\(pcm.standardError)")
        let file = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(file.count > 44 + 22050, "at least half a second")
        let header = [UInt8](file.prefix(44))
        func le32(_ offset: Int) -> Int { (0..<4).reduce(0) { $0 | Int(header[offset + $1]) << (8 * $1) } }
        #expect(header[0..<4].elementsEqual("RIFF".utf8) && header[36..<40].elementsEqual("data".utf8))
        #expect(le32(4) == file.count - 8 && le32(40) == file.count - 44 && le32(24) == 22050)
        #expect(file.dropFirst(44) == pcm.standardOutput)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.wav"])
    }

    /// The engine starts on its own thread as soon as `speak` is parsed, and that thread points descriptor 2 at a
    /// temporary file while it starts: what the command writes to stderr meanwhile must still arrive, once.
    @Test func noticesAndErrorsWrittenWhileTheEngineStartsReachStandardError() throws {
        let folder = try PackagePaths.temporaryDirectory("speak")
        let path = folder.appendingPathComponent("out.wav").path
        let fallback = try ProcessRunner.lector(["speak", "Hello", "--locale", "zz", "--output", "wav:\(path)"])
        #expect(fallback.status == 0)
        #expect(fallback.standardError == "lector: There are no strings for “zz”; English is used instead.\n")
        #expect(FileManager.default.fileExists(atPath: path))
        let missing = try ProcessRunner.lector(
            ["speak", "--element", "/nonexistent-lector.json", "--output", "wav:\(path)x"])
        #expect(missing.status == 2)
        #expect(missing.standardError == "lector: /nonexistent-lector.json: no such file or folder\n")
        #expect(!FileManager.default.fileExists(atPath: path + "x"))
    }

    @Test func rateChangesTheLength() throws {
        let folder = try PackagePaths.temporaryDirectory("speak")
        let slow = folder.appendingPathComponent("slow.wav").path
        let fast = folder.appendingPathComponent("fast.wav").path
        let text = "The quick brown fox jumps over the lazy dog."
        #expect(try ProcessRunner.lector(["speak", text, "--rate", "120", "--output", "wav:\(slow)"]).status == 0)
        #expect(try ProcessRunner.lector(["speak", text, "--rate", "400", "--output", "wav:\(fast)"]).status == 0)
        let slowSeconds = try soxStat(slow).seconds
        let fastSeconds = try soxStat(fast).seconds
        #expect(slowSeconds > fastSeconds * 2)
    }

    @Test func volumeChangesTheLoudness() throws {
        let folder = try PackagePaths.temporaryDirectory("speak")
        let quiet = folder.appendingPathComponent("quiet.wav").path
        let loud = folder.appendingPathComponent("loud.wav").path
        #expect(
            try ProcessRunner.lector(["speak", "Hello world", "--volume", "30", "--output", "wav:\(quiet)"]).status == 0
        )
        #expect(
            try ProcessRunner.lector(["speak", "Hello world", "--volume", "180", "--output", "wav:\(loud)"]).status == 0
        )
        let loudRMS = try soxStat(loud).rms
        let quietRMS = try soxStat(quiet).rms
        #expect(loudRMS > quietRMS * 2)
    }

    @Test func pcmStreamsRawSamplesAndNamesTheRateOnStderr() throws {
        let outcome = try ProcessRunner.lector(["speak", "Hello world", "--output", "pcm", "-q"])
        #expect(outcome.status == 0)
        #expect(outcome.standardError == "lector: pcm 22050 Hz s16le mono\n")
        let seconds = Double(outcome.standardOutput.count) / 2 / 22050
        #expect(seconds > 0.4 && seconds < 1.5)
        #expect(outcome.standardOutput.count % 2 == 0)
    }

    @Test func textAndNoneNeverStartTheEngine() throws {
        // A voice that does not exist only fails when the engine starts.
        let text = try ProcessRunner.lector(["speak", "Hello", "world", "--output", "text", "--voice", "zz-none"])
        #expect(text.status == 0)
        #expect(text.output == "Hello world\n")
        let none = try ProcessRunner.lector(["speak", "Hello", "--output", "none", "--voice", "zz-none"])
        #expect(none.status == 0)
        #expect(none.output.isEmpty && none.standardError.isEmpty)
    }

    @Test func voiceSelectsTheEngineVoice() throws {
        let english = try ProcessRunner.lector(["speak", "hallo", "--output", "phonemes"])
        let german = try ProcessRunner.lector(["speak", "hallo", "--output", "phonemes", "--voice", "gmw/de"])
        #expect(english.status == 0 && german.status == 0)
        #expect(english.output != german.output)
        #expect(german.output == "h'alo:\n")
    }

    /// A word in another script is spoken by that script's voice, as the espeak-ng command speaks it with that voice
    /// (issue 41); without the switch the session's voice names its letters ("Chinese letter").
    @Test(arguments: [
        ("en", "Photo 着物", "キモノ", "ja", "tS'aIni:z"), ("de", "Ein Привет", "Привет", "ru", "ky:R'IlIS"),
        ("en", "The Ελλάδα trip", "Ελλάδα", "el", "'EpsIl@n"), ("fr", "Titre مرحبا", "مرحبا", "ar", "'ar@bIk"),
        ("ja", "カメラ Camera", "Camera", "en", "s'i: _:'eI"),
    ])
    func aWordInAnotherScriptIsSpokenByItsVoice(
        locale: String, text: String, word: String, voice: String, letterNames: String
    ) throws {
        let outcome = try ProcessRunner.lector(["-q", "--locale", locale, "speak", text, "--output", "phonemes"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let reference = try ProcessRunner.run("espeak-ng", ["-q", "-x", "-v", voice, word]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!reference.isEmpty)
        #expect(outcome.output.contains(reference), "\(outcome.output) lacks \(reference)")
        #expect(!outcome.output.contains(letterNames), "\(outcome.output)")
    }

    @Test(arguments: [("zz-no-voice", "Voice zz-no-voice not found."), ("mb-en1", "Voice mb-en1 needs MBROLA")])
    func badVoiceIsExit2WithOneLine(voice: String, message: String) throws {
        let folder = try PackagePaths.temporaryDirectory("speak")
        let path = folder.appendingPathComponent("x.wav").path
        let outcome = try ProcessRunner.lector(["speak", "Hello", "--voice", voice, "--output", "wav:\(path)"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("lector: \(message)"))
        #expect(outcome.standardError.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no half-written file")
    }

    @Test func noSoundDeviceFallsBackToTextWithOneNotice() throws {
        let outcome = try ProcessRunner.lector(
            ["speak", "Hello world"], environment: ["LECTOR_AUDIO_DEVICE": "lector-no-such-device"])
        #expect(outcome.status == 0)
        #expect(outcome.output == "Hello world\n")
        #expect(outcome.standardError == "lector: No sound device could be opened; speech is printed as text.\n")
        let quiet = try ProcessRunner.lector(
            ["speak", "Hello world", "-q"], environment: ["LECTOR_AUDIO_DEVICE": "lector-no-such-device"])
        #expect(quiet.standardError.isEmpty)
    }

    @Test func alsaNullDevicePlaysWithoutAnyOutput() throws {
        let outcome = try ProcessRunner.lector(["speak", "Hello world", "--audio-device", "null"])
        #expect(outcome.status == 0)
        #expect(outcome.output.isEmpty)
        #expect(outcome.standardError.isEmpty)
    }

    @Test func usageErrorsAreExit64() throws {
        for arguments in [["bogus"], ["speak"], ["speak", "x", "--rate", "10"], ["speak", "x", "--output", "mp3"]] {
            let outcome = try ProcessRunner.lector(arguments)
            #expect(outcome.status == 64, "\(arguments)")
            #expect(outcome.standardError.contains("Usage: lector"), "\(arguments)")
        }
    }

    /// Ctrl-C while `speak` records a WAV file (a signal handler raises a flag the recording reads at every engine
    /// callback): exit 130 and no file, neither the target nor the temporary one. The signal is sent once the first
    /// buffer of the temporary file is on disk, so the recording is under way and far from its end.
    @Test func controlCStopsAWAVRecordingAndLeavesNoFile() throws {
        let folder = try PackagePaths.temporaryDirectory("speak")
        let path = folder.appendingPathComponent("long.wav").path
        let text = String(repeating: "This sentence is recorded again and again until someone stops it. ", count: 400)
        let script = """
            import glob, os, subprocess, sys, time, signal
            p = subprocess.Popen([sys.argv[1], "speak", sys.argv[2], "--output", "wav:" + sys.argv[3], "-q"],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            folder = os.path.dirname(sys.argv[3])
            while p.poll() is None and not any(os.path.getsize(f) > 0 for f in glob.glob(folder + "/.*.tmp")):
                time.sleep(0.002)
            p.send_signal(signal.SIGINT)
            print(p.wait())
            """
        let outcome = try ProcessRunner.run(
            "python3", ["-c", script, PackagePaths.binary.path, text, path],
            environment: ProcessInfo.processInfo.environment.merging(
                ["LECTOR_LOCALIZATIONS": PackagePaths.localizations.path]) { $1 })
        #expect(outcome.output.trimmingCharacters(in: .whitespacesAndNewlines) == "130", "\(outcome.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// Ctrl-C while speaking: the process stops with 130 long before the utterance would have ended.
    /// The PCM goes to a reader that consumes it in real time, like a sound device.
    @Test func controlCStopsSpeechAtOnce() throws {
        let text = String(repeating: "This sentence is spoken again and again until someone stops it. ", count: 20)
        let full = try ProcessRunner.lector(["speak", text, "--output", "pcm", "-q"]).standardOutput.count
        let script = """
            import subprocess, sys, time, signal
            p = subprocess.Popen([sys.argv[1], "speak", sys.argv[2], "--output", "pcm", "-q"],
                                 stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
            got = 0
            start = time.time()
            while time.time() - start < 0.5:
                chunk = p.stdout.read(4410)
                if not chunk: break
                got += len(chunk)
                time.sleep(0.1)
            p.send_signal(signal.SIGINT)
            rest = p.stdout.read()
            print(p.wait(), got + len(rest))
            """
        let outcome = try ProcessRunner.run(
            "python3", ["-c", script, PackagePaths.binary.path, text],
            environment: ProcessInfo.processInfo.environment.merging(
                ["LECTOR_LOCALIZATIONS": PackagePaths.localizations.path]) { $1 })
        let fields = outcome.output.split(separator: " ").map {
            String($0).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(fields.first == "130", "\(outcome.output) \(outcome.standardError)")
        let received = try #require(fields.last.flatMap { Int($0) })
        #expect(received < full / 4, "received \(received) of \(full) bytes")
    }
}
