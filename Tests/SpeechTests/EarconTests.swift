import Foundation
import Testing

@testable import Speech
@testable import Utterances

/// An earcon and its expected contour: the length of each segment and its strongest frequency.
struct EarconCase: CustomTestStringConvertible, Sendable {
    let name: String
    let earcon: Earcon
    /// (milliseconds, strongest frequency in Hz or nil for silence) per segment.
    let contour: [(milliseconds: Int, frequency: Double?)]
    var testDescription: String { name }
}

@Suite struct EarconTests {
    static let rate = 22050

    static let cases: [EarconCase] = [
        EarconCase(name: "boundary", earcon: .boundary, contour: [(80, 330)]),
        EarconCase(name: "no element", earcon: .noElement, contour: [(50, 330), (20, nil), (60, 247)]),
        EarconCase(name: "activation", earcon: .activation, contour: [(40, 660), (50, 990)]),
        EarconCase(name: "error", earcon: .error, contour: [(120, 220)]),
        EarconCase(name: "progress 0", earcon: .progress(fraction: 0), contour: [(30, 440)]),
        EarconCase(name: "progress 1/2", earcon: .progress(fraction: 0.5), contour: [(30, 440 * 2.0.squareRoot())]),
        EarconCase(name: "progress 1", earcon: .progress(fraction: 1), contour: [(30, 880)]),
        EarconCase(name: "progress unknown", earcon: .progress(fraction: nil), contour: [(30, 660)]),
    ]

    /// Every frequency an earcon uses, the candidates for "strongest".
    static let candidates: [Double] = [220, 233, 247, 330, 440, 440 * 2.0.squareRoot(), 660, 880, 990]

    /// The magnitude of one frequency in the samples (a single DFT bin, Goertzel style).
    static func magnitude(of frequency: Double, in samples: ArraySlice<Int16>, rate: Int) -> Double {
        var real = 0.0
        var imaginary = 0.0
        for (offset, sample) in samples.enumerated() {
            let phase = 2 * Double.pi * frequency * Double(offset) / Double(rate)
            real += Double(sample) * cos(phase)
            imaginary += Double(sample) * sin(phase)
        }
        return (real * real + imaginary * imaginary).squareRoot()
    }

    static func strongestFrequency(in samples: ArraySlice<Int16>, rate: Int) -> Double? {
        guard samples.contains(where: { $0 != 0 }) else { return nil }
        return candidates.max {
            magnitude(of: $0, in: samples, rate: rate) < magnitude(of: $1, in: samples, rate: rate)
        }
    }

    @Test(arguments: cases)
    func lastsUnder150msWithSpecifiedLength(_ example: EarconCase) {
        let samples = example.earcon.samples(sampleRate: Self.rate, volume: 100)
        let milliseconds = example.contour.reduce(0) { $0 + $1.milliseconds }
        #expect(milliseconds < 150)
        #expect(example.earcon.milliseconds == milliseconds)
        let expected = Double(Self.rate * milliseconds) / 1000
        #expect(abs(Double(samples.count) - expected) <= Double(example.contour.count) / 2)
    }

    @Test(arguments: cases)
    func segmentsHaveTheirFrequency(_ example: EarconCase) throws {
        let samples = example.earcon.samples(sampleRate: Self.rate, volume: 100)
        var start = 0
        for segment in example.contour {
            let count = (Self.rate * segment.milliseconds + 500) / 1000
            let slice = samples[start..<min(start + count, samples.count)]
            let strongest = Self.strongestFrequency(in: slice, rate: Self.rate)
            if let frequency = segment.frequency {
                let found = try #require(strongest, "\(example.name): a tone expected")
                #expect(abs(found - frequency) < 0.5, "\(example.name): strongest \(found) Hz")
            } else {
                #expect(strongest == nil, "\(example.name): silence expected")
            }
            start += count
        }
        #expect(start == samples.count)
    }

    @Test func errorSoundsBothTones() {
        let samples = Earcon.error.samples(sampleRate: Self.rate, volume: 100)[...]
        let low = Self.magnitude(of: 220, in: samples, rate: Self.rate)
        let high = Self.magnitude(of: 233, in: samples, rate: Self.rate)
        let other = Self.magnitude(of: 330, in: samples, rate: Self.rate)
        #expect(abs(low - high) / max(low, high) < 0.2)
        #expect(other < low / 4)
    }

    @Test func everyEarconIsDistinct() {
        let all = Self.cases.map { $0.earcon.samples(sampleRate: Self.rate, volume: 100) }
        #expect(Set(all).count == all.count)
    }

    @Test(arguments: [
        (volume: 100, peak: 0.25), (volume: 50, peak: 0.125), (volume: 200, peak: 0.5), (volume: 400, peak: 0.5),
    ])
    func peakAmplitudeFollowsVolume(_ volume: Int, _ peak: Double) {
        let expected = 32767 * peak
        for example in Self.cases {
            let samples = example.earcon.samples(sampleRate: Self.rate, volume: volume)
            let maximum = Double(samples.map { abs(Int($0)) }.max() ?? 0)
            #expect(maximum <= expected.rounded() + 1, "\(example.name) at \(volume)")
            #expect(maximum >= expected * 0.97, "\(example.name) at \(volume): \(maximum)")
        }
    }

    @Test func silentAtVolumeZero() {
        for example in Self.cases {
            #expect(example.earcon.samples(sampleRate: Self.rate, volume: 0).allSatisfy { $0 == 0 })
        }
    }

    @Test func segmentsStartAtPhaseZeroAndFade() {
        let samples = Earcon.activation.samples(sampleRate: Self.rate, volume: 100)
        let first = (Self.rate * 40 + 500) / 1000
        #expect(samples[0] == 0)
        #expect(samples[first] == 0)
        // 1 ms into the 5 ms fade-in the envelope is 0.2.
        let index = Self.rate / 1000
        let t = Double(index) / Double(Self.rate)
        let value = (32767 * 0.25 * (t / 0.005) * sin(2 * Double.pi * 660 * t)).rounded()
        #expect(samples[index] == Int16(value))
        // The last sample of each segment is nearly silent (fade-out).
        #expect(abs(Int(samples[first - 1])) < 100)
        #expect(abs(Int(samples[samples.count - 1])) < 100)
    }

    @Test func followsEngineSampleRate() {
        #expect(Earcon.boundary.samples(sampleRate: 16000, volume: 100).count == 1280)
        #expect(Earcon.boundary.samples(sampleRate: 0, volume: 100).isEmpty)
    }

    @Test func progressFractionIsClamped() {
        #expect(Earcon.progressFrequency(-1) == 440)
        #expect(Earcon.progressFrequency(2) == 880)
        #expect(Earcon.progressFrequency(.nan) == 660)
    }
}
