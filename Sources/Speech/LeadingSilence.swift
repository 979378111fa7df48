/// An utterance's leading exact silence, dropped wherever its samples go (played, recorded to a WAV file, written
/// as PCM): libespeak-ng starts many utterances with zeros (49 ms before the stop consonant of "Camera" and
/// "Cookbook", 12 ms before "Photos"), and a key's first sample written should be the first one heard (NVDA trims
/// it too). Silence inside and after the utterance is kept; gaps between utterances are items of their own.
struct LeadingSilence {
    private var leading = true

    /// The part of the next chunk of an utterance to write: all of it once sound has begun, else from its first
    /// sample that is not zero (empty while the chunk is all silence).
    mutating func trim(_ samples: UnsafeBufferPointer<Int16>) -> UnsafeBufferPointer<Int16> {
        guard leading else { return samples }
        guard let first = samples.firstIndex(where: { $0 != 0 }) else {
            return UnsafeBufferPointer(rebasing: samples[samples.endIndex...])
        }
        leading = false
        return UnsafeBufferPointer(rebasing: samples[first...])
    }
}
