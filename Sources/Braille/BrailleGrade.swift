/// How much braille is contracted: grade 1 shows every letter, grade 2 uses the language's contractions
/// (`--braille-grade`).
public enum BrailleGrade: Int, Sendable, Hashable, CaseIterable {
    /// Uncontracted: every letter of a label shown.
    case uncontracted = 1
    /// Contracted (literary braille) where liblouis has the language's table; uncontracted elsewhere.
    case contracted = 2
}
