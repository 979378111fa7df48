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
            // One hash lookup an element: the slot is read and, when empty, claimed in place.
            if let owner = Self.claim(&first[Name(label: element.label, value: element.value)], for: index) {
                others[owner, default: []].append(index)
            }
        }
        let messages = MessageTemplates(strings: screen.strings)
        for owner in others.keys.sorted() {
            guard let rest = others[owner] else { continue }
            // The members are the owner, then the rest in order.
            let actionable = elements[owner].isActionable ? owner : rest.first { elements[$0].isActionable }
            let chosen = actionable ?? owner
            var related: [FindingLocation] = []
            related.reserveCapacity(rest.count)
            if chosen != owner { related.append(.element(elements[owner].location)) }
            for index in rest where index != chosen { related.append(.element(elements[index].location)) }
            let element = elements[chosen]
            let message = messages.format(.auditLabelDuplicateMessage, text: element.label.trimmed)
            let finding = screen.finding(
                self, severity: actionable == nil ? .info : .warning, at: element.location, message: message,
                relatedLocations: related)
            output.add(finding, node: element.node)
        }
    }

    /// The owner of a slot, or nil after making `index` its owner.
    private static func claim(_ slot: inout Int?, for index: Int) -> Int? {
        if let owner = slot { return owner }
        slot = index
        return nil
    }
}
