import Foundation

/// The mean subtracted from every cepstral frame before the search (cepstral mean normalization): it removes what
/// the microphone and the room add to every frame alike.
///
/// It starts as the acoustic model's own mean (its `feat.params`, `-cmninit`), counted as
/// ``priorFrames`` frames, so a session's first command is normalized as the model's training speech was, and
/// nothing the recognizer has not accepted ever moves it: the frames of an accepted utterance's words are added
/// (``adapt(with:)``); noise, other speech and Lector's own voice are not. Pure: no model, no state but its sums.
public struct CepstralMean: Sendable, Equatable {
    /// The model's mean.
    public let prior: [Float]
    /// The sum of the accepted frames, per coefficient.
    public private(set) var sum: [Float]
    /// Accepted frames summed.
    public private(set) var frames = 0

    /// How many frames the model's mean counts as: 500, as later pocketsphinx counts its `-cmninit` (five
    /// seconds of speech move the mean halfway to the user's).
    public static let priorFrames = 500

    /// A mean that starts at `prior`.
    public init(prior: [Float]) {
        self.prior = prior
        sum = [Float](repeating: 0, count: prior.count)
    }

    /// The mean now: the prior and the accepted frames, weighed by their counts.
    public var mean: [Float] {
        let weight = Float(Self.priorFrames)
        let total = weight + Float(frames)
        return zip(prior, sum).map { ($0 * weight + $1) / total }
    }

    /// Adds the frames of an accepted utterance's words (each as long as the prior; others are ignored).
    public mutating func adapt(with accepted: [[Float]]) {
        for frame in accepted where frame.count == prior.count {
            for index in frame.indices { sum[index] += frame[index] }
            frames += 1
        }
    }

    /// The mean of `frames` (each as long as the first), per coefficient: an utterance's own mean.
    public static func average(of frames: [[Float]]) -> [Float] {
        guard let width = frames.first?.count else { return [] }
        var sum = [Float](repeating: 0, count: width)
        for frame in frames where frame.count == width {
            for index in frame.indices { sum[index] += frame[index] }
        }
        return sum.map { $0 / Float(frames.count) }
    }

    /// `frame` with the mean subtracted.
    public static func normalized(_ frame: [Float], by mean: [Float]) -> [Float] {
        zip(frame, mean).map { $0 - $1 }
    }

    /// The `-cmninit` of a model's `feat.params` text (`-cmninit 41.00,-5.29,...`); nil when it has none or a
    /// value is not a number.
    public static func prior(inFeatureParameters text: String) -> [Float]? {
        for line in text.split(whereSeparator: \.isNewline) {
            let words = line.split(whereSeparator: \.isWhitespace)
            guard words.count == 2, words[0] == "-cmninit" else { continue }
            let values = words[1].split(separator: ",").map { Float($0) }
            guard !values.isEmpty, values.allSatisfy({ $0 != nil }) else { return nil }
            return values.compactMap { $0 }
        }
        return nil
    }

    /// A model's `feat.params` text with `-cmn none` (the recognizer normalizes the frames itself), every other
    /// line as it was.
    public static func withoutNormalization(_ text: String) -> String {
        var lines = text.split(whereSeparator: \.isNewline).map(String.init).filter {
            !$0.hasPrefix("-cmn ") && !$0.hasPrefix("-cmninit ")
        }
        lines.append("-cmn none")
        return lines.joined(separator: "\n") + "\n"
    }
}
