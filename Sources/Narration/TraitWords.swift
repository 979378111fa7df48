import Localization

/// The trait, state and context words of one language, looked up once (`narration.md` §4); a class, so that
/// the composer passes one reference, not thirty strings.
final class TraitWords: Sendable {
    let selected, dimmed, button, backButton, backDescriptor, switchButton: String
    let stateOn, stateOff, stateMixed, tab, textField, secureTextField, isEditing: String
    let heading, link, adjustable, image, searchField: String
    let listStart, listEnd, landmarkStart, landmarkEnd, unlabeled: String
    let switchHint, textFieldHint, textFieldEditingHint, adjustableHint: String
    let buttonHelp, linkHelp, tabHelp: String
    /// Between a label and its value, as the language writes it (`: `, French `\u{A0}: `, Japanese `：`).
    let labelValueSeparator: String

    /// The spoken forms (readings where a language has them); the back descriptor is compared with labels,
    /// so it stays the display form.
    init(_ s: Strings) {
        selected = s.text(.traitSelected, channel: .speech)
        dimmed = s.text(.traitDimmed, channel: .speech)
        button = s.text(.traitButton, channel: .speech)
        backButton = s.text(.traitBackButton, channel: .speech)
        backDescriptor = SpeechCleanup.clean(s.text(.traitBackDescriptor))
        switchButton = s.text(.traitSwitchButton, channel: .speech)
        stateOn = s.text(.traitStateOn, channel: .speech)
        stateOff = s.text(.traitStateOff, channel: .speech)
        stateMixed = s.text(.traitStateMixed, channel: .speech)
        tab = s.text(.traitTab, channel: .speech)
        textField = s.text(.traitTextField, channel: .speech)
        secureTextField = s.text(.traitSecureTextField, channel: .speech)
        isEditing = s.text(.traitIsEditing, channel: .speech)
        heading = s.text(.traitHeading, channel: .speech)
        link = s.text(.traitLink, channel: .speech)
        adjustable = s.text(.traitAdjustable, channel: .speech)
        image = s.text(.traitImage, channel: .speech)
        searchField = s.text(.traitSearchField, channel: .speech)
        listStart = s.text(.contextListStart, channel: .speech)
        listEnd = s.text(.contextListEnd, channel: .speech)
        landmarkStart = s.text(.contextLandmarkStart, channel: .speech)
        landmarkEnd = s.text(.contextLandmarkEnd, channel: .speech)
        unlabeled = s.text(.elementUnlabeled, channel: .speech)
        switchHint = s.text(.traitSwitchButtonHint, channel: .speech)
        textFieldHint = s.text(.traitTextFieldHint, channel: .speech)
        textFieldEditingHint = s.text(.traitTextFieldEditingHint, channel: .speech)
        adjustableHint = s.text(.traitAdjustableHint, channel: .speech)
        buttonHelp = s.text(.traitButtonHelpHint, channel: .speech)
        linkHelp = s.text(.traitLinkHelpHint, channel: .speech)
        tabHelp = s.text(.traitTabHelpHint, channel: .speech)
        // Appended as it is (not composed as a word), so without the marks a pseudo-locale wraps its values in.
        labelValueSeparator = String(
            String.UnicodeScalarView(
                s.text(.speechLabelValueSeparator, channel: .speech).unicodeScalars.filter {
                    !TerminalText.isBidiControl($0) && $0 != "\u{200E}" && $0 != "\u{200F}"
                }))
    }
}
