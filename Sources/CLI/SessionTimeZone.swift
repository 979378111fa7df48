import Foundation
import Synchronization

/// The session's time zone (`TimeZone.current`: `TZ`, else the system's), read on first use and kept: a command
/// that shows or speaks no date never reads it.
final class SessionTimeZone: Sendable {
    private let state = Mutex<TimeZone?>(nil)

    /// The zone, read now if this is the first use.
    var value: TimeZone {
        state.withLock { cached in
            if let cached { return cached }
            let zone = TimeZone.current
            cached = zone
            return zone
        }
    }
}
