import Foundation
import Speech
import Synchronization
import Utterances

/// A fake synthesizer: each utterance is a fixed number of samples per character; records every call.
public final class RecordingSynthesizer: Synthesizer {
    public let sampleRate: Int
    private let samplesPerCharacter: Int
    private let chunkSize: Int
    private let calls = Mutex<[String]>([])
    private let abortedCount = Mutex<Int>(0)

    public init(sampleRate: Int = 22050, samplesPerCharacter: Int = 100, chunkSize: Int = 500) {
        self.sampleRate = sampleRate
        self.samplesPerCharacter = samplesPerCharacter
        self.chunkSize = chunkSize
    }

    /// The markup of every synthesis, in order.
    public var markups: [String] { calls.withLock { $0 } }
    /// How many syntheses were aborted by their handler.
    public var aborts: Int { abortedCount.withLock { $0 } }

    public func synthesize(
        markup: String, language: String, onSamples: (UnsafeBufferPointer<Int16>) -> Bool
    ) throws -> Bool {
        calls.withLock { $0.append(markup) }
        var remaining = markup.count * samplesPerCharacter
        let value = Int16(truncatingIfNeeded: markup.count % 1000 + 1)
        let chunk = [Int16](repeating: value, count: chunkSize)
        while remaining > 0 {
            let count = min(remaining, chunkSize)
            let keepGoing = chunk.withUnsafeBufferPointer { onSamples(UnsafeBufferPointer(rebasing: $0[0..<count])) }
            if !keepGoing {
                abortedCount.withLock { $0 += 1 }
                return false
            }
            remaining -= count
        }
        return true
    }

    public func phonemes(markup: String, language: String) throws -> String {
        calls.withLock { $0.append(markup) }
        return "phonemes(\(markup))"
    }

    public func setProsody(_ prosody: Prosody) throws {}
}
