/// Each command's own parser: options first, then operands.
extension CommandName {
    func parse(_ scanner: inout ArgumentScanner) throws(UsageError) -> Command {
        switch self {
        case .speak:
            return .speak(try SpeakRequest.parse(&scanner))
        case .bench:
            let json = try scanner.flag("--json")
            let quick = try scanner.flag("--quick")
            if let extra = try scanner.finish().first { throw .unknownCommand(extra) }
            return .bench(json: json, quick: quick)
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
