/// Each command's own parser: options first, then operands.
extension CommandName {
    func parse(_ scanner: inout ArgumentScanner) throws(UsageError) -> Command {
        switch self {
        case .speak:
            return .speak(try SpeakRequest.parse(&scanner))
        case .items:
            return .items(try ItemsRequest.parse(&scanner))
        case .photos:
            return .photos(try PhotosRequest.parse(&scanner))
        case .tags:
            return .tags(try TagsRequest.parse(&scanner))
        case .import:
            return .importFile(try ImportRequest.parse(&scanner))
        case .export:
            return .export(try ExportRequest.parse(&scanner))
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
