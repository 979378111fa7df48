import Foundation
import Localization
import Testing
import TestSupport

@testable import CLI

/// Every command's help names every option and subcommand that cli.md gives it, and every global option.
@Suite struct HelpContractTests {
    struct Usage: Sendable, CustomTestStringConvertible {
        let command: String
        let line: String
        var testDescription: String { line }
    }

    /// The `lector COMMAND …` lines of cli.md's code blocks under "## Commands".
    static let usages: [Usage] = {
        let url = PackagePaths.root.deletingLastPathComponent().appendingPathComponent("shared/spec/cli.md")
        guard let text = try? String(contentsOf: url, encoding: .utf8),
            let commands = text.range(of: "## Commands")
        else { return [] }
        var result: [Usage] = []
        var inBlock = false
        for raw in text[commands.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") { inBlock.toggle(); continue }
            if line.hasPrefix("## ") { break }
            guard inBlock, line.hasPrefix("lector ") else { continue }
            let code = line.components(separatedBy: " # ").first ?? line
            let words = code.split(separator: " ").map(String.init)
            guard words.count > 1 else { continue }
            result.append(Usage(command: words[1], line: code.trimmingCharacters(in: .whitespaces)))
        }
        return result
    }()

    /// Forms of a built command that come with a later issue (the screens of browse).
    static let notYetBuilt: Set<String> = []

    @Test func cliMdIsRead() {
        #expect(Self.usages.count > 20)
    }

    @Test(arguments: usages)
    func helpNamesEveryOptionAndSubcommand(_ usage: Usage) throws {
        guard let name = CommandName(rawValue: usage.command), !Self.notYetBuilt.contains(usage.line) else {
            // Not built yet: it is rejected as unknown (exit 64), which ExitStatusTests pins.
            return
        }
        let strings = try Strings.load(directory: PackagePaths.localizations, locales: .english) { _ in }
        let help = HelpCatalog.page(for: name).render(strings)
        let words = usage.line.split(whereSeparator: { " []()|.".contains($0) }).map(String.init)
        for word in words.dropFirst(2) {
            let isOption = word.hasPrefix("--")
            let isSubcommand = word.allSatisfy { $0.isLowercase || $0 == "-" } && !isOption
            guard isOption || isSubcommand else { continue }
            let bare = word.split(separator: "=").first.map(String.init) ?? word
            #expect(help.contains(bare), "lector \(usage.command) --help does not name \(bare) (cli.md: \(usage.line))")
        }
    }

    @Test func everyPageListsTheGlobalOptions() throws {
        let strings = try Strings.load(directory: PackagePaths.localizations, locales: .english) { _ in }
        for page in [HelpCatalog.lector] + CommandName.allCases.map({ HelpCatalog.page(for: $0) }) {
            let help = page.render(strings)
            for option in ["--library", "--empty", "--audio-device", "--locale", "--output", "--voice", "--rate", "--pitch",
                           "--volume", "--verbosity", "--punctuation", "--curtain", "--quiet", "--help", "--version"] {
                #expect(help.contains(option), "\(page.command?.rawValue ?? "lector"): \(option)")
            }
        }
    }
}
