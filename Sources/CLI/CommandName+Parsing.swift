import Readers

/// Each command's own parser: options first, then operands.
extension CommandName {
    func parse(_ scanner: inout ArgumentScanner) throws(UsageError) -> Command {
        switch self {
        case .speak:
            return .speak(try SpeakRequest.parse(&scanner))
        case .inspect:
            let tree = try scanner.value("--tree")
            let json = try scanner.flag("--json")
            // `--format` belongs to `--tree`; without it the option is left over and unknown.
            let format = tree == nil ? nil : try scanner.choice("--format", of: TreeFormat.self)
            let operands = try scanner.finish()
            if let tree {
                if let extra = operands.first { throw .unknownCommand(extra) }
                return .inspect(InspectRequest(source: .tree(tree), json: json, format: format))
            }
            if operands.count > 1 { throw .unknownCommand(operands[1]) }
            return .inspect(InspectRequest(source: .screen(operands.first ?? "home"), json: json))
        case .browse:
            let script = try scanner.value("--script")
            let braille = try scanner.flag("--braille")
            let listen = try scanner.flag("--listen")
            let listenFile = try scanner.value("--listen-file")
            let operands = try scanner.finish()
            if operands.count > 1 { throw .unknownCommand(operands[1]) }
            return .browse(
                BrowseRequest(
                    screen: operands.first ?? "home", script: script, braille: braille, listen: listen,
                    listenFile: listenFile))
        case .pronounce:
            return .pronounce(try PronounceRequest.parse(&scanner))
        case .l10n:
            return .l10n(try L10nRequest.parse(&scanner))
        case .audit:
            return .audit(try AuditRequest.parse(&scanner))
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
        if let path = try scanner.value("--element") {
            let format = try scanner.choice("--format", of: TreeFormat.self)
            if let extra = try scanner.finish().first { throw .unknownCommand(extra) }
            return .element(path: path, format: format)
        }
        if let screen = try scanner.value("--screen") {
            let all = try scanner.flag("--all")
            if let extra = try scanner.finish().first { throw .unknownCommand(extra) }
            return .screen(name: screen, all: all)
        }
        let words = try scanner.finish()
        guard words.contains(where: { !$0.isEmpty }) else { throw .missingArgument("TEXT", command: .speak) }
        // Joined by hand: `joined(separator:)` is not specialized here and its first call looks up conformances.
        var text = ""
        for (index, word) in words.enumerated() {
            if index > 0 { text += " " }
            text += word
        }
        return .text(text)
    }
}
