import Synthesis
import TestSupport
import Testing

/// The engine of the test process's one shared synthesizer (libespeak-ng starts once per process).
@Suite(.serialized) struct EspeakEngineTests {
    @Test func producesLoudSamplesAtTheEngineRate() throws {
        var samples: [Int16] = []
        let completed = try SharedEngine.run { engine in
            try engine.setVoice(named: "gmw/en")
            return try engine.synthesize("Hello world") { chunk in
                samples.append(contentsOf: chunk)
                return true
            }
        }
        #expect(completed)
        #expect(SharedEngine.sampleRate == 22050)
        let seconds = Double(samples.count) / Double(SharedEngine.sampleRate)
        #expect(seconds > 0.4 && seconds < 1.5)
        let rms = (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(samples.count)).squareRoot()
        #expect(rms > 1000, "RMS \(rms) is close to silence")
    }

    @Test func returningFalseFromTheHandlerAbortsSynthesis() throws {
        var full = 0
        var partial = 0
        let text = "This sentence is long enough to need many chunks of audio from the engine."
        try SharedEngine.run { engine in
            try engine.synthesize(text) { chunk in
                full += chunk.count; return true
            }
            let completed = try engine.synthesize(text) { chunk in
                partial += chunk.count
                return false
            }
            #expect(!completed)
        }
        #expect(partial > 0 && partial < full / 4)
    }

    @Test func phonemeTraceShowsTheMnemonics() throws {
        let phonemes = try SharedEngine.run { engine in
            try engine.setVoice(named: "gmw/en")
            return try engine.phonemes(of: "hello")
        }
        #expect(phonemes == "h@l'oU")
    }

    @Test func unknownVoiceIsATypedError() throws {
        let error = try #require(throws: SynthesisError.self) {
            try SharedEngine.run { engine in try engine.setVoice(named: "xx-no-such-voice") }
        }
        #expect(error.kind == .voiceNotFound)
        #expect(error.function == "espeak_ng_SetVoiceByName")
        #expect(error.code != 0)
        #expect(error.voice == "xx-no-such-voice")
    }

    @Test func mbrolaVoicesAreRefusedAndNeverListed() throws {
        let error = try #require(throws: SynthesisError.self) {
            try SharedEngine.run { engine in try engine.setVoice(named: "mb-en1") }
        }
        #expect(error.kind == .voiceNeedsMBROLA)
        let voices = SharedEngine.voices()
        #expect(voices.contains { $0.identifier == "gmw/de" })
        #expect(!voices.contains { $0.identifier.hasPrefix("mb/") })
    }

    @Test func aSecondEngineInTheSameProcessIsRefused() throws {
        _ = SharedEngine.sampleRate
        let error = try #require(throws: SynthesisError.self) { try EspeakEngine() }
        #expect(error.kind == .alreadyStarted)
    }
}
