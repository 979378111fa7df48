import Localization

/// `label.duplicate` (warning, or info): on one screen in one pass, elements with non-blank labels
/// whose normalized labels and normalized values are equal. One finding per group: a warning on
/// the first actionable member when there is one, else info on the first member; the others are
/// related locations.
public struct LabelDuplicate: ScreenRule {
    public let id = "label.duplicate"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditLabelDuplicateSummary
    public let definition = StringKey.auditLabelDuplicateDescription

    /// Creates the rule.
    public init() {}

    private struct Name: Hashable {
        var label: [Unicode.Scalar]
        var value: [Unicode.Scalar]
    }

    public func check(_ screen: ScreenContext, elements: [ElementContext], into output: inout ElementOutput) {
        var groups: [Name: [Int]] = [:]
        var order: [Name] = []
        for (index, element) in elements.enumerated() where !element.label.isBlank && !element.hasNoUsableName {
            let name = Name(label: element.label.normalized.folded, value: element.value.normalized.folded)
            if groups[name] == nil { order.append(name) }
            groups[name, default: []].append(index)
        }
        for name in order {
            guard let members = groups[name], members.count > 1 else { continue }
            let actionable = members.first { elements[$0].isActionable }
            let chosen = actionable ?? members[0]
            let element = elements[chosen]
            let related = members.filter { $0 != chosen }.map { elements[$0].location }
            let message = screen.strings.format(.auditLabelDuplicateMessage, .text(element.label.trimmed))
            let finding = screen.finding(
                self, severity: actionable == nil ? .info : .warning, at: element.location, message: message,
                related: related)
            output.add(finding, node: element.node)
        }
    }
}
