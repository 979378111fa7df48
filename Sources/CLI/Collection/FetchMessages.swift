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
            let text = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
            return strings.format(.errorFetchTimedOut, .text(url), .text(text))
        case .unreachable(let url, let reason):
            return strings.format(.errorFetchUnreachable, .text(url), .text(reason))
        case .truncated(let url, let expected, let received):
            return strings.format(.errorFetchTruncated, .text(url), number(received), number(Int(expected)))
        case .tooLarge(let url, let maximum):
            return strings.format(.errorFetchTooLarge, .text(url), number(maximum))
        case .transport(let url, let reason):
            return strings.format(.errorFetchTransport, .text(url), .text(reason))
        case .cancelled:
            return strings.text(.errorInterrupted)
        case .unavailable(_, _, let reason):
            return strings.format(.errorFetchNoCurl, .text(reason))
        }
    }
}
