import Audit
import Foundation
import Readers

/// What `lector audit` audits and how it reports (cli.md, audit.md §1).
public struct AuditRequest: Sendable, Equatable {
    /// One input, in command-line order.
    public enum Input: Sendable, Equatable {
        /// The library's screens: the named ones, or every one (nil).
        case screens([String]?)
        /// An element-tree file; `-` is standard input.
        case tree(String)
        /// A strings folder.
        case strings(String)
        /// An iOS project folder (`audit PATH`): its storyboards, xibs and strings tables.
        case project(String)
    }

    /// The inputs in command-line order; the library first when no input is named.
    public var inputs: [Input]
    /// One pass per shipped localization (library screens).
    public var allLocales: Bool
    /// The report format.
    public var format: ReportFormat
    /// The lowest severity that makes the run exit 1.
    public var failOn: FailLevel
    /// The suppression file.
    public var suppress: String?
    /// The selected rule IDs in catalog order (`--rules`), nil: every rule.
    public var rules: [String]?
    /// Where the report goes; nil: standard output.
    public var outputFile: String?
    /// The format of every `--tree` file (`--tree-format`; `--format` names the report's); nil:
    /// each detected from its content.
    public var treeFormat: TreeFormat?
    /// `--base-dir`, `--baseline` and `--write-baseline`.
    public var report: ReportOptions
    /// The strings folders' source language (`--source-language`, BCP 47); nil: found per folder.
    public var sourceLanguage: String?

    /// Creates a request; the defaults are those of the command line.
    public init(
        inputs: [Input] = [.screens(nil)], allLocales: Bool = false, format: ReportFormat = .text,
        failOn: FailLevel = .error, suppress: String? = nil, rules: [String]? = nil, outputFile: String? = nil,
        treeFormat: TreeFormat? = nil, report: ReportOptions = ReportOptions(), sourceLanguage: String? = nil
    ) {
        self.report = report
        self.sourceLanguage = sourceLanguage
        self.treeFormat = treeFormat
        self.inputs = inputs
        self.allLocales = allLocales
        self.format = format
        self.failOn = failOn
        self.suppress = suppress
        self.rules = rules
        self.outputFile = outputFile
    }

    /// The selected rules, in catalog order.
    public var selectedRules: [any AuditRule] {
        guard let rules else { return RuleRegistry.all }
        let chosen = Set(rules)
        return RuleRegistry.all.filter { chosen.contains($0.id) }
    }

    /// Parses the tokens after `audit`.
    static func parse(_ scanner: inout ArgumentScanner) throws(UsageError) -> AuditRequest {
        var request = AuditRequest(inputs: [])
        let ordered = try scanner.orderedValues(["--screens", "--tree", "--strings"])
        var sawScreens = false
        var sawStandardInput = false
        for (name, value) in ordered {
            switch name {
            case "--screens":
                guard !sawScreens else { throw .repeatedOption(name, command: .audit) }
                sawScreens = true
                let names = value.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty }
                guard !names.isEmpty else { throw .missingValue(option: name, command: .audit) }
                request.inputs.append(.screens(names))
            case "--tree":
                guard !value.isEmpty else { throw .missingValue(option: name, command: .audit) }
                if value == "-" {
                    guard !sawStandardInput else { throw .repeatedOption("--tree -", command: .audit) }
                    sawStandardInput = true
                }
                request.inputs.append(.tree(value))
            default:
                guard !value.isEmpty else { throw .missingValue(option: name, command: .audit) }
                request.inputs.append(.strings(value))
            }
        }
        request.allLocales = try scanner.flag("--all-locales")
        request.format = try scanner.choice("--format", of: ReportFormat.self) ?? .text
        request.failOn = try scanner.choice("--fail-on", of: FailLevel.self) ?? .error
        request.suppress = try scanner.value("--suppress")
        request.outputFile = try scanner.value("--output-file")
        request.treeFormat = try scanner.choice("--tree-format", of: TreeFormat.self)
        request.report = try ReportOptions.parse(&scanner, command: .audit)
        request.sourceLanguage = try SourceLanguageOption.parse(&scanner, command: .audit)
        if let list = try scanner.value("--rules") {
            do throws(RuleSelection.Failure) {
                request.rules = try RuleSelection.parse(list).map(\.id)
            } catch {
                switch error {
                case .noMatch(let entry): throw .unknownRule(entry, command: .audit)
                case .empty: throw .unknownRule("", command: .audit)
                }
            }
        }
        if request.suppress?.isEmpty == true { throw .missingValue(option: "--suppress", command: .audit) }
        if request.outputFile?.isEmpty == true { throw .missingValue(option: "--output-file", command: .audit) }
        for operand in try scanner.finish() {
            guard !operand.hasPrefix("-") else { throw .unexpectedArgument(operand, command: .audit) }
            request.inputs.append(.project(operand))
        }
        if request.inputs.isEmpty { request.inputs = [.screens(nil)] }
        if request.treeFormat != nil, !request.inputs.contains(where: { if case .tree = $0 { true } else { false } }) {
            throw .missingArgument("--tree FILE", command: .audit)
        }
        return request
    }
}
