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
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (index, node) in screen.tree.nodes.enumerated() {
            guard let identifier = node.element.identifier, !identifier.isEmpty else { continue }
            let trimmed = TextCharacters.trim(identifier)
            guard !trimmed.isEmpty else { continue }
            if groups[trimmed] == nil { order.append(trimmed) }
            groups[trimmed, default: []].append(index)
        }
        for identifier in order {
            guard let members = groups[identifier], members.count > 1 else { continue }
            let message = screen.strings.format(.auditIdentifierDuplicateMessage, .text(identifier))
            let finding = screen.finding(
                self, at: screen.location(of: members[0]), message: message,
                related: members.dropFirst().map(screen.location(of:)))
            output.add(finding, node: members[0])
        }
    }
}
