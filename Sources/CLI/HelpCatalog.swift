import Localization
import Readers

/// Help text as data: for lector and for each command, the usage lines (never translated: names and
/// metavariables) and the option rows, whose descriptions are strings-table keys.
public struct CommandHelp: Sendable {
    /// One option row: the syntax as typed, and the key of its description.
    public struct Row: Sendable {
        public let syntax: String
        public let description: StringKey
    }

    /// The command, nil for lector itself.
    public let command: CommandName?
    /// Usage lines, without the "Usage:" word.
    public let usage: [String]
    /// One sentence saying what the command does.
    public let summary: StringKey
    /// Commands (lector) or the command's own options.
    public let rows: [Row]
    /// The heading above `rows`.
    public let rowsHeading: StringKey
    /// Further sections after `rows` (a command with subcommands lists its options here).
    public var moreSections: [Section] = []

    /// A heading and its rows.
    public struct Section: Sendable {
        public let heading: StringKey
        public let rows: [Row]
    }
}

/// Every help page that exists.
public enum HelpCatalog {
    /// The global options, shared by every page.
    public static let globalOptions: [CommandHelp.Row] = [
        .init(syntax: "--library DIR", description: .helpOptionLibrary),
        .init(syntax: "--empty", description: .helpOptionEmpty),
        .init(syntax: "--audio-device NAME", description: .helpOptionAudioDevice),
        .init(syntax: "--locale TAG", description: .helpOptionLocale),
        .init(syntax: "--output SINK", description: .helpOptionOutput),
        .init(syntax: "--output braille", description: .helpOptionOutputBraille),
        .init(syntax: "--braille-table TABLE", description: .helpOptionBrailleTable),
        .init(syntax: "--braille-grade 1|2", description: .helpOptionBrailleGrade),
        .init(syntax: "--voice NAME", description: .helpOptionVoice),
        .init(syntax: "--rate WPM", description: .helpOptionRate),
        .init(syntax: "--pitch 0-99", description: .helpOptionPitch),
        .init(syntax: "--volume 0-200", description: .helpOptionVolume),
        .init(syntax: "--verbosity brief|normal|verbose", description: .helpOptionVerbosity),
        .init(syntax: "--punctuation none|some|most|all", description: .helpOptionPunctuation),
        .init(syntax: "--curtain", description: .helpOptionCurtain),
        .init(syntax: "--speech-log FILE", description: .helpOptionSpeechLog),
        .init(syntax: "-q, --quiet", description: .helpOptionQuiet),
        .init(syntax: "-h, --help", description: .helpOptionHelp),
        .init(syntax: "--version", description: .helpOptionVersion),
    ]

    /// The page for lector itself.
    public static let lector = CommandHelp(
        command: nil,
        usage: ["lector [GLOBAL OPTIONS] COMMAND [ARGUMENTS] [OPTIONS]"],
        summary: .helpLectorSummary,
        rows: CommandName.allCases.map { CommandHelp.Row(syntax: $0.rawValue, description: page(for: $0).summary) },
        rowsHeading: .helpHeadingCommands)

    /// The tree formats `--format` (and `audit --tree-format`) accept: `json|storyboard|…`.
    static var treeFormats: String { TreeFormat.names.joined(separator: "|") }

    /// The page for a command.
    public static func page(for command: CommandName) -> CommandHelp {
        switch command {
        case .browse:
            return CommandHelp(
                command: .browse,
                usage: ["lector browse [SCREEN] [--script FILE|-] [--braille] [--listen | --listen-file FILE|-]"],
                summary: .helpBrowseSummary,
                rows: [
                    .init(syntax: "SCREEN", description: .helpBrowseScreen),
                    .init(syntax: "--script FILE|-", description: .helpBrowseScript),
                    .init(syntax: "--braille", description: .helpBrowseBraille),
                    .init(syntax: "--listen", description: .helpBrowseListen),
                    .init(syntax: "--listen-file FILE|-", description: .helpBrowseListenFile),
                ],
                rowsHeading: .helpHeadingArguments)
        case .speak:
            return CommandHelp(
                command: .speak,
                usage: [
                    "lector speak TEXT...", "lector speak --element FILE|- [--format \(treeFormats)]",
                    "lector speak --screen SCREEN [--all]",
                ],
                summary: .helpSpeakSummary,
                rows: [
                    .init(syntax: "TEXT...", description: .helpSpeakText),
                    .init(syntax: "--element FILE|-", description: .helpSpeakElement),
                    .init(syntax: "--format FORMAT", description: .helpTreeFormat),
                    .init(syntax: "--screen SCREEN", description: .helpSpeakScreen),
                    .init(syntax: "--all", description: .helpSpeakAll),
                ],
                rowsHeading: .helpHeadingArguments)
        case .inspect:
            return CommandHelp(
                command: .inspect,
                usage: [
                    "lector inspect [SCREEN] [--json]",
                    "lector inspect --tree FILE|- [--format \(treeFormats)] [--json]",
                ],
                summary: .helpInspectSummary,
                rows: [
                    .init(syntax: "SCREEN", description: .helpInspectScreen),
                    .init(syntax: "--tree FILE|-", description: .helpInspectTree),
                    .init(syntax: "--format FORMAT", description: .helpTreeFormat),
                    .init(syntax: "--json", description: .helpInspectJSON),
                ],
                rowsHeading: .helpHeadingOptions)
        case .pronounce:
            return CommandHelp(
                command: .pronounce,
                usage: [
                    "lector pronounce list [--locale L]",
                    "lector pronounce add WORD (--ipa IPA | --espeak PHONEMES | --say RESPELLING) [--locale L] [--match word|anywhere|regex] [--case-sensitive]",
                    "lector pronounce remove WORD [--locale L]",
                    "lector pronounce test WORD...",
                ],
                summary: .helpPronounceSummary,
                rows: [
                    .init(syntax: "list", description: .helpPronounceList),
                    .init(syntax: "add WORD", description: .helpPronounceAdd),
                    .init(syntax: "remove WORD", description: .helpPronounceRemove),
                    .init(syntax: "test WORD...", description: .helpPronounceTest),
                    .init(syntax: "--ipa IPA", description: .helpPronounceIPA),
                    .init(syntax: "--espeak PHONEMES", description: .helpPronounceEspeak),
                    .init(syntax: "--say RESPELLING", description: .helpPronounceSay),
                    .init(syntax: "--match word|anywhere|regex", description: .helpPronounceMatch),
                    .init(syntax: "--case-sensitive", description: .helpPronounceCaseSensitive),
                ],
                rowsHeading: .helpHeadingOptions)
        case .l10n:
            return CommandHelp(
                command: .l10n,
                usage: [
                    "lector l10n check [DIR] [--format text|json|sarif|junit] [--fail-on error|warning|info|never] "
                        + "[--output-file FILE]",
                    "[--base-dir DIR] [--baseline FILE] [--write-baseline FILE] [--source-language LANG] [--speech]",
                    "lector l10n pseudo [--out DIR]",
                ],
                summary: .helpL10nSummary,
                rows: [
                    .init(syntax: "check [DIR]", description: .helpL10nCheck),
                    .init(syntax: "pseudo", description: .helpL10nPseudo),
                ],
                rowsHeading: .helpHeadingSubcommands,
                moreSections: [
                    .init(
                        heading: .helpHeadingOptions,
                        rows: [
                            .init(syntax: "--format text|json|sarif|junit", description: .helpL10nFormat),
                            .init(syntax: "--fail-on error|warning|info|never", description: .helpL10nFailOn),
                            .init(syntax: "--output-file FILE", description: .helpL10nOutputFile),
                            .init(syntax: "--base-dir DIR", description: .helpAuditBaseDir),
                            .init(syntax: "--baseline FILE", description: .helpAuditBaseline),
                            .init(syntax: "--write-baseline FILE", description: .helpAuditWriteBaseline),
                            .init(syntax: "--source-language LANG", description: .helpAuditSourceLanguage),
                            .init(syntax: "--speech", description: .helpL10nSpeech),
                            .init(syntax: "--out DIR", description: .helpL10nOut),
                        ])
                ])
        case .audit:
            return audit
        case .items: return items
        case .photos: return photos
        case .tags: return tags
        case .import: return importPage
        case .export: return export
        }
    }

    /// The page for a topic (nil: lector).
    public static func page(for topic: CommandName?) -> CommandHelp {
        topic.map { page(for: $0) } ?? lector
    }
}

extension CommandHelp {
    /// The usage line for a command line: the one of the subcommand or mode the arguments name (`items add`,
    /// `speak --element`), else the first.
    public func usageLine(for arguments: [String]) -> String {
        let prefix = command.map { ["lector", $0.rawValue] } ?? ["lector"]
        let start = command.flatMap { arguments.firstIndex(of: $0.rawValue) }.map { $0 + 1 } ?? 0
        var best: (position: Int, line: String)?
        for line in usage {
            // "lector photos tag ID TAG... | untag ID TAG...": every alternative names its subcommand first.
            for alternative in line.components(separatedBy: " | ") {
                var words = alternative.split(separator: " ").map(String.init)
                if words.starts(with: prefix) { words.removeFirst(prefix.count) }
                guard let word = words.first, word.hasPrefix("--") || word.allSatisfy({ $0.isLowercase || $0 == "-" }),
                    let position = arguments[min(start, arguments.count)...].firstIndex(of: word),
                    position < (best?.position ?? Int.max)
                else { continue }
                best = (position, line)
            }
        }
        return best?.line ?? usage[0]
    }

    /// Renders the page in the user's language.
    public func render(_ strings: Strings) -> String {
        var lines: [String] = []
        let usageWord = strings.text(.helpUsage)
        // In a right-to-left language the syntax is isolated, so that it shows as typed ("--voice", not "voice--").
        let rightToLeft = strings.isRightToLeft
        let syntax = { (text: String) in rightToLeft ? BidiIsolation.isolated(text) : text }
        for (index, line) in usage.enumerated() {
            lines.append(
                index == 0
                    ? "\(usageWord) \(syntax(line))" : String(repeating: " ", count: usageWord.count + 1) + syntax(line)
            )
        }
        lines.append("")
        lines.append(strings.displayText(summary))
        lines.append("")
        append(heading: rowsHeading, rows: rows, to: &lines, strings)
        lines.append("")
        for section in moreSections {
            append(heading: section.heading, rows: section.rows, to: &lines, strings)
            lines.append("")
        }
        // The global options are listed once, on lector's page; a command's page points there.
        if command == nil {
            append(heading: .helpHeadingGlobalOptions, rows: HelpCatalog.globalOptions, to: &lines, strings)
            lines.append("")
            lines.append(strings.displayText(.helpMoreHelp))
        } else {
            lines.append(strings.displayText(.helpGlobalOptionsPointer))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func append(heading: StringKey, rows: [Row], to lines: inout [String], _ strings: Strings) {
        lines.append(strings.text(heading))
        let width = (rows.map(\.syntax.count).max() ?? 0) + 2
        for row in rows {
            let padding = String(repeating: " ", count: width - row.syntax.count)
            let syntax = strings.isRightToLeft ? BidiIsolation.isolated(row.syntax) : row.syntax
            let mark = strings.isRightToLeft ? String(BidiIsolation.rightToLeftMark) : ""
            lines.append(mark + "  " + syntax + padding + strings.displayText(row.description))
        }
    }
}
