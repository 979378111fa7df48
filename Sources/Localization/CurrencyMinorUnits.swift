/// Lector's own ISO 4217 table of minor-unit digits (localization.md §6).
///
/// Foundation on Linux answers 2 for JPY, so it is never asked.
public enum CurrencyMinorUnits {
    /// The number of minor-unit digits of a currency code (case-insensitive); 2 for codes not listed.
    public static func digits(for code: String) -> Int {
        // A code of three ASCII bytes (every code of free text and of the tables) is compared as one number
        // with the listed codes, without an uppercased copy or hashing.
        if let packed = packedASCII(code) {
            for (listed, digits) in packedExceptions where listed == packed { return digits }
            return 2
        }
        return exceptions[code.uppercased()] ?? 2
    }

    /// ``digits(for:)`` through the dictionary alone (for tests of the packed way).
    static func digitsByTable(for code: String) -> Int {
        exceptions[code.uppercased()] ?? 2
    }

    /// The three bytes of an ASCII code, a–z uppercased, as one number; nil for any other code. Two ASCII
    /// strings are equal exactly when their bytes are, and `uppercased()` maps only a–z in ASCII.
    static func packedASCII(_ code: String) -> UInt32? {
        var code = code
        return code.withUTF8 { bytes -> UInt32? in
            guard bytes.count == 3 else { return nil }
            var packed: UInt32 = 0
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                let upper = byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte
                packed = packed << 8 | UInt32(upper)
            }
            return packed
        }
    }

    /// ``exceptions`` with each code packed (``packedASCII(_:)``).
    private static let packedExceptions: [(UInt32, Int)] = exceptions.compactMap { code, digits in
        packedASCII(code).map { ($0, digits) }
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
