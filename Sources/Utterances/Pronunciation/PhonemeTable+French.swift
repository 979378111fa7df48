extension PhonemeTable {
    /// French, voice `roa/fr`: the mnemonics the voice itself prints with `espeak-ng -x`
    /// (`peu` p'Y, `peur` p'Wr, `vin` v'E~, `blanc` bl'A~, `bon` b'O~, `un` 'W~, `nuit` ny'i).
    public static let french = PhonemeTable(
        language: "fr", voice: "roa/fr",
        mnemonics: [
            // Oral vowels
            "i": "i", "e": "e", "ɛ": "E", "ɛː": "E:", "a": "a", "ɑ": "a", "ɔ": "O", "o": "o", "u": "u",
            "y": "y", "ø": "Y", "œ": "W", "ə": "@",
            // Nasal vowels
            "ɑ̃": "A~", "ɛ̃": "E~", "ɔ̃": "O~", "œ̃": "W~",
            // Consonants and glides
            "p": "p", "b": "b", "t": "t", "d": "d", "k": "k", "g": "g", "f": "f", "v": "v",
            "s": "s", "z": "z", "m": "m", "n": "n", "l": "l", "j": "j", "w": "w", "ɥ": "y",
            "ʃ": "S", "ʒ": "Z", "ɲ": "n^", "ŋ": "N", "ʁ": "r", "r": "r",
        ])
}
