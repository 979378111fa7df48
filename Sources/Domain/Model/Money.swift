import Core
import Foundation

/// An amount of money: whole minor units (cents, pence, yen) and an ISO 4217 currency code.
///
/// Integer minor units keep sums exact; how many minor digits a currency has is the formatter's business.
public struct Money: Sendable, Hashable, Codable {
    /// The amount in minor units, e.g. 239900 for $2,399.00. Never negative in the collection.
    public var minorUnits: Int64
    /// The upper-case ISO 4217 code, e.g. `USD`.
    public var currency: String

    /// The currency of a value given without one.
    public static let defaultCurrency = "USD"

    /// Creates an amount; the code is upper-cased.
    public init(minorUnits: Int64, currency: String = Money.defaultCurrency) {
        self.minorUnits = minorUnits
        self.currency = currency.uppercased()
    }

    /// Whether `code` looks like an ISO 4217 code: three ASCII letters.
    public static func isCurrencyCode(_ code: String) -> Bool {
        code.utf8.count == 3 && code.utf8.allSatisfy { (65...90).contains($0) || (97...122).contains($0) }
    }

    /// Parses a decimal amount typed by a person (`12`, `12.5`, `1234,99`) into minor units for a currency with
    /// `minorDigits` digits; nil for anything else (negative, too many decimals, letters, overflow).
    public static func minorUnits(parsing text: String, minorDigits: Int) -> Int64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(
            separator: trimmed.contains(",") && !trimmed.contains(".") ? "," : ".",
            maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit) else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count <= minorDigits, fraction.allSatisfy(\.isASCIIDigit),
            parts.count == 1 || !fraction.isEmpty
        else { return nil }
        let padded = String(fraction) + String(repeating: "0", count: minorDigits - fraction.count)
        guard let major = Int64(whole), let minor = Int64(padded.isEmpty ? "0" : padded) else { return nil }
        var scale: Int64 = 1
        for _ in 0..<minorDigits { scale *= 10 }
        let (product, overflow) = major.multipliedReportingOverflow(by: scale)
        guard !overflow else { return nil }
        let (sum, overflowSum) = product.addingReportingOverflow(minor)
        return overflowSum ? nil : sum
    }
}
