// Equality and hashing over whole subtrees, with an explicit stack instead of recursion, so that a
// tree built in code far deeper than the JSON limit compares without exhausting the thread's stack.

extension AccessibilityElement: Hashable {
    /// Whether two elements and their subtrees are equal in every field.
    public static func == (lhs: AccessibilityElement, rhs: AccessibilityElement) -> Bool {
        var pending: [(AccessibilityElement, AccessibilityElement)] = [(lhs, rhs)]
        while let (left, right) = pending.popLast() {
            guard left.hasSameFields(as: right), left.children.count == right.children.count else {
                return false
            }
            pending.append(contentsOf: zip(left.children, right.children))
        }
        return true
    }

    /// Feeds every field of the element and its subtree, in traversal order, to the hasher.
    public func hash(into hasher: inout Hasher) {
        var pending: [AccessibilityElement] = [self]
        while let element = pending.popLast() {
            hasher.combine(element.label)
            hasher.combine(element.value)
            hasher.combine(element.hint)
            hasher.combine(element.traits)
            hasher.combine(element.identifier)
            hasher.combine(element.language)
            hasher.combine(element.ipa)
            hasher.combine(element.isElement)
            hasher.combine(element.container)
            hasher.combine(element.frame)
            hasher.combine(element.source)
            hasher.combine(element.control)
            hasher.combine(element.children.count)
            pending.append(contentsOf: element.children.reversed())
        }
    }

    /// Whether every field but `children` is equal.
    private func hasSameFields(as other: AccessibilityElement) -> Bool {
        label == other.label && value == other.value && hint == other.hint
            && traits == other.traits && identifier == other.identifier
            && language == other.language && ipa == other.ipa && isElement == other.isElement
            && container == other.container && frame == other.frame && source == other.source
            && control == other.control
    }
}
