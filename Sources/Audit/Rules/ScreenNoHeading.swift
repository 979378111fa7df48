import Localization

/// `screen.no-heading` (warning): a screen with 3 or more elements and no header element whose
/// label has text. The location is the screen, path `.`.
public struct ScreenNoHeading: ScreenRule {
    public let id = "screen.no-heading"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditScreenNoHeadingSummary
    public let definition = StringKey.auditScreenNoHeadingDescription

    /// The fewest elements a screen needs before it must have a heading.
    public static let minimumElements = 3

    /// Creates the rule.
    public init() {}

    public func check(_ screen: ScreenContext, elements: [ElementContext], into output: inout ElementOutput) {
        guard elements.count >= Self.minimumElements,
            !elements.contains(where: { $0.isHeader && $0.label.hasText })
        else { return }
        let message = screen.strings.text(.auditScreenNoHeadingMessage)
        output.add(screen.finding(self, at: screen.screenLocation, message: message), node: -1)
    }
}
