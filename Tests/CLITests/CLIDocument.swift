import Foundation
import TestSupport
import Testing

/// `docs/cli.md`, the CLI reference, read by the tests that keep it equal to the program.
///
/// Two kinds of fenced blocks matter: the `sh` blocks under `## Commands` hold the usage lines of the
/// contract (`lector COMMAND …`), and each `text` block that follows a `<!-- lector [COMMAND] --help -->`
/// marker holds what that help prints in English. A command's block stops before its "Global options:"
/// section, which every page shares with `lector --help` and the page shows only once.
struct CLIDocument {
    /// One `lector COMMAND …` line of an `sh` block.
    struct Usage: Sendable, CustomTestStringConvertible {
        /// The command word (`items`, `speak`, …).
        let command: String
        /// The line without its trailing `# comment`.
        let line: String
        var testDescription: String { line }
    }

    /// Where the document lives in the package.
    static let url = PackagePaths.root.appendingPathComponent("docs/cli.md")

    /// The document's text.
    var text: String

    /// Reads the document; an empty text when it cannot be read (the tests that use it then fail).
    static func read() -> CLIDocument {
        CLIDocument(text: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
    }

    /// The marker line before the help block of `topic` (`nil`: `lector --help` itself).
    static func marker(_ topic: String?) -> String {
        topic.map { "<!-- lector \($0) --help -->" } ?? "<!-- lector --help -->"
    }

    /// The "Global options:" section of a help page, up to and including the newline of its last line.
    static func globalSection(of help: String) -> String? {
        guard let start = help.range(of: "\nGlobal options:\n") else { return nil }
        let rest = help[help.index(after: start.lowerBound)...]
        guard let end = rest.range(of: "\n\n") else { return String(rest) }
        return String(rest[..<rest.index(after: end.lowerBound)])
    }

    // MARK: - Usage lines

    /// The `lector COMMAND …` lines of the `sh` blocks under "## Commands", in document order.
    var usages: [Usage] {
        guard let commands = text.range(of: "\n## Commands\n") else { return [] }
        var result: [Usage] = []
        var block: String?
        for raw in text[commands.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") {
                block = block == nil ? String(line.dropFirst(3)) : nil
                continue
            }
            if block == nil, line.hasPrefix("## ") { break }
            guard block == "sh", line.hasPrefix("lector ") else { continue }
            let code = (line.components(separatedBy: " # ").first ?? line).trimmingCharacters(in: .whitespaces)
            let words = code.split(separator: " ").map(String.init)
            guard words.count > 1 else { continue }
            result.append(Usage(command: words[1], line: code))
        }
        return result
    }

    // MARK: - Help blocks

    /// The lines of the help block of `topic`: the range of its content lines in `lines`.
    private func helpBlockRange(_ topic: String?, in lines: [Substring]) -> Range<Int>? {
        guard let marker = lines.firstIndex(where: { $0 == Self.marker(topic) }),
            marker + 1 < lines.count, lines[marker + 1] == "```text",
            let close = lines[(marker + 2)...].firstIndex(where: { $0 == "```" })
        else { return nil }
        return (marker + 2)..<close
    }

    /// The content of the help block of `topic`, each line ending in a newline; `nil` when there is none.
    func helpBlock(_ topic: String?) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let range = helpBlockRange(topic, in: lines) else { return nil }
        return lines[range].map { $0 + "\n" }.joined()
    }

    /// The document with the help block of `topic` replaced by `content` (trailing newlines dropped);
    /// `nil` when the document has no block for `topic`.
    func replacingHelpBlock(_ topic: String?, with content: String) -> CLIDocument? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let range = helpBlockRange(topic, in: lines) else { return nil }
        var body = content
        while body.hasSuffix("\n") { body.removeLast() }
        lines.replaceSubrange(range, with: body.split(separator: "\n", omittingEmptySubsequences: false))
        return CLIDocument(text: lines.joined(separator: "\n"))
    }
}
