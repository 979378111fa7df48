extension PhonemeTable {
    /// Japanese, voice `jpx/ja`: the mnemonics the voice itself prints with `espeak-ng -x`
    /// (`さくら` sak'ur`a, `ふじ` p\'ud_z\i, `ちず` t_s\'izu, `つなみ` t_sun'ami, `ひと` C'ito,
    /// `にほん` n'ihoN\, `きゃ` k_j'a). A geminate written with `ː` is doubled.
    public static let japanese = PhonemeTable(
        language: "ja", voice: "jpx/ja",
        mnemonics: withGeminates(
            [
                // Vowels
                "a": "a", "i": "i", "u": "u", "ɯ": "u", "e": "e", "o": "o",
                "aː": "a:", "iː": "i:", "uː": "u:", "ɯː": "u:", "eː": "e:", "oː": "o:",
                // Consonants
                "k": "k", "g": "g", "s": "s", "z": "z", "dz": "z", "t": "t", "d": "d", "n": "n",
                "h": "h", "b": "b", "p": "p", "m": "m", "j": "j", "w": "w", "ɰ": "w",
                "ɾ": "r`", "ɸ": "p\\", "ç": "C", "ɕ": "s\\", "ʑ": "d_z\\", "ts": "t_s", "tɕ": "t_s\\",
                "dʑ": "d_z\\", "ɲ": "n_j", "ɴ": "N\\", "ŋ": "N", "ʲ": "_j",
            ],
            consonants: ["k", "g", "s", "z", "t", "d", "n", "h", "b", "p", "m", "ɾ", "ɸ", "ç", "ɕ", "ts", "tɕ"]))

    /// The table plus a key `Cː` → doubled mnemonic for each consonant C (a geminate).
    static func withGeminates(_ table: [String: String], consonants: [String]) -> [String: String] {
        var result = table
        for consonant in consonants {
            if let mnemonic = table[consonant] {
                result[consonant + "ː"] = mnemonic + mnemonic
            }
        }
        return result
    }
}
