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

    /// A normalized (label, value) pair, hashed from the hashes the analysed texts keep.
    private struct Name: Hashable {
        var label: AnalysedText
        var value: AnalysedText

        static func == (lhs: Name, rhs: Name) -> Bool {
            (lhs.label === rhs.label || lhs.label.key == rhs.label.key) && (lhs.value === rhs.value || lhs.value.key == rhs.value.key)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(label.keyHash)
            hasher.combine(value.keyHash)
        }
    }

    public func check(_ screen: ScreenContext, elements: [ElementContext], into output: inout ElementOutput) {
        var first: [Name: Int] = [:]
        first.reserveCapacity(elements.count)
        var others: [Int: [Int]] = [:]
        for (index, element) in elements.enumerated() where !element.label.isBlank && !element.hasNoUsableName {
            let name = Name(label: element.label, value: element.value)
            if let owner = first[name] {
                others[owner, default: []].append(index)
            } else {
                first[name] = index
            }
        }
        for owner in others.keys.sorted() {
            guard let rest = others[owner] else { continue }
            let members = [owner] + rest
            let actionable = members.first { elements[$0].isActionable }
            let chosen = actionable ?? owner
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
