extension StringsDocument {
    /// Appends an entry the way every `.strings` parser does: a key seen before is also a duplicate-key
    /// error naming the line it was first defined on, and the entry's unusual characters are attached to
    /// it (and `suspects` emptied).
    /// - Parameters:
    ///   - entry: the entry read.
    ///   - damaged: whether the entry had a syntax error after its key (recovering parse).
    ///   - firstLines: the line each key was first defined on, kept by the parser.
    ///   - suspects: the unusual characters of the entry, in file order.
    mutating func record(
        _ entry: StringsEntry, damaged: Bool, firstLines: inout [String: Int], suspects: inout [SuspectCharacter]
    ) {
        let index = entries.count
        if let first = firstLines[entry.key] {
            errors.append(
                LocalizationError(
                    kind: .duplicateKey, file: file, line: entry.line, column: entry.column,
                    message: "duplicate key \"\(entry.key)\"; it is first defined on line \(first)",
                    firstLine: first, key: entry.key))
        } else {
            firstLines[entry.key] = entry.line
        }
        entries.append(entry)
        if damaged { self.damaged.insert(index) }
        for var suspect in suspects {
            suspect.entry = index
            suspectCharacters.append(suspect)
        }
        suspects = []
    }
}
