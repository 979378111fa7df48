import Accessibility
import Localization

/// `element.target-size` (warning): an actionable element whose frame is smaller than 44×44
/// points in width or height (Apple's minimum hit target). Elements without a frame are not
/// judged; a disabled element is exempt, and so is a system control at the size UIKit fixes for it
/// (``intrinsicSizes``): its author cannot make it bigger, so the finding would be noise.
public struct ElementTargetSize: ElementRule {
    public let id = "element.target-size"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditElementTargetSizeSummary
    public let definition = StringKey.auditElementTargetSizeDescription

    /// The smallest width and height, in points.
    public static let minimum = 44.0

    /// The controls whose frame UIKit fixes, by the trait that marks them: `UISwitch` (51×31) and
    /// `UIStepper` (94×32). An element with the trait and exactly that size (to half a point) is
    /// Apple's own control. `UISegmentedControl` (height 32) and `UIPageControl` (height 26) are
    /// not here: their width varies with their content, and their traits (buttons, adjustable)
    /// do not tell them from custom controls.
    public static let intrinsicSizes: [(trait: AccessibilityTraits, width: Double, height: Double)] = [
        (.switchButton, 51, 31),
        (.adjustable, 94, 32),
    ]

    /// Whether the element is a system control at its fixed intrinsic size.
    public static func hasIntrinsicSize(_ traits: AccessibilityTraits, _ frame: ElementFrame) -> Bool {
        intrinsicSizes.contains { size in
            traits.contains(size.trait) && abs(frame.width - size.width) < 0.5 && abs(frame.height - size.height) < 0.5
        }
    }

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.enabledActionable, .hasFrame] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard element.isActionable, !element.traits.contains(.notEnabled), let frame = element.frame,
            frame.width < Self.minimum || frame.height < Self.minimum, !Self.hasIntrinsicSize(element.traits, frame)
        else { return }
        let message = element.messages.format(
            .auditElementTargetSizeMessage, [.text(Self.points(frame.width)), .text(Self.points(frame.height))])
        element.report(self, message: message, into: &output)
    }

    /// Points to one decimal, without a trailing `.0`: `43`, `39.7`.
    static func points(_ value: Double) -> String {
        ElementFrame.number((value * 10).rounded() / 10)
    }
}
