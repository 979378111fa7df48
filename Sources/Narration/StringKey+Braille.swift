import Localization

// Keys of the braille brief form (issue 18): the abbreviations braille displays show for traits and states.
extension StringKey {
    /// `btn`: Role: a button (NVDA's "btn").
    public static let brailleButton = StringKey("braille.button")
    /// `lnk`: Role: a link (NVDA's "lnk").
    public static let brailleLink = StringKey("braille.link")
    /// `hdg`: Role: a heading.
    public static let brailleHeading = StringKey("braille.heading")
    /// `img`: Role: an image.
    public static let brailleImage = StringKey("braille.image")
    /// `edt`: Role: a text field (NVDA's "edt").
    public static let brailleTextField = StringKey("braille.text-field")
    /// `pwd`: Role: a password field; its content is never shown.
    public static let brailleSecureTextField = StringKey("braille.secure-text-field")
    /// `srch`: Role: a search field.
    public static let brailleSearchField = StringKey("braille.search-field")
    /// `tab`: Role: a tab of a tab bar.
    public static let brailleTab = StringKey("braille.tab")
    /// `sldr`: Role: an adjustable element such as a slider (NVDA's "sldr").
    public static let brailleAdjustable = StringKey("braille.adjustable")
    /// `sw`: Role: a switch (on/off control).
    public static let brailleSwitchButton = StringKey("braille.switch")
    /// `unav`: State: the element is dimmed (not available; NVDA's "unav").
    public static let brailleDimmed = StringKey("braille.dimmed")
    /// `sel`: State: the element is selected (NVDA's "sel").
    public static let brailleSelected = StringKey("braille.selected")
    /// `on`: State: a switch that is on.
    public static let brailleStateOn = StringKey("braille.state-on")
    /// `off`: State: a switch that is off.
    public static let brailleStateOff = StringKey("braille.state-off")
    /// `mixed`: State: a switch that is partly on.
    public static let brailleStateMixed = StringKey("braille.state-mixed")
}
