// Keys of speech.md §8 (symbol names) and §9 (the capital word).
extension StringKey {
    /// The word said before a capital letter when capitals are set to `word` (en `cap`).
    public static let speechCapital = StringKey("speech.capital")
    /// The spelling alphabet of a language (issue 41): "a Alfa, b Bravo, …", each entry a letter, a space and its
    /// word, entries separated by a comma (`,`, `、` or `،`); said when spell is pressed twice quickly.
    public static let spellingPhonetic = StringKey("spelling.phonetic")
}
