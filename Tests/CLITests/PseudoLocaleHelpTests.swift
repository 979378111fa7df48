import Foundation
import Localization
import TestSupport
import Testing

@testable import CLI

/// Under the pseudo-locales every help page and every `l10n` error comes out transformed: once the
/// pseudo segments and the never-translated tokens are removed, no ASCII letter is left
/// (localization.md §8, "Hard-coded string test").
@Suite struct PseudoLocaleHelpTests {
    static let topics: [String?] = [nil] + CommandName.allCases.map(\.rawValue)

    /// Command and subcommand names and enumerated option values: never translated. Every word of a usage
    /// line or of an option's syntax column is syntax.
    static let fixedWords: Set<String> = {
        var words = Set(CommandName.allCases.map(\.rawValue)).union([
            "lector", "check", "pseudo", "text", "json", "sarif", "junit", "error", "warning", "info", "never",
        ])
        let pages = [HelpCatalog.lector] + CommandName.allCases.map { HelpCatalog.page(for: $0) }
        for page in pages {
            let syntax = page.usage + page.rows.map(\.syntax) + HelpCatalog.globalOptions.map(\.syntax)
            for line in syntax {
                for word in line.split(whereSeparator: { !$0.isLetter && $0 != "-" }) { words.insert(String(word)) }
            }
        }
        return words
    }()

    private func run(_ arguments: [String]) -> (String, String) {
        let out = RecordingStream()
        let err = RecordingStream()
        let context = ProcessContext(
            arguments: arguments, variables: ["LECTOR_LOCALIZATIONS": PackagePaths.localizations.path],
            executablePath: nil,
            standardOutput: out, standardError: err, rawOutput: .nullDevice)
        _ = Lector.run(context)
        return (out.text, err.text)
    }

    /// The words of a line that are neither pseudo text, never-translated tokens nor the data
    /// given on the command line (which ar-XB leaves outside its right-to-left runs).
    static func leftovers(_ line: String, locale: String, data: [String] = []) -> [String] {
        var text = line
        if locale == "en-XA" {
            while let range = text.range(of: #"\[[^\[\]]*\]"#, options: .regularExpression) {
                text.replaceSubrange(range, with: " ")
            }
        } else {
            while let range = text.range(of: "\u{202E}[^\u{202C}]*\u{202C}", options: .regularExpression) {
                text.replaceSubrange(range, with: " ")
            }
            text.removeAll { $0 == "\u{200F}" || $0 == "\u{2068}" || $0 == "\u{2069}" }
        }
        let edges = CharacterSet(charactersIn: "[]()“”„\"'.,:;")
        return text.split(whereSeparator: \.isWhitespace).map(String.init).filter { raw in
            let token = raw.trimmingCharacters(in: edges)
            guard token.contains(where: { $0.isASCII && $0.isLetter }) else { return false }
            if data.contains(token) { return false }
            if token.hasPrefix("-") || fixedWords.contains(token) { return false }
            if token.contains("|") { return false }
            if !token.contains(where: \.isLowercase) { return false }
            return true
        }
    }

    @Test(arguments: ["en-XA", "ar-XB"], topics)
    func helpIsTransformed(locale: String, topic: String?) {
        let arguments = (topic.map { [$0] } ?? []) + ["--help", "--locale", locale]
        let (text, _) = run(arguments)
        #expect(!text.isEmpty)
        for line in text.split(separator: "\n") {
            let left = Self.leftovers(String(line), locale: locale)
            #expect(left.isEmpty, "\(locale) \(topic ?? "lector"): hard-coded \(left) in “\(line)”")
        }
    }

    @Test(
        arguments: ["en-XA", "ar-XB"],
        [
            ["l10n", "check", "/nonexistent-lector-folder"], ["l10n", "frob"], ["l10n", "check", "--format", "x"],
            ["l10n", "check", "/tmp", "--output-file", "/nonexistent-lector-folder/r"],
        ])
    func l10nErrorsAreTransformed(locale: String, arguments: [String]) {
        let (_, err) = run(arguments + ["--locale", locale])
        #expect(!err.isEmpty)
        for line in err.split(separator: "\n") {
            let left = Self.leftovers(String(line), locale: locale, data: arguments)
            #expect(left.isEmpty, "\(locale): hard-coded \(left) in “\(line)”")
        }
    }
}

extension PseudoLocaleHelpTests {
    @Test func catchesAnUntransformedWord() {
        #expect(Self.leftovers("[Ûšåĝé: ~~] lector speak TEXT... Done", locale: "en-XA") == ["Done"])
        #expect(Self.leftovers("\u{200F}\u{202E}Usage:\u{202C} lector --json hello", locale: "ar-XB") == ["hello"])
    }
}

extension PseudoLocaleHelpTests {
    /// ar-XB is right to left: every placeholder filled on the display is isolated (U+2068 … U+2069), a line
    /// that begins with a Latin placeholder starts with U+200F, and the help's syntax is isolated so that
    /// "--voice" shows as typed (localization.md §9).
    @Test func arXBIsolatesPlaceholdersAndSyntax() {
        let folder = "/nonexistent-lector-folder"
        let (_, err) = run(["l10n", "check", folder, "--locale", "ar-XB"])
        #expect(err.contains("\u{2068}\(folder)\u{2069}"), "\(err.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(!err.contains("<U+2068>"), "the isolates are shown as marks, not escaped: \(err)")
        let (help, _) = run(["--help", "--locale", "ar-XB"])
        let voice = help.split(separator: "\n").first { $0.contains("--voice NAME") }
        #expect(voice?.hasPrefix("\u{200F}  \u{2068}--voice NAME\u{2069}") == true, "\(voice ?? "")")
        let (_, english) = run(["l10n", "check", folder])
        #expect(!english.contains("\u{2068}") && !english.contains("\u{200F}"))
    }
}
