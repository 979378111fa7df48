import Localization

// Keys of the browse session: messages, live updates, keyboard help, and the help of browse, inspect SCREEN and speak --screen.
extension StringKey {
    // MARK: - Browse: messages spoken by the session.
    /// `Cancelled.`
    public static let browseCancelled = StringKey("browse.cancelled")
    /// `Space`
    public static let browseEditSpace = StringKey("browse.edit.space")
    /// `Blank`
    public static let browseEditBlank = StringKey("browse.edit.blank")
    /// `Nothing is being edited.`
    public static let browseNotEditing = StringKey("browse.not-editing")
    /// `No value.`
    public static let browseNoValue = StringKey("browse.no-value")
    /// `Nothing to activate.`
    public static let browseNoAction = StringKey("browse.no-action")
    /// `%@ deleted.`
    public static let browseDeleted = StringKey("browse.deleted")
    /// `Press Enter again to delete %@.`
    public static let browseDeleteConfirm = StringKey("browse.delete-confirm")
    /// `%1$@: %2$@`: a setting and its new value.
    public static let browseSettingChanged = StringKey("browse.setting-changed")
    /// `%@ on`: a switch setting turned on.
    public static let browseSettingOn = StringKey("browse.setting-on")
    /// `%@ off`: a switch setting turned off.
    public static let browseSettingOff = StringKey("browse.setting-off")
    /// `Not an amount: %@. Type a number such as 12.50.`
    public static let browseInvalidAmount = StringKey("browse.invalid-amount")
    /// `A name cannot be empty.`
    public static let browseErrorEmptyName = StringKey("browse.error.empty-name")
    /// `A name can have at most %d characters.`
    public static let browseErrorNameTooLong = StringKey("browse.error.name-too-long")
    /// `Cannot read %1$@: %2$@`
    public static let browseErrorImageUnreadable = StringKey("browse.error.image-unreadable")
    /// `%@ is not a JPEG, PNG, GIF or WebP image.`
    public static let browseErrorImageUnsupported = StringKey("browse.error.image-unsupported")
    /// `%@ is a damaged image.`
    public static let browseErrorImageMalformed = StringKey("browse.error.image-malformed")
    /// `%1$d to %2$d`
    public static let browseRange = StringKey("browse.range")
    /// `Line %1$d: %2$@`
    public static let browseErrorLine = StringKey("browse.error.line")
    /// `Unknown command “%@”. Type help for the commands.`
    public static let browseErrorUnknownCommand = StringKey("browse.error.unknown-command")
    /// `“%1$@” needs %2$@.`
    public static let browseErrorInvalidArgument = StringKey("browse.error.invalid-argument")
    /// `Commands: %@.`
    public static let browseHelpCommands = StringKey("browse.help.commands")
    /// `Find`
    public static let browsePromptFind = StringKey("browse.prompt.find")
    /// The `:` command line's name, said as it opens ("Command. Text Field. Is editing.").
    public static let browsePromptCommand = StringKey("browse.prompt.command")
    /// `Keyboard help on. Keys say what they do. Press question mark to leave.`
    public static let browseHelpModeOn = StringKey("browse.help-mode.on")
    /// `Keyboard help off.`
    public static let browseHelpModeOff = StringKey("browse.help-mode.off")
    /// `Headings`
    public static let browseRotorHeadings = StringKey("browse.rotor.headings")
    /// `Buttons`
    public static let browseRotorButtons = StringKey("browse.rotor.buttons")
    /// `Images`
    public static let browseRotorImages = StringKey("browse.rotor.images")
    /// `Links`
    public static let browseRotorLinks = StringKey("browse.rotor.links")
    /// `Form Fields`
    public static let browseRotorFormFields = StringKey("browse.rotor.form-fields")
    /// `All Elements`
    public static let browseRotorAll = StringKey("browse.rotor.all")

    // MARK: - Browse: live updates from another program.
    /// Plural family `live.items-added`: `%d items added.`.
    public static let liveItemsAdded = StringKey("live.items-added")
    /// Plural family `live.items-removed`: `%d items removed.`.
    public static let liveItemsRemoved = StringKey("live.items-removed")
    /// Plural family `live.photos-added`: `%d photos added.`.
    public static let livePhotosAdded = StringKey("live.photos-added")
    /// Plural family `live.photos-removed`: `%d photos removed.`.
    public static let livePhotosRemoved = StringKey("live.photos-removed")
    /// Plural family `live.tags-added`: `%d tags added.`.
    public static let liveTagsAdded = StringKey("live.tags-added")
    /// Plural family `live.tags-removed`: `%d tags removed.`.
    public static let liveTagsRemoved = StringKey("live.tags-removed")
    /// `Library updated.`
    public static let liveChanged = StringKey("live.changed")
    /// Said when a change made elsewhere removed the focused element, before the element focused now.
    public static let liveFocusMoved = StringKey("live.focus-moved")

    // MARK: - Browse: what each key does, said in keyboard help mode.
    /// `Next element.`
    public static let keysNext = StringKey("keys.next")
    /// `Previous element.`
    public static let keysPrevious = StringKey("keys.previous")
    /// `First element.`
    public static let keysFirst = StringKey("keys.first")
    /// `Last element.`
    public static let keysLast = StringKey("keys.last")
    /// `Activate: open, toggle or edit.`
    public static let keysActivate = StringKey("keys.activate")
    /// `Back to the previous screen.`
    public static let keysBack = StringKey("keys.back")
    /// `Increase the value, or go to the previous element of the rotor.`
    public static let keysUp = StringKey("keys.up")
    /// `Decrease the value, or go to the next element of the rotor.`
    public static let keysDown = StringKey("keys.down")
    /// `Rotor. Then h for headings, b buttons, i images, l links, f form fields, a all elements.`
    public static let keysRotor = StringKey("keys.rotor")
    /// `Next heading. With Shift, the previous one.`
    public static let keysNextHeading = StringKey("keys.next-heading")
    /// `Next button. With Shift, the previous one.`
    public static let keysNextButton = StringKey("keys.next-button")
    /// `Next image. With Shift, the previous one.`
    public static let keysNextImage = StringKey("keys.next-image")
    /// `Find. Type text, then press Enter.`
    public static let keysFind = StringKey("keys.find")
    /// `Read all from here to the end.`
    public static let keysReadAll = StringKey("keys.read-all")
    /// `Repeat the last thing said.`
    public static let keysRepeat = StringKey("keys.repeat")
    /// `Speech history.`
    public static let keysHistory = StringKey("keys.history")
    /// `Stop speech.`
    public static let keysStop = StringKey("keys.stop")
    /// `Keyboard help on or off.`
    public static let keysHelp = StringKey("keys.help")
    /// `Command line.`
    public static let keysCommandLine = StringKey("keys.command-line")
    /// `Leave Lector.`
    public static let keysQuit = StringKey("keys.quit")
    /// `Ten elements forward. PageUp, ten back.`
    public static let keysPage = StringKey("keys.page")
    /// `Read the value. On a secure text field, how many characters, never what they are.`
    public static let keysValue = StringKey("keys.value")
    /// Keyboard help: `w`, where am I (issue 41).
    public static let keysWhereAmI = StringKey("keys.where-am-i")
    /// Keyboard help: Shift-s, spell (issue 41).
    public static let keysSpell = StringKey("keys.spell")
    /// Keyboard help: Shift-t, table mode (issue 41).
    public static let keysTable = StringKey("keys.table")
    /// Keyboard help: Shift-r, the whole row in table mode (issue 41).
    public static let keysTableRow = StringKey("keys.table-row")
    /// "Table mode." (issue 41).
    public static let browseTableOn = StringKey("browse.table.on")
    /// "Table mode off."
    public static let browseTableOff = StringKey("browse.table.off")
    /// "Not in a table." for table keys outside the inventory and photo lists.
    public static let browseTableNone = StringKey("browse.table.none")
    /// A cell after its column header: "%1$@: %2$@".
    public static let browseTableCell = StringKey("browse.table.cell")
    /// An empty cell: "Blank".
    public static let browseTableBlank = StringKey("browse.table.blank")
    /// Where am I in table mode: "Row %1$d of %2$d, column %3$@."
    public static let browseTablePosition = StringKey("browse.table.position")
    /// Said as browse starts when a prompt's text was kept: %@ the field's label.
    public static let browseDraftKept = StringKey("browse.draft-kept")
    /// Said when a kept text is back in its prompt.
    public static let browseDraftRestored = StringKey("browse.draft-restored")
    /// Keyboard help: c, copy the focused element's text (issue 41).
    public static let keysCopy = StringKey("keys.copy")
    /// Keyboard help: Shift-c, copy the last utterance (issue 41).
    public static let keysCopyLast = StringKey("keys.copy-last")
    /// Keyboard help: k and Shift-k, the review cursor by character (issue 41).
    public static let keysReviewCharacter = StringKey("keys.review-character")
    /// Keyboard help: o and Shift-o, the review cursor by word (issue 41).
    public static let keysReviewWord = StringKey("keys.review-word")
    /// Keyboard help: t, the focused element's whole text (issue 41).
    public static let keysReviewText = StringKey("keys.review-text")
    /// Said after a copy.
    public static let browseCopied = StringKey("browse.copied")
    /// Said when there is nothing to copy.
    public static let browseCopyNothing = StringKey("browse.copy-nothing")
    /// Said when no clipboard took the text.
    public static let browseCopyNoClipboard = StringKey("browse.copy-no-clipboard")
    /// Where am I: the screen, said first; %@ the screen's title.
    public static let browseWhereAmIScreen = StringKey("browse.where-am-i.screen")
    /// `This key does nothing.`
    public static let keysUnbound = StringKey("keys.unbound")
}
