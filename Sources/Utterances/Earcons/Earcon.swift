import Foundation

/// A short tone Lector synthesizes itself (`speech.md` §6), played through the speech queue.
///
/// Each has its own contour and lasts under 150 ms; ``samples(sampleRate:volume:)`` gives its PCM.
public enum Earcon: Hashable, Sendable {
    /// `next` or `previous` at an end: 330 Hz, 80 ms.
    case boundary
    /// A move found nothing, or a screen has no stop: 330 Hz 50 ms, 20 ms silence, 247 Hz 60 ms.
    case noElement
    /// A key without a command: 196 Hz, 40 ms (lower and shorter than the boundary).
    case noAction
    /// `activate` succeeded: 660 Hz 40 ms, then 990 Hz 50 ms.
    case activation
    /// A command failed: 220 Hz and 233 Hz together (a rough beat), 120 ms.
    case error
    /// A second of a long operation: 30 ms at 440 × 2^fraction Hz (fraction 0–1), 660 Hz when unknown.
    case progress(fraction: Double?)

    /// One part of an earcon: tones sounding together for a duration, or silence when there are none.
    public struct Segment: Hashable, Sendable {
        /// The frequencies in Hz sounding together; empty for silence.
        public let frequencies: [Double]
        /// The length in milliseconds.
        public let milliseconds: Int
    }

    /// The segments played one after the other.
    public var segments: [Segment] {
        switch self {
        case .boundary:
            [Segment(frequencies: [330], milliseconds: 80)]
        case .noElement:
            [
                Segment(frequencies: [330], milliseconds: 50),
                Segment(frequencies: [], milliseconds: 20),
                Segment(frequencies: [247], milliseconds: 60),
            ]
        case .noAction:
            [Segment(frequencies: [196], milliseconds: 40)]
        case .activation:
            [Segment(frequencies: [660], milliseconds: 40), Segment(frequencies: [990], milliseconds: 50)]
        case .error:
            [Segment(frequencies: [220, 233], milliseconds: 120)]
        case .progress(let fraction):
            [Segment(frequencies: [Self.progressFrequency(fraction)], milliseconds: 30)]
        }
    }

    /// The total length in milliseconds.
    public var milliseconds: Int {
        segments.reduce(0) { $0 + $1.milliseconds }
    }

    /// 440 × 2^p Hz for p clamped to 0–1; 660 Hz when the fraction is unknown or not a number.
    static func progressFrequency(_ fraction: Double?) -> Double {
        guard let fraction, fraction.isFinite else { return 660 }
        return 440 * pow(2, min(max(fraction, 0), 1))
    }
}
