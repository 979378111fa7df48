import Audit

/// What `lector l10n` does: check a strings folder, or write the pseudo-locales.
public enum L10nRequest: Sendable, Equatable {
    /// `l10n check [DIR] [--format F] [--fail-on S] [--output-file FILE] [--base-dir DIR] [--baseline FILE]
    /// [--write-baseline FILE] [--source-language LANG] [--speech]`.
    case check(L10nCheckRequest)
    /// `l10n pseudo [--out DIR]`; nil: the current folder.
    case pseudo(outputFolder: String?)

    /// The subcommands, as typed.
    static let subcommands = ["check", "pseudo"]

    /// Parses the tokens after `l10n`: options first (each subcommand rejects the other's), then
    /// the subcommand and its operand.
    static func parse(_ scanner: inout ArgumentScanner) throws(UsageError) -> L10nRequest {
        let format = try scanner.choice("--format", of: ReportFormat.self)
        let failOn = try scanner.choice("--fail-on", of: FailLevel.self)
        let outputFile = try scanner.value("--output-file")
        let outputFolder = try scanner.value("--out")
        let report = try ReportOptions.parse(&scanner, command: .l10n)
        let sourceLanguage = try SourceLanguageOption.parse(&scanner, command: .l10n)
        let speech = try scanner.flag("--speech")
        var operands = try scanner.finish()
        guard !operands.isEmpty else {
            throw .missingArgument(subcommands.joined(separator: "|"), command: .l10n)
        }
        let subcommand = operands.removeFirst()
        switch subcommand {
        case "check":
            if outputFolder != nil { throw .unknownOption("--out", command: .l10n) }
            if operands.count > 1 { throw .unexpectedArgument(operands[1], command: .l10n) }
            return .check(
                L10nCheckRequest(
                    folder: operands.first, format: format ?? .text, failOn: failOn ?? .error, outputFile: outputFile,
                    report: report, sourceLanguage: sourceLanguage, speech: speech))
        case "pseudo":
            if format != nil { throw .unknownOption("--format", command: .l10n) }
            if failOn != nil { throw .unknownOption("--fail-on", command: .l10n) }
            if outputFile != nil { throw .unknownOption("--output-file", command: .l10n) }
            if sourceLanguage != nil { throw .unknownOption(SourceLanguageOption.name, command: .l10n) }
            if speech { throw .unknownOption("--speech", command: .l10n) }
            for (name, value) in zip(
                ReportOptions.names, [report.baseDirectory, report.baseline, report.writeBaseline])
            where value != nil {
                throw .unknownOption(name, command: .l10n)
            }
            if let extra = operands.first { throw .unexpectedArgument(extra, command: .l10n) }
            if outputFolder?.isEmpty == true { throw .missingValue(option: "--out", command: .l10n) }
            return .pseudo(outputFolder: outputFolder)
        default:
            throw .unknownSubcommand(subcommand, allowed: "check, pseudo", command: .l10n)
        }
    }
}

/// What `lector l10n check` checks and how it reports.
public struct L10nCheckRequest: Sendable, Equatable {
    /// The folder holding `<lang>.lproj` folders; nil: the shipped Localizations.
    public var folder: String?
    /// The report format.
    public var format: ReportFormat
    /// The lowest severity that makes the run exit 1.
    public var failOn: FailLevel
    /// Where the report goes; nil: standard output.
    public var outputFile: String?
    /// `--base-dir`, `--baseline` and `--write-baseline`.
    public var report: ReportOptions
    /// The project's source language (`--source-language`, BCP 47); nil: found in the folder.
    public var sourceLanguage: String?
    /// `--speech`: also run the checks that read phonemes through espeak-ng (the Arabic half of
    /// `strings.reading`); off by default, since starting the voice and synthesizing every spoken Arabic
    /// string costs about a second.
    public var speech: Bool

    /// Creates a request; the defaults are those of the command line.
    public init(
        folder: String?, format: ReportFormat = .text, failOn: FailLevel = .error, outputFile: String? = nil,
        report: ReportOptions = ReportOptions(), sourceLanguage: String? = nil, speech: Bool = false
    ) {
        self.speech = speech
        self.report = report
        self.sourceLanguage = sourceLanguage
        self.folder = folder
        self.format = format
        self.failOn = failOn
        self.outputFile = outputFile
    }
}
