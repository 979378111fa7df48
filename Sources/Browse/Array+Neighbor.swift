extension Array where Element: Equatable {
    /// The element after `value` (up) or before it; nil at either end; the first element when `value` is not
    /// among them. Up and Down on adjustables step through values with it.
    func neighbor(of value: Element, up: Bool) -> Element? {
        guard let index = firstIndex(of: value) else { return first }
        let next = up ? index + 1 : index - 1
        return indices.contains(next) ? self[next] : nil
    }
}
