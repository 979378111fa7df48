import Core

/// The SARIF `region` of a strings finding: `startLine`, `startColumn`, `endLine`, `endColumn`
/// (exclusive, in Unicode scalars, as the run's `columnKind` says).
///
/// The end is the location's own when its reader knew it. Otherwise it is computed: for a finding
/// about an entry, the end of the entry's key token written as `"KEY"` (the key's scalars plus its
/// two quotes, on the start line; a key written with escapes is longer in the file, so the region may
/// end a little early, never before the start); for a parse error or a finding without a key, the
/// one character at the start.
enum SARIFRegion {
    /// The rule whose column marks the point of a parse error rather than an entry.
    static let pointRule = "strings.syntax"

    /// The region's members, or nil when the location has no line.
    static func members(_ location: FileLocation, rule: String) -> [(String, JSONValue)]? {
        guard let line = location.line else { return nil }
        var region: [(String, JSONValue)] = [("startLine", .int(line))]
        guard let column = location.column else {
            region.append(("endLine", .int(location.endLine ?? line)))
            return region
        }
        region.append(("startColumn", .int(column)))
        let end: (line: Int, column: Int)
        if let endLine = location.endLine, let endColumn = location.endColumn, (endLine, endColumn) > (line, column) {
            end = (endLine, endColumn)
        } else if let key = location.key, rule != pointRule {
            end = (line, column + key.unicodeScalars.count + 2)
        } else {
            end = (line, column + 1)
        }
        region.append(("endLine", .int(end.line)))
        region.append(("endColumn", .int(end.column)))
        return region
    }
}
