/// Sound held unchanged: frames the phone loop explains with one phone held for a long run. Speech changes
/// phone every few frames (in espeak's eight English voices at 160–175 words a minute no phone of a command
/// lasted longer than 33 frames, 330 ms); a steady noise, a fan, hiss, sox's pink noise, is one phone for as long
/// as it lasts ("K" or "TH" for 50–70 frames). A phrase whose words lie mostly on held sound was heard in the
/// noise, not said: the grammar always finds its closest phrase, and "back" fits a hiss as well as "K" does.
enum HeldSound {
    /// A run of frames, `start..<end`.
    typealias Run = Range<Int>

    /// The runs of the phone loop's path that are one phone held at least `minimumFrames`.
    static func runs(of phones: [(start: Int, frames: Int)], minimumFrames: Int) -> [Run] {
        phones.filter { $0.frames >= minimumFrames }.map { $0.start..<($0.start + $0.frames) }
    }

    /// The share (0...1) of the frames of `words` that lie inside `held`; 0 without words.
    static func share(of words: [Run], in held: [Run]) -> Double {
        let total = words.reduce(0) { $0 + $1.count }
        guard total > 0 else { return 0 }
        let inside = words.reduce(0) { sum, word in
            sum
                + held.reduce(0) {
                    $0 + max(0, min(word.upperBound, $1.upperBound) - max(word.lowerBound, $1.lowerBound))
                }
        }
        return min(1, Double(inside) / Double(total))
    }
}
