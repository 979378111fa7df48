import Foundation
import Testing
import TestSupport

/// Lector's libespeak-ng has no command queue (Synthesis/FifoStubs.swift: fifo.o is never linked, so no queue thread
/// is started): `lector speak --output pcm` must give the samples of the distribution's libespeak-ng.so.1, whose queue
/// and thread are the real ones, driven from a fresh process with the calls Lector makes (synchronous output,
/// punctuation and capitals off, the `gmw/en` voice, rate, pitch, volume, the markup `--output ssml` prints).
@Suite struct EspeakFifoStubTests {
    /// The reference: each argument is `RATE PITCH MARKUP`, one synthesis each, every sample on standard output.
    private static let script = """
        import ctypes, sys
        lib = ctypes.CDLL("libespeak-ng.so.1")
        lib.espeak_ng_InitializePath(None)
        ctx = ctypes.c_void_p()
        assert lib.espeak_ng_Initialize(ctypes.byref(ctx)) == 0
        assert lib.espeak_ng_InitializeOutput(1, 0, None) == 0
        samples = bytearray()
        CALLBACK = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_short), ctypes.c_int, ctypes.c_void_p)
        def collect(wav, count, events):
            if count > 0:
                samples.extend(ctypes.string_at(wav, count * 2))
            return 0
        callback = CALLBACK(collect)
        lib.espeak_SetSynthCallback(callback)
        lib.espeak_ng_SetParameter(5, 0, 0)
        lib.espeak_ng_SetParameter(6, 0, 0)
        assert lib.espeak_ng_SetVoiceByName(b"gmw/en") == 0
        rate, pitch, markup = sys.argv[1].split(" ", 2)
        lib.espeak_ng_SetParameter(1, int(rate), 0)
        lib.espeak_ng_SetParameter(3, int(pitch), 0)
        lib.espeak_ng_SetParameter(2, 100, 0)
        data = markup.encode() + b"\\0"
        assert lib.espeak_ng_Synthesize(data, len(data), 0, 1, 0, 0x1 | 0x10 | 0x100, None, None) == 0
        sys.stdout.buffer.write(bytes(samples))
        """

    /// Generated: each text at each rate and pitch.
    private static let cases: [(text: String, rate: Int, pitch: Int)] = {
        let texts = [
            "The quick brown fox jumps over the lazy dog.",
            "Hello world",
            "CAPITALS and MiXeD case words, then a pause; and more!",
            "Is this a question?",
        ]
        return texts.flatMap { text in [(175, 50), (320, 10), (90, 95)].map { (text, $0.0, $0.1) } }
    }()

    @Test func speakSamplesAreTheSharedLibrarys() throws {
        for item in Self.cases {
            let options = ["--locale", "en", "--rate", String(item.rate), "--pitch", String(item.pitch), "-q"]
            let markup = try ProcessRunner.lector(["speak", item.text, "--output", "ssml"] + options)
            #expect(markup.status == 0, "\(markup.standardError)")
            let line = markup.output.trimmingCharacters(in: .newlines)
            #expect(!line.contains("\n"), "one utterance expected: \(line)")
            let ours = try ProcessRunner.lector(["speak", item.text, "--output", "pcm"] + options)
            #expect(ours.status == 0, "\(ours.standardError)")
            let theirs = try ProcessRunner.run("python3", ["-c", Self.script, "\(item.rate) \(item.pitch) \(line)"])
            #expect(theirs.status == 0, "\(theirs.standardError)")
            #expect(ours.standardOutput.count > 10_000)
            // As a boolean: a failing `==` of two large `Data` makes the test library diff them byte by byte.
            let same = ours.standardOutput.elementsEqual(theirs.standardOutput)
            #expect(same, "\(item): \(ours.standardOutput.count) bytes from lector, \(theirs.standardOutput.count) from libespeak-ng.so.1")
        }
    }
}
