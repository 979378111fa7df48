import Core
import Localization
import Synchronization

extension StringsFileContext {
    /// One translated entry beside its base value, with the argument types of both.
    public struct PlaceholderPair: Sendable {
        /// The entry of this file.
        public let entry: StringsEntry
        /// The base entry it is compared with (``TableIndex/comparisonEntry(for:)``).
        public let baseEntry: StringsEntry
        /// The argument types of the entry's value, by position.
        public let types: [Int: Placeholders.Kind]
        /// The argument types of the base value, by position.
        public let baseTypes: [Int: Placeholders.Kind]
    }

    /// Every undamaged entry of a translation that has a base value, when both values' placeholders are
    /// valid (invalid ones are left to `strings.placeholder-invalid`): what the placeholder count and
    /// type rules compare. Empty for the base table itself.
    public var placeholderPairs: [PlaceholderPair] {
        // Two rules read them: worked out once per file.
        placeholderPairsMemo.value { computedPlaceholderPairs }
    }

    private var computedPlaceholderPairs: [PlaceholderPair] {
        guard !isBase, let index, let base else { return [] }
        let matches = baseMatches
        let percent = UInt8(ascii: "%")
        var pairs: [PlaceholderPair] = []
        for (number, clean) in index.cleanEntries.enumerated() {
            guard let match = matches[number] else { continue }
            let entry = clean.entry
            let baseEntry = base.document.entries[match.index]
            // Neither value has a placeholder: nothing to compare (most entries).
            guard entry.value.containsByte(percent) || baseEntry.value.containsByte(percent) else { continue }
            let own = index.placeholders(at: clean.index, houseStyle: houseStyle)
            let theirs = base.placeholders(at: match.index, houseStyle: houseStyle)
            guard !own.isInvalid, !theirs.isInvalid else { continue }
            pairs.append(PlaceholderPair(entry: entry, baseEntry: baseEntry, types: own.types, baseTypes: theirs.types))
        }
        return pairs
    }
}

/// A file's placeholder pairs, kept once worked out (the context is a value; this box is shared by its copies).
final class PlaceholderPairsMemo: Sendable {
    private let pairs = Mutex<[StringsFileContext.PlaceholderPair]?>(nil)

    /// The pairs, made by `make` on first use.
    func value(_ make: () -> [StringsFileContext.PlaceholderPair]) -> [StringsFileContext.PlaceholderPair] {
        if let known = pairs.withLock({ $0 }) { return known }
        let made = make()
        pairs.withLock { $0 = made }
        return made
    }
}
