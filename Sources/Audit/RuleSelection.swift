/// The `--rules` list (audit.md §1.4): rule IDs and globs (`label.*`, `speech.*`), comma
/// separated; an entry starting with `-` removes. When the first entry removes, the start set is
/// every rule, otherwise it is empty, so `-speech.*` is everything but speech.
public enum RuleSelection {
    /// Why a list cannot be used (a usage error, exit 64).
    public enum Failure: Error, Sendable, Equatable {
        /// An entry that matches no rule, as written.
        case noMatch(String)
        /// An empty entry, or an empty list.
        case empty
    }

    /// The selected rules, in catalog order.
    public static func parse(_ list: String) throws(Failure) -> [any AuditRule] {
        let entries = list.split(separator: ",", omittingEmptySubsequences: false).map {
            TextCharacters.trim(String($0))
        }
        guard !entries.isEmpty, !entries.contains(where: \.isEmpty) else { throw .empty }
        var selected = Set<String>()
        if entries[0].hasPrefix("-") { selected = Set(RuleRegistry.ids) }
        for entry in entries {
            let removes = entry.hasPrefix("-")
            let pattern = Glob(removes ? String(entry.dropFirst()) : entry)
            let matched = RuleRegistry.ids.filter(pattern.matches)
            guard !matched.isEmpty else { throw .noMatch(entry) }
            if removes { selected.subtract(matched) } else { selected.formUnion(matched) }
        }
        return RuleRegistry.all.filter { selected.contains($0.id) }
    }
}
