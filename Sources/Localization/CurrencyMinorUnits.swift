/// Lector's own ISO 4217 table of minor-unit digits (localization.md §6).
///
/// Foundation on Linux answers 2 for JPY, so it is never asked.
public enum CurrencyMinorUnits {
    /// The number of minor-unit digits of a currency code (case-insensitive); 2 for codes not listed.
    public static func digits(for code: String) -> Int {
        exceptions[code.uppercased()] ?? 2
    }

    /// Codes whose minor unit is not 1/100 (ISO 4217, list one).
    private static let exceptions: [String: Int] = [
        "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0,
        "PYG": 0, "RWF": 0, "UGX": 0, "UYI": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0,
        "XPF": 0,
        "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3,
        "CLF": 4, "UYW": 4,
    ]
}
