import Localization

/// `label.duplicate` (warning, or info): on one screen in one pass, elements with non-blank labels
/// whose normalized labels and normalized values are equal. One finding per group: a warning on
/// the first actionable member when there is one, else info on the first member; the others are
/// related locations.
public struct LabelDuplicate: PartitionedScreenRule {
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
            (lhs.label === rhs.label || lhs.label.key == rhs.label.key)
                && (lhs.value === rhs.value || lhs.value.key == rhs.value.key)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(label.keyHash)
            hasher.combine(value.keyHash)
        }
    }

    public func check(_ screen: ScreenContext, elements: [ElementContext], into output: inout ElementOutput) {
        check(screen, elements: elements, part: 0, of: 1, into: &output)
    }

    /// The groups whose name falls in one part: equal names hash alike, so each group is wholly in one
    /// part, and the parts' findings together are the whole rule's.
    func check(
        _ screen: ScreenContext, elements: [ElementContext], part: Int, of parts: Int, into output: inout ElementOutput
    ) {
        var first: [Name: Int] = [:]
        first.reserveCapacity(elements.count / parts)
        var others: [Int: [Int]] = [:]
        for (index, element) in elements.enumerated() where !element.label.isBlank && !element.hasNoUsableName {
            if parts > 1, Self.part(of: element, parts: parts) != part { continue }
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

    /// The part of an element's name: from the hashes of its normalized label and value, which equal
    /// names share.
    private static func part(of element: ElementContext, parts: Int) -> Int {
        let hash = UInt(bitPattern: element.label.keyHash) &* 31 &+ UInt(bitPattern: element.value.keyHash)
        return Int(hash % UInt(parts))
    }

    /// The owner of a slot, or nil after making `index` its owner.
    private static func claim(_ slot: inout Int?, for index: Int) -> Int? {
        if let owner = slot { return owner }
        slot = index
        return nil
    }
}
