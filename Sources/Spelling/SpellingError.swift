/// Why a spelling dictionary cannot be used.
public enum SpellingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// libhunspell could not be opened: its SONAME and dlopen's words.
    case unavailable(soname: String, reason: String)
    /// Hunspell could not read the dictionary's files, or they use an encoding Lector cannot convert to.
    case unreadable(path: String)

    /// In English.
    public var description: String {
        switch self {
        case .unavailable(let soname, let reason): "\(soname) cannot be opened (\(reason))"
        case .unreadable(let path): "\(path) cannot be read as a Hunspell dictionary"
        }
    }
}
