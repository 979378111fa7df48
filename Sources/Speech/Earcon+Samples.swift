import Foundation
import Utterances

extension Earcon {
    /// Full-scale peak amplitude at volume 100: a quarter of the 16-bit range.
    static let baseAmplitude = 0.25
    /// Linear fade-in at the start of each segment, in seconds.
    static let fadeIn = 0.005
    /// Linear fade-out at the end of each segment, in seconds.
    static let fadeOut = 0.010

    /// The earcon as signed 16-bit mono PCM (`speech.md` §6).
    ///
    /// Each segment is a sine from phase 0 with its own 5 ms linear fade-in and 10 ms linear fade-out:
    /// sample = round(32767 × amplitude × envelope(t) × sin(2π f t)), t from the segment's start, peak
    /// amplitude 0.25 × volume / 100; two tones sounding together get half the amplitude each. A segment
    /// lasts round(rate × ms / 1000) samples.
    ///
    /// - Parameters:
    ///   - sampleRate: the engine's sample rate in Hz (22050 for espeak-ng voices).
    ///   - volume: Lector's volume, 0–200 (values outside are clamped); 100 is the default.
    public func samples(sampleRate: Int, volume: Int) -> [Int16] {
        guard sampleRate > 0 else { return [] }
        let amplitude = Self.baseAmplitude * Double(min(max(volume, 0), 200)) / 100
        var result: [Int16] = []
        for segment in segments {
            result += Self.samples(of: segment, sampleRate: sampleRate, amplitude: amplitude)
        }
        return result
    }

    /// The number of samples of a segment at a rate: round(rate × ms / 1000).
    static func sampleCount(milliseconds: Int, sampleRate: Int) -> Int {
        (sampleRate * milliseconds + 500) / 1000
    }

    static func samples(of segment: Segment, sampleRate: Int, amplitude: Double) -> [Int16] {
        let count = sampleCount(milliseconds: segment.milliseconds, sampleRate: sampleRate)
        guard !segment.frequencies.isEmpty else {
            return Array(repeating: 0, count: count)
        }
        let rate = Double(sampleRate)
        let duration = Double(count) / rate
        let toneAmplitude = amplitude / Double(segment.frequencies.count)
        return (0..<count).map { index in
            let t = Double(index) / rate
            let envelope = min(1, t / fadeIn, (duration - t) / fadeOut)
            var wave = 0.0
            for frequency in segment.frequencies {
                wave += toneAmplitude * sin(2 * Double.pi * frequency * t)
            }
            let value = (32767 * envelope * wave).rounded()
            return Int16(min(max(value, -32767), 32767))
        }
    }
}
