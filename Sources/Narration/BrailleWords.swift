import Localization

/// The braille abbreviations of one language (`btn`, `lnk`, `hdg`), looked up once per brief form.
struct BrailleWords: Sendable {
    let button, link, heading, image, textField, secureTextField, searchField, tab, adjustable: String
    let switchButton, dimmed, selected, stateOn, stateOff, stateMixed: String

    init(_ s: Strings) {
        button = s.text(.brailleButton)
        link = s.text(.brailleLink)
        heading = s.text(.brailleHeading)
        image = s.text(.brailleImage)
        textField = s.text(.brailleTextField)
        secureTextField = s.text(.brailleSecureTextField)
        searchField = s.text(.brailleSearchField)
        tab = s.text(.brailleTab)
        adjustable = s.text(.brailleAdjustable)
        switchButton = s.text(.brailleSwitchButton)
        dimmed = s.text(.brailleDimmed)
        selected = s.text(.brailleSelected)
        stateOn = s.text(.brailleStateOn)
        stateOff = s.text(.brailleStateOff)
        stateMixed = s.text(.brailleStateMixed)
    }
}
