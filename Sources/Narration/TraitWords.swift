import Localization

/// The trait, state and context words of one language, looked up once (`narration.md` §4).
struct TraitWords: Sendable {
    let selected, dimmed, button, backButton, backDescriptor, switchButton: String
    let stateOn, stateOff, stateMixed, tab, textField, secureTextField, isEditing: String
    let heading, link, adjustable, image, searchField: String
    let listStart, listEnd, landmarkStart, landmarkEnd, unlabeled: String
    let switchHint, textFieldHint, textFieldEditingHint, adjustableHint: String
    let buttonHelp, linkHelp, tabHelp: String

    init(_ s: Strings) {
        selected = s.text(.traitSelected)
        dimmed = s.text(.traitDimmed)
        button = s.text(.traitButton)
        backButton = s.text(.traitBackButton)
        backDescriptor = s.text(.traitBackDescriptor)
        switchButton = s.text(.traitSwitchButton)
        stateOn = s.text(.traitStateOn)
        stateOff = s.text(.traitStateOff)
        stateMixed = s.text(.traitStateMixed)
        tab = s.text(.traitTab)
        textField = s.text(.traitTextField)
        secureTextField = s.text(.traitSecureTextField)
        isEditing = s.text(.traitIsEditing)
        heading = s.text(.traitHeading)
        link = s.text(.traitLink)
        adjustable = s.text(.traitAdjustable)
        image = s.text(.traitImage)
        searchField = s.text(.traitSearchField)
        listStart = s.text(.contextListStart)
        listEnd = s.text(.contextListEnd)
        landmarkStart = s.text(.contextLandmarkStart)
        landmarkEnd = s.text(.contextLandmarkEnd)
        unlabeled = s.text(.elementUnlabeled)
        switchHint = s.text(.traitSwitchButtonHint)
        textFieldHint = s.text(.traitTextFieldHint)
        textFieldEditingHint = s.text(.traitTextFieldEditingHint)
        adjustableHint = s.text(.traitAdjustableHint)
        buttonHelp = s.text(.traitButtonHelpHint)
        linkHelp = s.text(.traitLinkHelpHint)
        tabHelp = s.text(.traitTabHelpHint)
    }
}
