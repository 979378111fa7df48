extension PhonemeTable {
    /// Spanish, voice `roa/es`: the mnemonics the voice itself prints with `espeak-ng -x`
    /// (`pero` p'e**o, `perro` p'eR2o, `año` 'an^o, `cabeza` kaB'eTa, `agua` 'aQwa, `yo` J^'o).
    public static let spanish = PhonemeTable(
        language: "es", voice: "roa/es",
        mnemonics: [
            // Vowels
            "a": "a", "e": "e", "i": "i", "o": "o", "u": "u",
            // Consonants
            "p": "p", "b": "b", "t": "t", "d": "d", "k": "k", "g": "g", "f": "f", "s": "s", "z": "z",
            "m": "m", "n": "n", "l": "l", "j": "j", "w": "w", "x": "x", "h": "h",
            "θ": "T", "ð": "D", "β": "B", "ɣ": "Q", "ɲ": "n^", "ʎ": "l^", "ŋ": "N",
            "r": "R", "ɾ": "r", "tʃ": "tS", "ʃ": "S", "ʝ": "J^", "ɟʝ": "J", "ɟ": "J",
        ])
}
