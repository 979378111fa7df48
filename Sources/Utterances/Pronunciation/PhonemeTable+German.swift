extension PhonemeTable {
    /// German, voice `gmw/de` (`speech.md` §3.4), completed with `χ` → `x` and `ʀ` → `R`.
    public static let german = PhonemeTable(
        language: "de", voice: "gmw/de",
        mnemonics: [
            // Vowels
            "i": "i", "iː": "i:", "ɪ": "I",
            "e": "e", "eː": "e:", "ɛ": "E", "ɛː": "E:",
            "a": "a", "aː": "A:",
            "ɔ": "O", "o": "o", "oː": "o:",
            "ʊ": "U", "u": "u", "uː": "u:",
            "ə": "@", "ɐ": "3",
            "y": "y", "yː": "y:", "ʏ": "y", "ø": "Y:", "øː": "Y:", "œ": "W",
            // Diphthongs
            "aɪ": "aI", "aʊ": "aU", "ɔʏ": "OY", "ɔɪ": "OY",
            // Consonants
            "ʃ": "S", "ʒ": "Z", "tʃ": "tS", "dʒ": "dZ", "ŋ": "N", "ʔ": "?",
            "r": "r", "ɾ": "r", "ʁ": "R", "ʀ": "R", "ç": "C", "x": "x", "χ": "x", "ts": "ts", "pf": "pf",
            "p": "p", "b": "b", "t": "t", "d": "d", "k": "k", "g": "g", "f": "f", "v": "v",
            "s": "s", "z": "z", "h": "h", "m": "m", "n": "n", "l": "l", "j": "j",
        ])
}
