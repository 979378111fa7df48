import Localization
import WebService

/// The localized one-line message of a ``WebError``.
struct FetchMessages {
    let strings: Strings

    func message(_ error: WebError) -> String {
        func number(_ value: Int) -> StringArgument { .text(strings.number(value, channel: .display)) }
        switch error {
        case .status(let url, let code, _):
            return strings.format(.errorFetchStatus, .text(url), .text(String(code)))
        case .timedOut(let url, let seconds):
            return strings.format(.errorFetchTimedOut, .text(url), .text(Self.seconds(seconds)))
        case .unreachable(let url, let reason):
            return strings.format(.errorFetchUnreachable, .text(url), .text(reason))
        case .truncated(let url, let expected, let received):
            return strings.format(.errorFetchTruncated, .text(url), number(received), number(Int(expected)))
        case .tooLarge(let url, let maximum):
            return strings.format(.errorFetchTooLarge, .text(url), number(maximum))
        case .transport(let url, let reason):
            return strings.format(.errorFetchTransport, .text(url), .text(reason))
        case .fileDeadline(let url, let seconds):
            return strings.format(.errorFetchFileDeadline, .text(url), .text(Self.seconds(seconds)))
        case .runDeadline(_, let seconds):
            return strings.format(.errorFetchRunDeadline, .text(Self.seconds(seconds)))
        case .cancelled:
            return strings.text(.errorInterrupted)
        case .unavailable(_, _, let reason):
            return strings.format(.errorFetchNoCurl, .text(reason))
        }
    }

    /// Seconds as given: `2`, `0.5`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
