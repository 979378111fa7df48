import Localization

// Keys of Interface Builder documents read by the readers: the titles UIKit gives system items.
extension StringKey {
    // MARK: - System bar button items (`systemItem="cancel"`), as VoiceOver speaks them.

    /// The label of each system bar button item by its Interface Builder name (`cancel`,
    /// `fastForward`); the spacers (`flexibleSpace`, `fixedSpace`) have none.
    public static let systemItemLabels: [String: StringKey] = [
        "done": StringKey("system-item.done.label"),
        "cancel": StringKey("system-item.cancel.label"),
        "edit": StringKey("system-item.edit.label"),
        "save": StringKey("system-item.save.label"),
        "add": StringKey("system-item.add.label"),
        "compose": StringKey("system-item.compose.label"),
        "reply": StringKey("system-item.reply.label"),
        "action": StringKey("system-item.action.label"),
        "organize": StringKey("system-item.organize.label"),
        "bookmarks": StringKey("system-item.bookmarks.label"),
        "search": StringKey("system-item.search.label"),
        "refresh": StringKey("system-item.refresh.label"),
        "stop": StringKey("system-item.stop.label"),
        "camera": StringKey("system-item.camera.label"),
        "trash": StringKey("system-item.trash.label"),
        "play": StringKey("system-item.play.label"),
        "pause": StringKey("system-item.pause.label"),
        "rewind": StringKey("system-item.rewind.label"),
        "fastForward": StringKey("system-item.fast-forward.label"),
        "undo": StringKey("system-item.undo.label"),
        "redo": StringKey("system-item.redo.label"),
        "close": StringKey("system-item.close.label"),
    ]
}
