import Domain
import Localization

/// Amounts as typed in the Value field, and the plain text the field is pre-filled with.
enum AmountText {
    /// Minor units of a typed amount: `849`, `849.5`, `1,299.99`, `1.299,99`, `$ 12`; nil for anything else.
    static func minorUnits(_ text: String, currency: String) -> Int64? {
        let digits = CurrencyMinorUnits.digits(for: currency)
        var kept = String(text.filter { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") })
        guard !kept.isEmpty, !text.contains("-"), !text.contains("−") else { return nil }
        // With both separators, the one that comes first groups thousands and is dropped.
        if let dot = kept.firstIndex(of: "."), let comma = kept.firstIndex(of: ",") {
            kept.removeAll { $0 == (dot < comma ? "." : ",") }
        } else if kept.filter({ $0 == "," || $0 == "." }).count > 1 {
            // 1,299,000 or 1.299.000: grouping only.
            kept.removeAll { $0 == "," || $0 == "." }
        }
        return Money.minorUnits(parsing: kept, minorDigits: digits)
    }

    /// The plain amount of `money` with a period before the minor digits: `849.00`, `1500`.
    static func plain(_ money: Money) -> String {
        let digits = CurrencyMinorUnits.digits(for: money.currency)
        guard digits > 0 else { return String(money.minorUnits) }
        var scale: Int64 = 1
        for _ in 0..<digits { scale *= 10 }
        let minor = String(money.minorUnits % scale)
        return "\(money.minorUnits / scale).\(String(repeating: "0", count: digits - minor.count))\(minor)"
    }
}
