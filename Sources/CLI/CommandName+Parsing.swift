/// Each command's own parser: options first, then operands.
extension CommandName {
    func parse(_ scanner: inout ArgumentScanner) throws(UsageError) -> Command {
        switch self {
        case .speak:
            return .speak(try SpeakRequest.parse(&scanner))
        }
    }
}

extension SpeakRequest {
    static func parse(_ scanner: inout ArgumentScanner) throws(UsageError) -> SpeakRequest {
        let words = try scanner.finish()
        guard !words.isEmpty else { throw .missingArgument("TEXT", command: .speak) }
        return .text(words.joined(separator: " "))
    }
}
