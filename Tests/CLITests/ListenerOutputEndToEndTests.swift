import Foundation
import TestSupport
import Testing

/// What users meet at the terminal, through the built binary: no raw control bytes from user text, no secret
/// from a secure field, lists that lead with the name, the right usage line and the locale notice.
@Suite struct ListenerOutputEndToEndTests {
    static let hostile = "Evil\u{1B}[2J\u{07}name\u{202E}gpj.exe"

    /// Every byte of `data` that a terminal would obey: C0 but line feed, DEL, C1 (as UTF-8) and bidi controls.
    static func rawControls(_ data: Data) -> [String] {
        String(decoding: data, as: UTF8.self).unicodeScalars.compactMap { scalar in
            switch scalar.value {
            case 0x0A: return nil
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                return String(format: "U+%04X", scalar.value)
            default: return nil
            }
        }
    }

    @Test func itemsListShowsControlCharactersAsVisibleSigns() throws {
        let (_, library) = try CollectionProcess.workspace("listener-items")
        let added = try CollectionProcess.lector(
            ["-q", "--empty", "items", "add", "--name", Self.hostile, "--value", "5"], library: library)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(Self.rawControls(added.standardOutput).isEmpty, "\(added.output)")
        let list = try CollectionProcess.lector(["items", "list"], library: library)
        #expect(list.status == 0)
        #expect(Self.rawControls(list.standardOutput).isEmpty, "\(list.output)")
        #expect(list.output.hasPrefix("Evil␛[2J␇name<U+202E>gpj.exe  $5.00  "), "\(list.output)")
        let json = try CollectionProcess.lector(["items", "list", "--json"], library: library)
        #expect(
            json.output.contains("Evil\\u001b[2J\\u0007name\\u202egpj.exe"),
            "JSON keeps the exact text, escaped: \(json.output)")
    }

    @Test func photosListLeadsWithTheTitleAndShowsNoRawControl() throws {
        let (_, library) = try CollectionProcess.workspace("listener-photos")
        let list = try CollectionProcess.lector(["-q", "photos", "list"], library: library)
        let first = try #require(list.output.split(separator: "\n").first.map(String.init))
        let id = try #require(first.split(separator: " ").last.map(String.init))
        #expect(id.count == 36, "the id goes last: \(first)")
        #expect(!first.hasPrefix(id))
        let edited = try CollectionProcess.lector(["photos", "edit", id, "--title", Self.hostile], library: library)
        #expect(edited.status == 0, "\(edited.standardError)")
        #expect(edited.output == "Changed photo “Evil␛[2J␇name<U+202E>gpj.exe”.\n")
        for arguments in [
            ["photos", "list"], ["photos", "show", id], ["photos", "favorite", id, "on"], ["tags", "list"],
        ] {
            let outcome = try CollectionProcess.lector(arguments, library: library)
            #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
            #expect(Self.rawControls(outcome.standardOutput).isEmpty, "\(arguments): \(outcome.output)")
        }
        let after = try CollectionProcess.lector(["photos", "list"], library: library)
        #expect(after.output.contains("Evil␛[2J␇name<U+202E>gpj.exe  "))
    }

    @Test func aNameInAnErrorMessageIsMadeVisibleToo() throws {
        let (_, library) = try CollectionProcess.workspace("listener-error")
        let outcome = try CollectionProcess.lector(
            ["-q", "photos", "list", "--tag", "x\u{1B}]0;owned\u{07}"], library: library)
        #expect(outcome.status != 0)
        #expect(outcome.standardError.contains("x␛]0;owned␇"), "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("\u{1B}"))
    }

    // MARK: - Secure fields

    static let secureTree =
        #"[{"label":"Password","value":"hunter2","traits":["textEntry","secureTextField"]},"#
        + #"{"label":"PIN","value":"hunter2 4821","traits":["textEntry","secureTextField"],"hint":"hunter2"}]"#

    @Test func aSecureFieldsContentAppearsInNoOutput() throws {
        let folder = try PackagePaths.temporaryDirectory("listener-secure")
        let tree = folder.appendingPathComponent("tree.json")
        try Data(Self.secureTree.utf8).write(to: tree)
        let runs: [[String]] = [
            ["inspect", "--tree", tree.path],
            ["inspect", "--tree", tree.path, "--json"],
            ["speak", "--element", tree.path, "--output", "text"],
            ["speak", "--element", tree.path, "--output", "text", "--verbosity", "verbose", "--punctuation", "all"],
            ["speak", "--element", tree.path, "--output", "ssml"],
            ["audit", "--tree", tree.path, "--format", "text"],
            ["audit", "--tree", tree.path, "--format", "json"],
            ["audit", "--tree", tree.path, "--format", "sarif"],
        ]
        for arguments in runs {
            let outcome = try ProcessRunner.lector(["-q"] + arguments)
            let everything = outcome.output + outcome.standardError
            // The second field's hint says "hunter2" too (a hint is not secret): only values are counted.
            #expect(
                !everything.contains("value: hunter2") && !everything.contains(#""value": "hunter2"#),
                "\(arguments): \(everything)")
            #expect(
                !everything.contains("hunter2 4821") && !everything.contains("4821") && !everything.contains("4 8 2 1"),
                "\(arguments): \(everything)")
            #expect(!everything.contains("Password: hunter2") && !everything.contains("Password: h"), "\(arguments)")
        }
        // The speech log gets what is said, and so never the content either.
        let log = folder.appendingPathComponent("speech.log")
        for verbosity in ["brief", "normal", "verbose"] {
            let logged = try ProcessRunner.lector(
                [
                    "-q", "speak", "--element", tree.path, "--output", "none", "--verbosity", verbosity, "--speech-log",
                    log.path,
                ])
            #expect(logged.status == 0, "\(logged.standardError)")
        }
        let written = try String(contentsOf: log, encoding: .utf8)
        #expect(written.contains("Secure Text Field."), "\(written)")
        #expect(written.contains("Password: 7 characters."), "\(written)")
        #expect(!written.contains("Password: hunter2") && !written.contains("4821"), "\(written)")
        let inspect = try ProcessRunner.lector(["inspect", "--tree", tree.path])
        #expect(
            inspect.output.hasPrefix("Password; value: •••••••; traits: textEntry, secureTextField\n"),
            "\(inspect.output)")
        let verbose = try ProcessRunner.lector([
            "speak", "--element", tree.path, "--output", "text", "--verbosity", "verbose",
        ])
        #expect(verbose.output.hasPrefix("Password: 7 characters. Secure Text Field.\n"), "\(verbose.output)")
    }

    // MARK: - Command line

    @Test func inspectPrintsReadableLinesNotSwiftSyntax() throws {
        let (_, library) = try CollectionProcess.workspace("listener-inspect")
        let outcome = try CollectionProcess.lector(["-q", "inspect", "home"], library: library)
        #expect(outcome.status == 0)
        #expect(!outcome.output.contains("AccessibilityElement("))
        #expect(!outcome.output.contains("rawValue"))
        #expect(outcome.output.contains("traits: button"), "\(outcome.output)")
    }

    @Test(arguments: [
        (["items", "add", "--bogus"], "Usage: lector items add "),
        (["items", "edit", "X", "--name", "list", "--bogus"], "Usage: lector items edit "),
        (["photos", "untag"], "Usage: lector photos tag ID TAG... | untag "),
        (["speak", "--element"], "Usage: lector speak --element "),
        (["l10n", "pseudo", "--bogus"], "Usage: lector l10n pseudo"),
        (["frobnicate"], "Usage: lector [GLOBAL OPTIONS] COMMAND"),
        // Errors in global options name the command too, wherever the option stands.
        (["items", "--bogus"], "Usage: lector items "),
        (["items", "list", "--locale"], "Usage: lector items list"),
        (["--bogus", "items", "list"], "Usage: lector items list"),
        (["--rate", "fast", "items", "list"], "Usage: lector items list"),
        (["--verbosity", "loud", "speak", "hello"], "Usage: lector speak TEXT"),
        (["--output=bogus", "photos", "list"], "Usage: lector photos list"),
        (["-q", "-q", "tags", "list"], "Usage: lector tags list"),
        (["--locale", "../x", "items", "list"], "Usage: lector items list"),
        (["items", "list", "--locale=not a tag"], "Usage: lector items list"),
        (["--bogus"], "Usage: lector [GLOBAL OPTIONS] COMMAND"),
    ])
    func theUsageLineIsTheCommandsInUse(arguments: [String], usage: String) throws {
        let outcome = try ProcessRunner.lector(arguments)
        #expect(outcome.status == 64)
        let line = outcome.standardError.split(separator: "\n").last.map(String.init) ?? ""
        #expect(line.hasPrefix(usage), "\(arguments): \(outcome.standardError)")
    }

    @Test func globalOptionsAreListedOnlyUnderLectorHelp() throws {
        let lector = try ProcessRunner.lector(["--help"])
        #expect(lector.output.contains("Global options:\n"))
        #expect(lector.output.contains("--punctuation none|some|most|all"))
        for command in ["speak", "items", "browse", "audit"] {
            let help = try ProcessRunner.lector([command, "--help"])
            #expect(!help.output.contains("Global options:\n"), "\(command)")
            #expect(!help.output.contains("--audio-device"), "\(command)")
            #expect(help.output.hasSuffix("lector --help lists them.\n"), "\(command): \(help.output)")
        }
    }

    @Test func anUnsupportedLocaleSaysWhichLanguageIsUsed() throws {
        let outcome = try ProcessRunner.lector(["--locale", "it", "speak", "--output", "text", "ciao"])
        #expect(outcome.status == 0)
        #expect(outcome.output == "ciao\n")
        #expect(outcome.standardError == "lector: There are no strings for “it”; English is used instead.\n")
        let quiet = try ProcessRunner.lector(["-q", "--locale", "it", "speak", "--output", "text", "ciao"])
        #expect(quiet.standardError.isEmpty)
        let supported = try ProcessRunner.lector(["--locale", "de-AT", "speak", "--output", "text", "Hallo"])
        #expect(supported.standardError.isEmpty)
    }

    /// cli.md's order (`--locale`, LC_ALL, LC_MESSAGES, LANG): an unsupported first choice falls back to the next
    /// supported one, not to English, and the one notice names it.
    @Test(arguments: [
        ["LANG": "de_DE.UTF-8"], ["LC_MESSAGES": "de_AT.UTF-8", "LANG": "fr_FR.UTF-8"],
        ["LC_ALL": "de_CH.UTF-8", "LANG": "es_ES.UTF-8"],
    ])
    func anUnsupportedLocaleFallsBackToTheNextSupportedOne(environment: [String: String]) throws {
        let outcome = try ProcessRunner.lector(["--locale", "xx", "items", "--bogus"], environment: environment)
        #expect(
            outcome.standardError.hasPrefix(
                "lector: Für „xx“ gibt es keine Texte; stattdessen wird Deutsch verwendet.\n"),
            "\(outcome.standardError)")
        #expect(outcome.standardError.components(separatedBy: "„xx“").count == 2)
        let usage = try ProcessRunner.lector(
            ["items", "--bogus"], environment: ["LC_ALL": "it_IT.UTF-8", "LANG": "de_DE.UTF-8"])
        #expect(
            usage.standardError.hasPrefix("lector: Das Argument list|add|show|edit|remove|photo fehlt."),
            "\(usage.standardError)")
    }
}
