/// Where a page of a list in display order starts: at either end, or next to an element already shown.
///
/// Pages next to an element are read by keyset (the element's sort key and id), so their cost does not grow
/// with the list: the browser can page through 1,000,000 photos in constant time per page.
public enum PageAnchor<Element: Sendable>: Sendable {
    /// The first `limit` elements.
    case start
    /// The last `limit` elements (still in display order).
    case end
    /// The `limit` elements that follow this one.
    case after(Element)
    /// The `limit` elements that come before this one (in display order).
    case before(Element)
}
