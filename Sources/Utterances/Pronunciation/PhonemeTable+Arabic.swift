extension PhonemeTable {
    /// Arabic, voice `sem/ar`: the mnemonics the voice itself prints with `espeak-ng -x` for vocalized
    /// words (`حُبّ` H'ub:, `خُبْز` X'ubz, `عَيْن` A'ain, `غَرْب` Q'aRb, `صَبْر` s['a.bR, `طَيْر` t['a.i.R,
    /// `ضَوْء` dH'a.u.?, `ظِلّ` Z'i.ll). A geminate written with `ː` is doubled.
    ///
    /// The voice's emphatic `s[` and `t[` contain `[`, which no phoneme block may hold (`speech.md` §2.3
    /// rule 5), so `sˤ` and `tˤ` are read as plain `s` and `t`.
    public static let arabic = PhonemeTable(
        language: "ar", voice: "sem/ar",
        mnemonics: withGeminates(
            [
                // Vowels
                "a": "a", "i": "i", "u": "u", "aː": "a:", "iː": "i:", "uː": "u:",
                "e": "e", "eː": "e:", "o": "o", "oː": "o:",
                // Consonants
                "b": "b", "t": "t", "d": "d", "k": "k", "g": "g", "q": "q", "f": "f", "s": "s", "z": "z",
                "m": "m", "n": "n", "l": "l", "ɫ": "l", "r": "r", "h": "h", "w": "w", "j": "j", "ʔ": "?",
                "θ": "T", "ð": "D", "ʃ": "S", "dʒ": "dZ", "ʒ": "dZ", "ħ": "H", "x": "X", "χ": "X",
                "ʕ": "A", "ɣ": "Q", "ʁ": "Q",
                "sˤ": "s", "dˤ": "dH", "tˤ": "t", "ðˤ": "Z", "zˤ": "Z",
            ],
            consonants: [
                "b", "t", "d", "k", "q", "f", "s", "z", "m", "n", "l", "r", "h", "w", "j", "θ", "ð", "ʃ",
                "dʒ", "ħ", "x", "ʕ", "ɣ", "sˤ", "dˤ", "tˤ", "ðˤ",
            ]))
}
