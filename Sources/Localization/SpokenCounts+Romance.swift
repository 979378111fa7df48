import Core

/// Spanish and French counts ending in one, for the voice (issue 19 item 4).
///
/// espeak-ng reads the digit 1 as es "uno", fr "un" whatever follows: "21 fotos" is said "veintiuno fotos",
/// "1 livre" (a pound) "un livre" (a book). Before a noun of the per-language table below the count is written
/// in words with the agreeing form: es una, veintiuna, treinta y una, doscientas una; un, veintiún; fr une,
/// vingt et une, quatre-vingt-une, 100 une (read "cent une").
extension SpokenCounts {
    /// The counted nouns of the shipped tables, by language, and whether each is feminine.
    static let romanceNouns: [String: [String: Bool]] = [
        "es": [
            "foto": true, "fotos": true, "etiqueta": true, "etiquetas": true, "imagen": true, "imágenes": true,
            "libra": true, "libras": true, "palabra": true, "palabras": true,
            "artículo": false, "artículos": false, "elemento": false, "elementos": false, "resultado": false,
            "resultados": false, "carácter": false, "caracteres": false, "byte": false, "bytes": false, "dólar": false,
            "dólares": false, "euro": false, "euros": false, "céntimo": false, "céntimos": false, "centavo": false,
            "centavos": false, "penique": false, "peniques": false, "yen": false, "yenes": false,
        ],
        // French reads a masculine "1" right (un); only the feminine nouns are listed.
        "fr": ["photo": true, "photos": true, "livre": true, "livres": true, "image": true, "images": true],
    ]

    /// `text` with each count ending in one that precedes a listed noun written in agreeing words.
    static func romance(_ text: String, language: String) -> String {
        let code = LanguageTag.language(of: language)
        guard let nouns = romanceNouns[code] else { return text }
        return rewriteDigitRuns(text) { number, rest in
            guard let noun = followingWord(rest), let feminine = nouns[noun] else { return nil }
            return code == "es" ? spanish(number, feminine: feminine) : french(number)
        }
    }

    // MARK: - Spanish

    private static let spanishUnits = ["", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"]
    private static let spanishTeens = [
        "diez", "once", "doce", "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho", "diecinueve",
    ]
    private static let spanishTwenties = [
        "veinte", "veintiuno", "veintidós", "veintitrés", "veinticuatro", "veinticinco", "veintiséis", "veintisiete",
        "veintiocho", "veintinueve",
    ]
    private static let spanishTens = [
        "", "", "", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa",
    ]
    private static let spanishHundreds = [
        "", "ciento", "doscientos", "trescientos", "cuatrocientos", "quinientos", "seiscientos", "setecientos",
        "ochocientos", "novecientos",
    ]

    /// The Spanish words of 1 ≤ `number` ≤ 999 before a noun of that gender, or nil when espeak-ng's reading of
    /// the digits is already right (no final one, no feminine hundreds) or the number is 1000 or more.
    static func spanish(_ number: Int, feminine: Bool) -> String? {
        let hundreds = number / 100
        let rest = number % 100
        let endsInOne = rest % 10 == 1 && rest != 11
        guard number >= 1, number <= 999, endsInOne || (feminine && hundreds >= 2) else { return nil }
        var words: [String] = []
        if hundreds > 0 {
            var hundred = rest == 0 && hundreds == 1 ? "cien" : spanishHundreds[hundreds]
            if feminine { hundred = hundred.replacingSuffix("ientos", with: "ientas") }
            words.append(hundred)
        }
        if rest > 0 {
            let tens = rest / 10
            let units = rest % 10
            var part: String
            switch tens {
            case 0: part = spanishUnits[units]
            case 1: part = spanishTeens[units]
            case 2: part = spanishTwenties[units]
            default: part = units == 0 ? spanishTens[tens] : spanishTens[tens] + " y " + spanishUnits[units]
            }
            if endsInOne {
                // uno → una before a feminine noun, un before a masculine one; veintiún keeps its accent.
                if feminine {
                    part = String(part.dropLast()) + "a"
                } else {
                    part = tens == 2 ? "veintiún" : String(part.dropLast())
                }
            }
            words.append(part)
        }
        return words.joined(separator: " ")
    }

    // MARK: - French

    private static let frenchTensAndOne: [Int: String] = [
        21: "vingt et une", 31: "trente et une", 41: "quarante et une", 51: "cinquante et une", 61: "soixante et une",
        81: "quatre-vingt-une",
    ]

    /// The feminine of a French count ending in one (1, 21 … 61, 81 after any hundreds, which stay digits and
    /// which the voice reads with no gender: 100 une → "cent une"), or nil for the others (11, 71, 91 end in onze).
    static func french(_ number: Int) -> String? {
        let rest = number % 100
        let upper = number - rest
        let words: String
        if rest == 1 {
            words = "une"
        } else if let tens = frenchTensAndOne[rest] {
            words = tens
        } else {
            return nil
        }
        return upper == 0 ? words : "\(upper) \(words)"
    }
}

extension String {
    /// The string with `suffix` replaced by `replacement` when it ends with it.
    fileprivate func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
