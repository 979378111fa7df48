/// Order statistics of repeated timings.
struct Timings: Sendable {
    /// The timings, in the order taken.
    private(set) var values: [Double] = []

    /// No timings yet.
    init() {}

    /// Adds a timing.
    mutating func append(_ value: Double) { values.append(value) }

    /// The value at fraction `p` (0...1) of the sorted timings, nearest rank.
    func percentile(_ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// The middle timing.
    var median: Double { percentile(0.5) }
}
