import Localization

// Keys of narration.md §4: trait, context and state words, navigation, counts, money and dates.
extension StringKey {
    // MARK: - Traits and states

    /// `Selected.` when an element has nothing else to say.
    public static let traitSelected = StringKey("trait.selected")
    /// `Selected: %@`, wrapping the description of a selected element.
    public static let traitSelectedFormat = StringKey("trait.selected-format")
    /// `Dimmed.`
    public static let traitDimmed = StringKey("trait.dimmed")
    /// `Back Button.`
    public static let traitBackButton = StringKey("trait.back-button")
    /// `Back`, the label a back button drops.
    public static let traitBackDescriptor = StringKey("trait.back-descriptor")
    /// `Switch Button.`
    public static let traitSwitchButton = StringKey("trait.switch-button")
    /// `On.`
    public static let traitStateOn = StringKey("trait.state-on")
    /// `Off.`
    public static let traitStateOff = StringKey("trait.state-off")
    /// `Mixed.`
    public static let traitStateMixed = StringKey("trait.state-mixed")
    /// `Tab.`
    public static let traitTab = StringKey("trait.tab")
    /// `Text Field.`
    public static let traitTextField = StringKey("trait.text-field")
    /// `Secure Text Field.`
    public static let traitSecureTextField = StringKey("trait.secure-text-field")
    /// Plural family: how many characters a secure text field holds (`8 characters`); never its content.
    public static let traitSecureTextFieldCharacters = StringKey("trait.secure-text-field.characters")
    /// `Is editing.`
    public static let traitIsEditing = StringKey("trait.is-editing")
    /// `Heading.`
    public static let traitHeading = StringKey("trait.heading")
    /// `Link.`
    public static let traitLink = StringKey("trait.link")
    /// `Adjustable.`
    public static let traitAdjustable = StringKey("trait.adjustable")
    /// `Image.`
    public static let traitImage = StringKey("trait.image")
    /// `Search Field.`
    public static let traitSearchField = StringKey("trait.search-field")

    // MARK: - Built-in hints

    /// `Press Enter to toggle setting.`
    public static let traitSwitchButtonHint = StringKey("trait.switch-button.hint")
    /// `%@. Press Enter to toggle setting.`
    public static let traitSwitchButtonAfterHint = StringKey("trait.switch-button.after.hint")
    /// `Press Enter to edit.`
    public static let traitTextFieldHint = StringKey("trait.text-field.hint")
    /// `Press Enter to save or Escape to cancel.`
    public static let traitTextFieldEditingHint = StringKey("trait.text-field.editing.hint")
    /// `Use the up and down arrow keys to adjust the value.`
    public static let traitAdjustableHint = StringKey("trait.adjustable.hint")
    /// `%@. Use the up and down arrow keys to adjust the value.`
    public static let traitAdjustableAfterHint = StringKey("trait.adjustable.after.hint")
    /// `Press Enter to activate.` (verbose only)
    public static let traitButtonHelpHint = StringKey("trait.button.help.hint")
    /// `Press Enter to open the link.` (verbose only)
    public static let traitLinkHelpHint = StringKey("trait.link.help.hint")
    /// `Press Enter to show this tab.` (verbose only)
    public static let traitTabHelpHint = StringKey("trait.tab.help.hint")

    // MARK: - Context
    /// `List Start.`
    public static let contextListStart = StringKey("context.list-start")
    /// `List End.`
    public static let contextListEnd = StringKey("context.list-end")
    /// `Landmark.`
    public static let contextLandmarkStart = StringKey("context.landmark-start")
    /// `End.`
    public static let contextLandmarkEnd = StringKey("context.landmark-end")
    /// `Row %d.`
    public static let contextTableRow = StringKey("context.table-row")
    /// `Column %d.`
    public static let contextTableColumn = StringKey("context.table-column")

    // MARK: - Elements, navigation, booleans

    /// `Unlabeled.`, said instead of silence.
    public static let elementUnlabeled = StringKey("element.unlabeled")
}
