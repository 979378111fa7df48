extension PhonemeTable {
    /// English, voice `gmw/en` (`speech.md` §3.4), completed with `ɜ` and `ɝː` → `3:` and dark `ɫ` → `l`.
    public static let english = PhonemeTable(
        language: "en", voice: "gmw/en",
        mnemonics: [
            // Vowels
            "i": "i", "iː": "i:", "ɪ": "I",
            "e": "E", "ɛ": "E",
            "æ": "a", "a": "a", "ɑ": "A:", "ɑː": "A:",
            "ɒ": "0", "ɔ": "O:", "ɔː": "O:",
            "ʊ": "U", "u": "u:", "uː": "u:",
            "ʌ": "V", "ə": "@", "ɚ": "3", "ɜ": "3:", "ɜː": "3:", "ɝ": "3:", "ɝː": "3:",
            // Diphthongs
            "eɪ": "eI", "aɪ": "aI", "ɔɪ": "OI", "aʊ": "aU", "oʊ": "oU", "əʊ": "oU",
            "ɪə": "i@", "eə": "e@", "ɛə": "e@", "ʊə": "U@",
            // Consonants
            "θ": "T", "ð": "D", "ʃ": "S", "ʒ": "Z", "tʃ": "tS", "dʒ": "dZ", "ŋ": "N", "ʔ": "?",
            "ɹ": "r", "r": "r", "ɾ": "t", "x": "x", "ɫ": "l",
            "p": "p", "b": "b", "t": "t", "d": "d", "k": "k", "g": "g", "f": "f", "v": "v",
            "s": "s", "z": "z", "h": "h", "m": "m", "n": "n", "l": "l", "w": "w", "j": "j",
        ])
}
