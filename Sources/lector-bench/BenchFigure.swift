import Foundation

/// One measured figure of `performance.md`: a name, a unit and a value.
struct BenchFigure: Sendable, Equatable {
    /// The figure's name, e.g. `startup_ms`.
    let name: String
    /// The measured value.
    let value: Double
    /// The unit, e.g. `ms`.
    let unit: String

    /// A figure named `name` of `value` `unit`.
    init(name: String, value: Double, unit: String) {
        self.name = name
        self.value = value
        self.unit = unit
    }

    /// `name: value unit`, the line `lector-bench` prints.
    var line: String { "\(name): \(Self.format(value)) \(unit)" }

    /// A value with the digits its size deserves (integers from 1000, one decimal from 10, else three).
    static func format(_ value: Double) -> String {
        if value >= 1000 { return String(Int(value.rounded())) }
        if value >= 10 { return String(format: "%.1f", locale: Locale(identifier: "en_US_POSIX"), value) }
        return String(format: "%.3f", locale: Locale(identifier: "en_US_POSIX"), value)
    }

    /// Wall-clock time in seconds of `body`.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
