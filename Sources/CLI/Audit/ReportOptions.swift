import Audit
import Foundation
import Localization

/// The report options `lector audit` and `lector l10n check` share: the folder report paths are
/// relative to, and the baseline to compare with and to write (cli.md, audit-rules.md "Baselines").
public struct ReportOptions: Sendable, Equatable {
    /// `--base-dir DIR`: SARIF artifact URIs and baseline paths are relative to it; nil: the current folder.
    public var baseDirectory: String?
    /// `--baseline FILE`: only findings not in it count and are reported as findings.
    public var baseline: String?
    /// `--write-baseline FILE`: the unsuppressed findings are written to it as a baseline.
    public var writeBaseline: String?

    /// Options; the defaults are those of the command line.
    public init(baseDirectory: String? = nil, baseline: String? = nil, writeBaseline: String? = nil) {
        self.baseDirectory = baseDirectory
        self.baseline = baseline
        self.writeBaseline = writeBaseline
    }

    /// The option names, for commands that must reject them.
    static let names = ["--base-dir", "--baseline", "--write-baseline"]

    /// Reads the three options (each once, each with a non-empty value).
    static func parse(_ scanner: inout ArgumentScanner, command: CommandName) throws(UsageError) -> ReportOptions {
        var options = ReportOptions()
        options.baseDirectory = try scanner.value("--base-dir")
        options.baseline = try scanner.value("--baseline")
        options.writeBaseline = try scanner.value("--write-baseline")
        for (name, value) in zip(names, [options.baseDirectory, options.baseline, options.writeBaseline])
        where value?.isEmpty == true {
            throw .missingValue(option: name, command: command)
        }
        return options
    }

    /// Whether any of the options was given.
    var isEmpty: Bool { self == ReportOptions() }

    /// The root report paths are relative to.
    func root(currentDirectory: String = FileManager.default.currentDirectoryPath) -> ArtifactRoot {
        ArtifactRoot(baseDirectory: baseDirectory ?? ".", currentDirectory: currentDirectory)
    }

    /// Reads and parses the `--baseline` file, if given (exit 2 when it cannot be read or is malformed).
    func readBaseline() throws(BaselineFileError) -> Baseline? {
        guard let path = baseline else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineFileError(file: path, kind: .unreadable)
        }
        return try Baseline.parse([UInt8](data), file: path)
    }

    /// Applies the baseline, renders the report in the format, writes it (to the file, else to the session's
    /// standard output) and then the new baseline; returns the report as rendered, for the exit status.
    ///
    /// The text report is for people, on a terminal or in a file read with `cat`: it goes through the one display
    /// filter (``Session/visible(_:)``), so a project's keys, values and file names show their control characters
    /// as visible signs. JSON and SARIF escape them and JUnit makes them visible as it writes them.
    func finish(
        _ report: Report, baseline: Baseline?, format: ReportFormat, outputFile: String?, session: Session
    ) throws(OutputFileError) -> Report {
        let root = root()
        let strings = session.strings
        let compared = baseline.map { report.applying($0, root: root, strings: strings) } ?? report
        let rendered = format.reporter(root: root).render(compared)
        let text = format == .text ? session.visible(rendered) : rendered
        if let outputFile {
            try OutputFile.write(text, to: outputFile)
        } else {
            session.context.standardOutput.write(text)
        }
        if let writeBaseline {
            try OutputFile.write(
                Baseline(findings: compared.unsuppressedFindings, root: root).render(), to: writeBaseline)
        }
        return compared
    }
}
