/// Why a screen cannot be shown or read.
public enum ScreenError: Error, Sendable, Equatable {
    /// The text names no screen (`lector browse itemz`).
    case unknownScreen(String)
    /// The record the screen is about is gone (another process removed it).
    case missing(ScreenID)
    /// The store changed under the screen: a row it counted is no longer there. Rebuild the screen.
    case stale
}
