import Accessibility

/// A focusable element of a screen with the context narration gives it.
public struct ScreenStop {
    /// The index among the screen's stops.
    public let index: Int
    public let element: ScreenElement
    public let context: StopContext
}
