/// Order statistics of repeated timings.
public struct Timings: Sendable {
    /// The timings, in the order taken.
    public private(set) var values: [Double] = []

    /// No timings yet.
    public init() {}

    /// Adds a timing.
    public mutating func append(_ value: Double) { values.append(value) }

    /// The value at fraction `p` (0...1) of the sorted timings, nearest rank.
    public func percentile(_ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// The middle timing.
    public var median: Double { percentile(0.5) }
}
