/// The word test of `label.generic-link` (audit.md §3.4).
public enum GenericLinkCheck {
    /// Whether a normalized link label is generic: it has words and every word is in the set
    /// (punctuation ignored); for ja, once whitespace and punctuation are removed, it splits
    /// completely into entries of the set, in any order, repeats allowed.
    public static func isGeneric(_ label: NormalizedText, lists: CompiledWordLists) -> Bool {
        if lists.lists.language == "ja" {
            let scalars = label.folded.filter { !TextCharacters.isWhitespace($0) && !TextCharacters.isPunctuation($0) }
            return !scalars.isEmpty && splits(scalars, into: lists.genericLinkWords.entries.map(\.folded))
        }
        let words = label.words()
        guard !words.isEmpty else { return false }
        let arabic = lists.lists.language == "ar"
        return words.allSatisfy { range in
            let word = label.text(range)
            if lists.genericLinkSet.contains(word) { return true }
            // ar: the article ال directly before an entry (المزيد for مزيد).
            return arabic && word.hasPrefix("\u{0627}\u{0644}")
                && lists.genericLinkSet.contains(String(word.dropFirst(2)))
        }
    }

    /// Whether the scalars are a concatenation of entries (dynamic programming over the ends).
    static func splits(_ scalars: [Unicode.Scalar], into entries: [[Unicode.Scalar]]) -> Bool {
        var reachable = [Bool](repeating: false, count: scalars.count + 1)
        reachable[0] = true
        for start in 0..<scalars.count where reachable[start] {
            for entry in entries where !entry.isEmpty && start + entry.count <= scalars.count {
                if scalars[start..<start + entry.count].elementsEqual(entry) { reachable[start + entry.count] = true }
            }
        }
        return reachable[scalars.count]
    }
}
