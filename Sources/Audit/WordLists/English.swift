// English word lists (audit.md §3, §4).
extension WordLists {
    /// en.
    public static let english = WordLists(
        language: "en",
        traitWords: [
            .button: ["button", "checkbox", "check box"],
            .link: ["link", "hyperlink"],
            .image: ["image", "picture", "icon", "graphic"],
            .header: ["heading", "header"],
            .searchField: ["search field", "search box"],
            .adjustable: ["adjustable", "slider", "stepper"],
            .switchButton: ["switch", "toggle", "checkbox", "check box"],
            .textEntry: ["text field", "text box", "textbox", "input field", "password field"],
            .tab: ["tab"],
            .backButton: ["back button"],
        ],
        stateWords: [
            "checked", "unchecked", "selected", "unselected", "deselected", "ticked", "unticked", "enabled",
            "disabled", "dimmed", "expanded", "collapsed", "on†", "off†",
        ],
        actionWords: [
            "tap", "taps", "tapped", "tapping", "double-tap", "double tap", "triple-tap", "click", "clicks",
            "clicked", "clicking", "swipe", "swipes", "swiping", "press", "presses", "pressing", "long-press",
            "long press", "drag", "dragging", "pinch", "flick",
        ],
        genericLinkWords: [
            "click", "tap", "go", "here", "learn", "more", "this", "page", "link", "read", "see", "info",
            "information", "right", "start",
        ],
        subjectWords: [
            "it", "this", "that", "these", "those", "there", "you", "he", "she", "they", "we", "the", "a", "an",
        ],
        invariantWords: [],
        placeholderLabels: [
            "null", "nil", "undefined", "nan", "placeholder", "untitled", "content description",
            "accessibility label", "accessibility hint", "test label",
        ],
        imagePlaceholderLabels: [
            "image", "picture", "photo", "icon", "graphic", "spacer", "default", "unknown", "none",
            "description", "label", "text", "button",
        ],
        imperatives: [
            "Open", "Close", "Play", "Pause", "Stop", "Start", "Tap", "Click", "Press", "Swipe", "Drag", "Delete",
            "Remove", "Add", "Create", "Edit", "Change", "Rename", "Save", "Cancel", "Go", "Show", "Hide", "View",
            "Display", "Select", "Choose", "Pick", "Toggle", "Turn", "Switch", "Enable", "Disable", "Expand",
            "Collapse", "Share", "Send", "Copy", "Move", "Sort", "Filter", "Search", "Find", "Enter", "Type", "Set",
            "Clear", "Reset", "Mark", "Tag", "Import", "Export", "Download", "Upload", "Refresh", "Return",
            "Navigate", "Use", "Adjust", "Increase", "Decrease", "Activate", "Dismiss", "Confirm", "Read", "Listen",
            "Please",
        ])
}
