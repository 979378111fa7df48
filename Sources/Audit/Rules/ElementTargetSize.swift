import Accessibility
import Localization

/// `element.target-size` (warning): an actionable element whose frame is smaller than 44×44
/// points in width or height (Apple's minimum hit target). Elements without a frame are not
/// judged; a disabled element is exempt, and so is a dimension UIKit fixes for a system control at
/// its system size: its author cannot change it, so the finding would be noise.
///
/// When the input names the element's UIKit class (``AccessibilityElement/control``: a storyboard's
/// `<switch>`, an XCUITest `Slider`), the height of a `UISwitch` (31 points), a `UISlider` (30 to 31)
/// and a `UIStepper` (32) at that size is not judged: UIKit draws them at it whatever the frame, and
/// only the width is the author's. Without a class, the traits and the exact frame stand for it
/// (``intrinsicSizes``).
public struct ElementTargetSize: ElementRule {
    public let id = "element.target-size"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditElementTargetSizeSummary
    public let definition = StringKey.auditElementTargetSizeDescription

    /// The smallest width and height, in points.
    public static let minimum = 44.0

    /// The heights UIKit gives its controls, whatever their frame: `UISwitch` 31, `UISlider` 31 (30
    /// in older Interface Builder documents), `UIStepper` 32. `UISegmentedControl` and
    /// `UIPageControl` are not here: their author may set their height.
    public static let systemHeights: [ControlKind: ClosedRange<Double>] = [
        .switch: 31...31, .slider: 30...31, .stepper: 32...32,
    ]

    /// The controls whose frame UIKit fixes, by the trait that marks them, for inputs that do not
    /// name the class: `UISwitch` (51×31) and `UIStepper` (94×32). An element with the trait and
    /// exactly that size (to half a point) is Apple's own control. `UISegmentedControl` (height 32)
    /// and `UIPageControl` (height 26) are not here: their width varies with their content, and
    /// their traits (buttons, adjustable) do not tell them from custom controls.
    public static let intrinsicSizes: [(trait: AccessibilityTraits, width: Double, height: Double)] = [
        (.switchButton, 51, 31),
        (.adjustable, 94, 32),
    ]

    /// Whether the element is a system control at its fixed intrinsic size, by its traits.
    public static func hasIntrinsicSize(_ traits: AccessibilityTraits, _ frame: ElementFrame) -> Bool {
        intrinsicSizes.contains { size in
            traits.contains(size.trait) && abs(frame.width - size.width) < 0.5 && abs(frame.height - size.height) < 0.5
        }
    }

    /// Whether the frame is too small in a dimension its author sets: for a control UIKit sizes
    /// (``systemHeights``), the width, and the height only when it is not the system's.
    public static func isTooSmall(_ frame: ElementFrame, control: ControlKind?, traits: AccessibilityTraits) -> Bool {
        guard frame.width < minimum || frame.height < minimum else { return false }
        guard let control else { return !hasIntrinsicSize(traits, frame) }
        if let heights = systemHeights[control], heights.lowerBound - 0.5 < frame.height,
            frame.height < heights.upperBound + 0.5
        {
            return frame.width < minimum
        }
        return true
    }

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.enabledActionable, .hasFrame] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard element.isActionable, !element.traits.contains(.notEnabled), let frame = element.frame,
            Self.isTooSmall(frame, control: element.control, traits: element.traits)
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
