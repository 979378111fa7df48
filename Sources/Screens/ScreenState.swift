import Domain

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

    public init() {}
}

/// One utterance of the speech history, as the History screen lists it.
public struct HistoryLine: Sendable, Equatable {
    /// The text form of what was said.
    public var text: String
    /// The language it was said in.
    public var language: String

    public init(text: String, language: String) {
        self.text = text
        self.language = language
    }
}
