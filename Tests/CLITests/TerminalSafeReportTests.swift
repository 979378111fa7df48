import Core
import Foundation
import TestSupport
import Testing

/// Every report and every command's output is terminal-safe, through the built binary: a project whose keys, values
/// and file names carry ESC sequences (window title, screen clear, OSC 52 clipboard write), BEL, DEL and C1
/// controls reaches no terminal raw. Text shows them as visible signs, JSON and SARIF escape them (and read back to
/// the exact text), JUnit is well-formed XML 1.0 with them made visible.
@Suite struct TerminalSafeReportTests {
    // MARK: - The hostile project

    /// Keys that would take over a terminal printed raw.
    static let keys = [
        "title\u{1B}]0;owned\u{07}",  // OSC 0: the window title
        "name\u{1B}]2;owned\u{1B}\\",  // OSC 2, ended by ST
        "clear\u{1B}[2J\u{1B}[H",  // clear the screen, cursor home
        "clip\u{1B}]52;c;aGVsbG8=\u{07}",  // OSC 52: write the clipboard
        "csi\u{9B}31mred",  // the C1 CSI
        "bell\u{07}del\u{7F}osc\u{9D}0;t\u{9C}",  // BEL, DEL, C1 OSC and ST
    ]
    /// A table file whose name carries a title sequence.
    static let hostileFile = "Evil\u{1B}]0;owned\u{07}.strings"
    /// The project folder's name, as the reports quote it.
    static let folderName = "proj\u{1B}]2;owned\u{07}"

    /// `proj…/en.lproj/Localizable.strings` with every hostile key, `de.lproj` with one of them (the others are
    /// missing) and a key of its own (extra), and an English table with a hostile file name that German lacks.
    /// Returns the folder holding the project, the run's current folder.
    static func project(_ name: String) throws -> URL {
        let parent = try PackagePaths.temporaryDirectory(name)
        let root = parent.appendingPathComponent(folderName)
        let english = root.appendingPathComponent("en.lproj")
        let german = root.appendingPathComponent("de.lproj")
        for folder in [english, german] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let base = keys.map(quoted).map { "\($0) = \"Value \u{1B}[31m\";\n" }.joined()
        try Data(base.utf8).write(to: english.appendingPathComponent("Localizable.strings"))
        let translated = quoted(keys[0]) + " = \"Wert\u{9B}2J\";\n\"extra\u{1B}]0;de\u{07}\" = \"x\";\n"
        try Data(translated.utf8).write(to: german.appendingPathComponent("Localizable.strings"))
        // The same keys written as the escapes a strings table allows.
        try Data("\"esc\\U001B]0;owned\\U0007\" = \"Hi\";\n".utf8)
            .write(to: english.appendingPathComponent(hostileFile))
        return parent
    }

    /// `text` as a quoted strings-table literal, its controls raw.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A tree whose labels carry the same sequences.
    static func tree(in folder: URL) throws -> URL {
        let labels = keys.map { #"{"label":"# + JSONWriter.quoted($0) + #","traits":["button"]}"# }
        let url = folder.appendingPathComponent("tree\u{1B}]0;owned\u{07}.json")
        try Data(("[" + labels.joined(separator: ",") + "]").utf8).write(to: url)
        return url
    }

    // MARK: - Checks

    /// Every scalar a terminal would obey: C0 but line feed and tab, DEL, C1 and bidi controls.
    static func rawControls(_ data: Data) -> [String] {
        String(decoding: data, as: UTF8.self).unicodeScalars.compactMap { scalar in
            switch scalar.value {
            case 0x0A, 0x09: return nil
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                return String(format: "U+%04X", scalar.value)
            default: return nil
            }
        }
    }

    /// Every string in a JSON document, keys and values.
    static func strings(_ value: JSONValue) -> [String] {
        switch value {
        case .string(let text): [text]
        case .array(let nodes): nodes.flatMap { strings($0.value) }
        case .object(let object): object.members.flatMap { [$0.key] + strings($0.node.value) }
        default: []
        }
    }

    static func checkSafe(_ outcome: ProcessOutcome, _ run: String) {
        #expect(outcome.status == 0 || outcome.status == 1, "\(run): \(outcome.standardError)")
        #expect(rawControls(outcome.standardOutput).isEmpty, "\(run) stdout: \(rawControls(outcome.standardOutput))")
        #expect(
            rawControls(Data(outcome.standardError.utf8)).isEmpty,
            "\(run) stderr: \(rawControls(Data(outcome.standardError.utf8)))")
    }

    /// The format's proof that the hostile text is in the report, escaped the format's way: `originals` read back
    /// from JSON and SARIF, `paths` from JSON (SARIF writes them as percent-encoded URIs).
    static func checkCarried(
        _ outcome: ProcessOutcome, format: String, originals: [String], paths: [String] = [], _ run: String
    ) throws {
        switch format {
        case "json", "sarif":
            let document = try JSONReader().read(outcome.standardOutput)
            let texts = strings(document.value)
            for original in originals + (format == "json" ? paths : []) {
                #expect(texts.contains { $0.contains(original) }, "\(run): \(original.debugDescription) read back")
            }
            if format == "sarif" {
                let valid = try SchemaValidation.sarif(outcome.output)
                #expect(valid.status == 0, "\(run): \(valid.standardError)")
            }
        case "junit":
            let file = try PackagePaths.temporaryDirectory("terminal-safe-junit").appendingPathComponent("report.xml")
            try outcome.standardOutput.write(to: file)
            let wellFormed = try ProcessRunner.run("/usr/bin/xmllint", ["--noout", file.path])
            #expect(wellFormed.status == 0, "\(run): \(wellFormed.standardError)")
            let valid = try SchemaValidation.junit(outcome.output)
            #expect(valid.status == 0, "\(run): \(valid.standardError)")
            #expect(outcome.output.contains("␛]0;owned␇"), "\(run): \(outcome.output)")
        default:
            #expect(outcome.output.contains("␛]0;owned␇"), "\(run): \(outcome.output)")
        }
    }

    static let formats = ["text", "json", "sarif", "junit"]

    // MARK: - Reports

    @Test(arguments: formats)
    func l10nCheckReportsAreTerminalSafe(format: String) throws {
        let folder = try Self.project("terminal-safe-l10n")
        let outcome = try ProcessRunner.lector(
            ["l10n", "check", Self.folderName, "--format", format], directory: folder)
        Self.checkSafe(outcome, "l10n check --format \(format)")
        try Self.checkCarried(
            outcome, format: format, originals: Array(Self.keys[1...]), paths: [Self.folderName, Self.hostileFile],
            "l10n check --format \(format)")
    }

    @Test(arguments: formats)
    func auditStringsReportsAreTerminalSafe(format: String) throws {
        let folder = try Self.project("terminal-safe-audit-strings")
        let outcome = try AuditProcess.run(["--strings", Self.folderName, "--format", format], directory: folder)
        Self.checkSafe(outcome, "audit --strings --format \(format)")
        try Self.checkCarried(
            outcome, format: format, originals: Array(Self.keys[1...]), paths: [Self.folderName],
            "audit --strings --format \(format)")
    }

    @Test(arguments: formats)
    func auditTreeReportsAreTerminalSafe(format: String) throws {
        let folder = try PackagePaths.temporaryDirectory("terminal-safe-audit-tree")
        let tree = try Self.tree(in: folder)
        let outcome = try AuditProcess.run(["--tree", tree.lastPathComponent, "--format", format], directory: folder)
        Self.checkSafe(outcome, "audit --tree --format \(format)")
        try Self.checkCarried(
            outcome, format: format, originals: [], paths: [tree.lastPathComponent], "audit --tree --format \(format)")
    }

    @Test func aTextReportWrittenToAFileIsTerminalSafeToo() throws {
        let folder = try Self.project("terminal-safe-file")
        for command in [["l10n", "check"], ["audit", "--strings"]] {
            let file = folder.appendingPathComponent("report-\(command[0]).txt")
            let outcome = try ProcessRunner.lector(
                ["-q", "--library", folder.appendingPathComponent("library").path] + command
                    + [Self.folderName, "--output-file", file.path], directory: folder)
            #expect(outcome.status == 1, "\(command): \(outcome.standardError)")
            let written = try Data(contentsOf: file)
            #expect(Self.rawControls(written).isEmpty, "\(command): \(Self.rawControls(written))")
            #expect(String(decoding: written, as: UTF8.self).contains("␛]0;owned␇"))
        }
    }

    // MARK: - Other commands

    @Test(arguments: [
        ["inspect", "--tree", "TREE"], ["inspect", "--tree", "TREE", "--json"],
        ["speak", "--element", "TREE", "--output", "text"],
        ["speak", "--element", "TREE", "--output", "text", "--verbosity", "verbose"],
    ])
    func treeCommandsAreTerminalSafe(arguments: [String]) throws {
        let folder = try PackagePaths.temporaryDirectory("terminal-safe-tree")
        let tree = try Self.tree(in: folder)
        let outcome = try ProcessRunner.lector(
            arguments.map { $0 == "TREE" ? tree.lastPathComponent : $0 }, directory: folder)
        Self.checkSafe(outcome, "\(arguments)")
        if arguments.contains("--json") {
            let document = try JSONReader().read(outcome.standardOutput)
            #expect(Set(Self.strings(document.value)).isSuperset(of: Self.keys), "\(outcome.output)")
        } else if arguments[0] == "inspect" {
            #expect(outcome.output.contains("␛]0;owned␇"), "\(arguments): \(outcome.output)")
        } else {
            // Speech drops the controls: nothing is said for them.
            #expect(outcome.output.hasPrefix("title 0;owned. Button.\n"), "\(arguments): \(outcome.output)")
        }
    }

    @Test(arguments: [
        ["l10n", "check", "MISSING"], ["audit", "--strings", "MISSING"], ["audit", "--tree", "MISSING"],
        ["audit", "MISSING"], ["inspect", "--tree", "MISSING"], ["speak", "--element", "MISSING"],
        ["l10n", "check", "MISSING", "--baseline", "MISSING"],
    ])
    func anErrorNamingAHostileFileIsTerminalSafe(arguments: [String]) throws {
        let folder = try PackagePaths.temporaryDirectory("terminal-safe-error")
        let missing = "gone\u{1B}]52;c;aGk=\u{07}\u{9B}2J"
        let outcome = try ProcessRunner.lector(
            ["--library", folder.appendingPathComponent("library").path]
                + arguments.map { $0 == "MISSING" ? missing : $0 }, directory: folder)
        #expect(outcome.status == 2, "\(arguments): \(outcome.standardError)")
        #expect(Self.rawControls(Data(outcome.standardError.utf8)).isEmpty, "\(arguments): \(outcome.standardError)")
        #expect(outcome.standardError.contains("gone␛]52;c;aGk=␇<U+009B>2J"), "\(arguments): \(outcome.standardError)")
    }

    /// `audit PROJECT` draws its progress (file names) on standard error when that is a terminal: under `script`,
    /// a pseudo-terminal, nothing but Lector's own erase-line sequence may reach it.
    @Test func auditProgressOnATerminalShowsFileNamesVisibly() throws {
        let folder = try Self.project("terminal-safe-progress")
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507">
              <objects><view id="v-1"><subviews><label text="Order&#x9B;2J 42" id="l-1"/></subviews></view></objects>
            </document>
            """
        try Data(xib.utf8).write(
            to: folder.appendingPathComponent(Self.folderName).appendingPathComponent("Row\u{1B}]0;owned\u{07}.xib"))
        let library = folder.appendingPathComponent("library").path
        let typescript = folder.appendingPathComponent("typescript")
        let command =
            "LECTOR_LOCALIZATIONS='\(PackagePaths.localizations.path)' '\(PackagePaths.binary.path)' --library '\(library)'"
            + " audit \"$(printf 'proj\\033]2;owned\\007')\" --format json >/dev/null"
        let outcome = try ProcessRunner.run(
            "/usr/bin/script", ["-q", "-e", "-c", command, typescript.path], directory: folder)
        #expect(outcome.status == 0 || outcome.status == 1, "\(outcome.standardError)")
        let seen = try String(contentsOf: typescript, encoding: .utf8)
        #expect(seen.contains("Row␛]0;owned␇.xib"), "\(seen.debugDescription)")
        let ownErase = seen.replacingOccurrences(of: "\u{1B}[K", with: "").replacingOccurrences(of: "\r", with: "")
        #expect(Self.rawControls(Data(ownErase.utf8)).isEmpty, "\(seen.debugDescription)")
    }
}
