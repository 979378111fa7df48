import Localization

/// `identifier.duplicate` (warning): on one screen, two or more nodes (elements or not) with the
/// same non-blank identifier, compared trimmed and case-sensitively. One finding per group on the
/// first node; the others are related locations.
public struct IdentifierDuplicate: ScreenRule {
    public let id = "identifier.duplicate"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditIdentifierDuplicateSummary
    public let definition = StringKey.auditIdentifierDuplicateDescription

    /// Creates the rule.
    public init() {}

    public func check(_ screen: ScreenContext, elements: [ElementContext], into output: inout ElementOutput) {
        var first: [String: Int] = [:]
        first.reserveCapacity(screen.tree.nodes.count)
        var others: [Int: [Int]] = [:]
        let nodes = screen.nodes
        // Each identifier is read in place: a copy of the node would retain and release every field of its element.
        for index in nodes.indices {
            guard let identifier = nodes[index].element.identifier, !identifier.isEmpty else { continue }
            let trimmed = TextCharacters.trim(identifier)
            guard !trimmed.isEmpty else { continue }
            // One hash lookup a node: the slot is read and, when empty, claimed in place.
            if let owner = Self.claim(&first[trimmed], for: index) { others[owner, default: []].append(index) }
        }
        for owner in others.keys.sorted() {
            guard let rest = others[owner], let identifier = screen.tree.nodes[owner].element.identifier else {
                continue
            }
            let message = screen.strings.format(
                .auditIdentifierDuplicateMessage, .text(TextCharacters.trim(identifier)))
            let finding = screen.finding(
                self, at: screen.location(of: owner), message: message, related: rest.map(screen.location(of:)))
            output.add(finding, node: owner)
        }
    }

    /// The owner of a slot, or nil after making `index` its owner.
    private static func claim(_ slot: inout Int?, for index: Int) -> Int? {
        if let owner = slot { return owner }
        slot = index
        return nil
    }
}
