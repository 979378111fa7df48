/// The UIKit class of an element, when its input names it (a storyboard's `<slider>`, an XCUITest
/// `Slider`, a Detox `UISlider`): what the traits alone cannot tell, such as a system control's
/// size that UIKit fixes. The raw value is the JSON name.
public enum ControlKind: String, CaseIterable, Hashable, Sendable, Codable {
    /// `UISwitch`: 51×31 points, a size UIKit fixes.
    case `switch`
    /// `UISlider`: its height (about 31 points) is UIKit's, its width the author's.
    case slider
    /// `UIStepper`: 94×32 points, a size UIKit fixes.
    case stepper
    /// `UIPageControl`.
    case pageControl
    /// `UISegmentedControl`.
    case segmentedControl
    /// `UITextView`: text read on demand, editable or not.
    case textView
}
