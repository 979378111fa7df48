import Foundation
import TestSupport
import Testing

/// `scripts/install` puts a binary under a prefix that finds its Localizations with no source tree
/// around it (the debug build, so the test does not compile a second time).
@Suite(.serialized) struct InstallTests {
    @Test func installedBinarySpeaksGermanFromAnUnrelatedDirectory() throws {
        let prefix = try PackagePaths.temporaryDirectory("prefix")
        var environment = ProcessInfo.processInfo.environment
        environment["LECTOR_BUILD"] = "debug"
        let install = try ProcessRunner.run(
            PackagePaths.root.appendingPathComponent("scripts/install").path, [prefix.path], environment: environment)
        #expect(install.status == 0, "\(install.standardError)")
        for file in [
            "bin/lector", "share/lector/Localizations/de.lproj/Localizable.strings", "share/man/man1/lector.1",
            "share/bash-completion/completions/lector", "share/zsh/site-functions/_lector",
            "share/fish/vendor_completions.d/lector.fish",
        ] {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file)")
        }

        // Run the installed copy from elsewhere, with nothing pointing at the source tree.
        let elsewhere = try PackagePaths.temporaryDirectory("elsewhere")
        var clean = ProcessInfo.processInfo.environment
        for key in ["LECTOR_LOCALIZATIONS", "LANG", "LC_ALL", "LC_MESSAGES"] { clean[key] = nil }
        let json = #"{"label": "Sichern", "traits": ["button"]}"#
        let binary = prefix.appendingPathComponent("bin/lector").path
        let speak = try ProcessRunner.run(
            binary, ["--locale", "de", "speak", "--element", "-", "--output", "text"], input: Data(json.utf8),
            environment: clean, directory: elsewhere)
        #expect(speak.status == 0, "\(speak.standardError)")
        #expect(speak.output == "Sichern. Taste.\n")

        // The binary alone, without its Localizations: exit 2 with the fixed message; --version still works.
        let alone = try PackagePaths.temporaryDirectory("alone")
        let copy = alone.appendingPathComponent("lector")
        try FileManager.default.copyItem(atPath: binary, toPath: copy.path)
        let lost = try Self.runFreshCopy(
            copy.path, ["speak", "x", "--output", "text"], environment: clean, directory: alone)
        #expect(lost.status == 2)
        let directory = URL(fileURLWithPath: alone.path).resolvingSymlinksInPath()
        let tried = [
            directory.appendingPathComponent("Localizations").path,
            directory.deletingLastPathComponent().appendingPathComponent("share/lector/Localizations").path,
            directory.appendingPathComponent("Lector_Localization.resources/Localizations").path,
            directory.appendingPathComponent("Lector_Localization.bundle/Localizations").path,
        ].joined(separator: ", ")
        #expect(
            lost.standardError == "lector: cannot find the Localizations folder (looked in: \(tried)); "
                + "set LECTOR_LOCALIZATIONS to a folder that contains en.lproj/Localizable.strings\n")
        var pointed = clean
        pointed["LECTOR_LOCALIZATIONS"] = "/nonexistent-lector-tables"
        let wrong = try Self.runFreshCopy(
            copy.path, ["speak", "x", "--output", "text"], environment: pointed, directory: alone)
        #expect(wrong.status == 2)
        #expect(
            wrong.standardError == "lector: LECTOR_LOCALIZATIONS=/nonexistent-lector-tables is not a folder that "
                + "contains en.lproj/Localizable.strings; set it to one that does, or unset it\n")
        #expect(try Self.runFreshCopy(copy.path, ["--version"], environment: clean, directory: alone).status == 0)
    }

    /// Runs a file this process has just written. Other tests spawn processes at the same time, and a
    /// child forked while the copy's descriptor was open holds it until it execs: the kernel then
    /// refuses to run the file ("Text file busy", ETXTBSY) for that moment, so try again briefly.
    static func runFreshCopy(
        _ path: String, _ arguments: [String], environment: [String: String], directory: URL
    ) throws -> ProcessOutcome {
        var attempt = 0
        while true {
            do {
                return try ProcessRunner.run(path, arguments, environment: environment, directory: directory)
            } catch let error as NSError where attempt < 20 && Self.isTextFileBusy(error) {
                attempt += 1
                usleep(50_000)
            }
        }
    }

    static func isTextFileBusy(_ error: NSError) -> Bool {
        if error.domain == NSPOSIXErrorDomain, error.code == Int(ETXTBSY) { return true }
        guard let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError else { return false }
        return isTextFileBusy(underlying)
    }

    @Test func manPageRenders() throws {
        let page = try ProcessRunner.run(
            "man", ["-l", PackagePaths.root.appendingPathComponent("docs/lector.1").path],
            environment: ["MANWIDTH": "80", "PATH": "/usr/bin:/bin"])
        #expect(page.status == 0)
        #expect(page.output.contains("EXIT STATUS"))
    }

    @Test func bashCompletionLoads() throws {
        let script =
            "source \(PackagePaths.root.appendingPathComponent("scripts/completions/lector.bash").path) && complete -p lector"
        let outcome = try ProcessRunner.run("bash", ["-c", script])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("_lector"))
    }
}
