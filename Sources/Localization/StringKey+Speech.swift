// Keys of speech.md §8 (symbol names) and §9 (the capital word).
extension StringKey {
    /// The word said before a capital letter when capitals are set to `word` (en `cap`).
    public static let speechCapital = StringKey("speech.capital")
}
