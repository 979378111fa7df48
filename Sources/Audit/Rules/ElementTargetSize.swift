import Accessibility
import Localization

/// `element.target-size` (warning): an actionable element whose frame is smaller than 44×44
/// points in width or height (Apple's minimum hit target). Elements without a frame are not
/// judged; a disabled element is exempt.
public struct ElementTargetSize: ElementRule {
    public let id = "element.target-size"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditElementTargetSizeSummary
    public let definition = StringKey.auditElementTargetSizeDescription

    /// The smallest width and height, in points.
    public static let minimum = 44.0

    /// Creates the rule.
    public init() {}

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard element.isActionable, !element.traits.contains(.notEnabled), let frame = element.element.frame,
            frame.width < Self.minimum || frame.height < Self.minimum
        else { return }
        let message = element.screen.strings.format(
            .auditElementTargetSizeMessage, .text(Self.points(frame.width)), .text(Self.points(frame.height)))
        element.report(self, message: message, into: &output)
    }

    /// Points to one decimal, without a trailing `.0`: `43`, `39.7`.
    static func points(_ value: Double) -> String {
        ElementFrame.number((value * 10).rounded() / 10)
    }
}
