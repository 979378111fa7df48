import Domain
import Utterances

/// What the screens show besides the library: the session's choices and memory.
public struct ScreenState: Sendable {
    /// The order of the Items screen.
    public var itemSort: ItemSort = .name
    /// Which photos the Photos screen shows.
    public var photoFilter: PhotoFilter = .all
    /// The text of the Search screen's field; results are shown for it.
    public var searchText = ""
    /// The speech history, newest first.
    public var history: [HistoryLine] = []
    /// The values of the Settings screen.
    public var settings = SpeechSettings()
    /// The languages the Language setting offers.
    public var languages = ["en"]

    /// The state of a new session: items by name, every photo, no search, no history, default settings.
    public init() {}
}
