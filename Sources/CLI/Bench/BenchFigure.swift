import Foundation

/// One measured figure of `performance.md`: a name, a unit and a value.
struct BenchFigure: Sendable, Equatable {
    let name: String
    let value: Double
    let unit: String

    /// `name: value unit`, the line `lector bench` prints.
    var line: String { "\(name): \(Self.format(value)) \(unit)" }

    static func format(_ value: Double) -> String {
        if value >= 1000 { return String(Int(value.rounded())) }
        if value >= 10 { return String(format: "%.1f", locale: Locale(identifier: "en_US_POSIX"), value) }
        return String(format: "%.3f", locale: Locale(identifier: "en_US_POSIX"), value)
    }
}

/// Order statistics of repeated timings.
struct Samples: Sendable {
    private(set) var values: [Double] = []

    mutating func append(_ value: Double) { values.append(value) }

    /// The value at fraction `p` (0...1) of the sorted samples, nearest rank.
    func percentile(_ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    var median: Double { percentile(0.5) }
}

/// Wall-clock time in seconds of `body`.
func measureSeconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}
