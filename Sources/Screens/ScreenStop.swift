import Accessibility

/// A focusable element of a screen with the context narration gives it.
public struct ScreenStop {
    /// The index among the screen's stops.
    public let index: Int
    /// The element.
    public let element: ScreenElement
    /// The context words narration adds ("List Start.").
    public let context: StopContext

    /// Stop `index`, showing `element` with the context words of its place.
    public init(index: Int, element: ScreenElement, context: StopContext) {
        self.index = index
        self.element = element
        self.context = context
    }
}
