import Audit
import Localization

/// The messages of `lector audit`'s own failures (exit 2), in the UI language.
enum AuditMessages {
    /// A suppression file that cannot be read or is malformed, naming the file and line.
    static func suppressionFile(_ error: SuppressionFileError, strings: Strings) -> String {
        let place = error.line.map { "\(error.file):\($0)" } ?? error.file
        switch error.kind {
        case .unreadable: return strings.format(.errorAuditSuppressionUnreadable, .text(error.file))
        case .unknownField(let name):
            return strings.format(.errorAuditSuppressionUnknownField, .text(place), .text(name))
        case .repeatedField(let name):
            return strings.format(.errorAuditSuppressionRepeatedField, .text(place), .text(name))
        case .unterminatedQuote: return strings.format(.errorAuditSuppressionUnterminatedQuote, .text(place))
        case .missingRulePattern: return strings.format(.errorAuditSuppressionMissingRule, .text(place))
        }
    }

    /// A baseline file that cannot be read or is malformed, naming the file, line and column.
    static func baselineFile(_ error: BaselineFileError, strings: Strings) -> String {
        switch error.kind {
        case .unreadable: strings.format(.errorAuditBaselineUnreadable, .text(error.file))
        case .malformed(let path):
            strings.format(.errorAuditBaselineMalformed, .text(error.place), .text(path.isEmpty ? "$" : path))
        }
    }

    /// A `--screens` name that names no screen.
    static func screen(_ error: AuditScreenError, strings: Strings) -> String {
        switch error {
        case .unknownScreen(let name): strings.format(.errorAuditUnknownScreen, .text(name))
        }
    }
}

/// A `--screens` entry that names no screen of the library (exit 2).
enum AuditScreenError: Error, Sendable, Equatable {
    case unknownScreen(String)
}
