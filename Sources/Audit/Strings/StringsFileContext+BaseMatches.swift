import Localization
import Synchronization

extension StringsFileContext {
    /// For each of this file's undamaged entries, in the order of ``TableIndex/cleanEntries``, where its
    /// comparison entry is in the base table (``TableIndex/comparisonPosition(for:)``: its index in the base
    /// document, and whether it has the same key), or nil. Empty when there is no base. Worked out once per
    /// file: several rules pair each entry with the base.
    public var baseMatches: [(index: Int, sameKey: Bool)?] {
        baseMatchesMemo.value {
            guard let index, let base else { return [] }
            return index.cleanEntries.map { base.comparisonPosition(for: $0.entry.key) }
        }
    }
}

/// A file's base matches, kept once worked out (the context is a value; this box is shared by its copies).
final class BaseMatchesMemo: Sendable {
    private let matches = Mutex<[(index: Int, sameKey: Bool)?]?>(nil)

    /// The matches, made by `make` on first use.
    func value(_ make: () -> [(index: Int, sameKey: Bool)?]) -> [(index: Int, sameKey: Bool)?] {
        if let known = matches.withLock({ $0 }) { return known }
        let made = make()
        matches.withLock { $0 = made }
        return made
    }
}
