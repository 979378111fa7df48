import Accessibility
import Audit
import Core
import Digest
import Foundation
import Localization
import Readers

/// `lector audit`: reads and checks every input, runs the selected rules in their passes, applies
/// the suppression file, writes the report and exits 1 when a finding reaches `--fail-on`
/// (audit.md, cli.md). Nothing is written before every input has been read.
struct AuditCommand {
    let request: AuditRequest
    let root: CompositionRoot
    var options: GlobalOptions { root.options }
    var session: Session { root.session }

    func run() throws {
        // SARIF fingerprints are SHA-256 hashes: libcrypto must open before anything is audited.
        if request.format == .sarif { try DigestHasher.checkAvailable() }
        let rules = request.selectedRules
        let passLocale = LanguageTag.bcp47(session.locales.messages)
        let languages = root.languages(dictionaries: false)
        var stringsByLocale: [String: Strings] = [:]
        /// A tree file as the app shows it: its language, and UIKit's titles of system bar items in it.
        func app(_ path: String, within folder: String? = nil) -> (locale: String, strings: Strings) {
            let locale = appLocale(of: path, within: folder, passLocale: passLocale)
            if let known = stringsByLocale[locale] { return (locale, known) }
            let strings = languages.strings(for: locale)
            stringsByLocale[locale] = strings
            return (locale, strings)
        }
        let suppressions = try request.suppress.map(Self.readSuppressions)
        let baseline = try request.report.readBaseline()
        var inputs: [AuditInput] = []
        var usesLibrary = false
        for input in request.inputs {
            switch input {
            case .screens(let names):
                usesLibrary = true
                inputs.append(.library(screens: names))
            case .tree(let path):
                let app = app(path)
                inputs += try Self.treeInputs(
                    path, format: request.treeFormat, locale: options.locale.map { _ in passLocale },
                    strings: app.strings, appLocale: app.locale)
            case .project(let folder):
                let project = try ProjectFolder.discover(folder)
                let progress = isatty(STDERR_FILENO) == 1
                for (index, file) in project.interfaceFiles.enumerated() {
                    if progress {
                        session.context.standardError.write(
                            "\r\u{1B}[K\(index + 1)/\(project.interfaceFiles.count) \(session.visible(file))")
                    }
                    let app = app(file, within: folder)
                    inputs += try Self.treeInputs(
                        file, locale: options.locale.map { _ in passLocale }, strings: app.strings,
                        appLocale: app.locale)
                }
                if progress, !project.interfaceFiles.isEmpty { session.context.standardError.write("\r\u{1B}[K") }
                for strings in project.stringsFolders {
                    // The source language as Xcode builds it: the development region of the project
                    // nearest above the tables, inside the folder audited.
                    let folder = try StringsFolder.read(
                        URL(fileURLWithPath: strings, isDirectory: true), displayPath: strings,
                        sourceLanguage: request.sourceLanguage,
                        developmentRegion: XcodeProject.governing(strings, within: folder)?.developmentRegion)
                    inputs.append(.strings(folder.excludingTables(project.interfaceTableFiles)))
                }
            case .strings(let folder):
                inputs.append(
                    .strings(
                        try StringsFolder.read(
                            URL(fileURLWithPath: folder, isDirectory: true), displayPath: folder,
                            sourceLanguage: request.sourceLanguage,
                            developmentRegion: XcodeProject.governing(folder)?.developmentRegion)))
            }
        }
        let libraryLocales = request.allLocales ? shippedLocales() : [passLocale]
        let configuration = Auditor.Configuration(
            rules: rules, libraryLocales: libraryLocales, treeLocale: options.locale == nil ? "en" : passLocale,
            stringsLocale: options.locale == nil ? nil : passLocale, suppressions: suppressions,
            version: Lector.version,
            sourceLanguage: request.sourceLanguage)
        let library = usesLibrary ? try AuditLibrary.open(root: root) : nil
        // Speech is measured at --rate, else the library's saved rate, else the built-in rate.
        let rate = options.rate ?? library?.rate
        let speech = rules.contains { $0 is any SynthesizingRule } ? AuditSpeechSetup(root: root, rate: rate) : nil
        let auditor = Auditor(
            configuration: configuration, library: library,
            speech: speech.map { setup in { try setup.tools(for: $0) } },
            strings: session.strings)
        let report = try request.report.finish(
            try auditor.run(inputs), baseline: baseline, format: request.format, outputFile: request.outputFile,
            session: session)
        if request.failOn.fails(report) { throw CommandFailure("", status: .findings) }
    }

    /// The language the app shows a tree file in, its screens' pass locale: the language of its
    /// `<lang>.lproj` folder (a localized storyboard), else `--locale`, else `--source-language`, else
    /// the `developmentRegion` of the Xcode project nearest above the file (inside `folder` for a
    /// project folder; above the current folder for standard input), else `en`. Never Lector's own
    /// language: the app's texts are not in it.
    private func appLocale(of path: String, within folder: String? = nil, passLocale: String) -> String {
        if path != "-", let own = XcodeProject.localizedLanguage(ofFile: path) { return own }
        if options.locale != nil { return passLocale }
        if let source = request.sourceLanguage { return LanguageTag.bcp47(source) }
        let directory = path == "-" ? "." : (path as NSString).deletingLastPathComponent
        let project = XcodeProject.governing(directory.isEmpty ? "." : directory, within: folder)
        return project?.developmentLanguage ?? "en"
    }

    /// The inputs of one tree file: a screen per storyboard scene or xib view (else the file), and
    /// for a storyboard or xib the document with its tables for the interface rules; `appLocale` is
    /// the screens' pass locale.
    static func treeInputs(
        _ path: String, format: TreeFormat? = nil, locale: String?, strings: Strings? = nil, appLocale: String? = nil
    ) throws -> [AuditInput] {
        let read = try TreeInput.readTree(path, format: format, locale: locale, strings: strings)
        let single = read.screens.count == 1 && read.interface == nil
        let labelledInCode = read.interface?.labelledInCode ?? []
        var inputs: [AuditInput] = []
        if single || read.interface == nil {
            inputs.append(
                .tree(
                    AuditScreen(
                        name: TreeInput.displayName(path), tree: AccessibilityTree(read.document), isTreeFile: true,
                        locale: appLocale)))
        } else {
            for screen in read.screens {
                inputs.append(
                    .tree(
                        AuditScreen(
                            name: screen.name, tree: AccessibilityTree(root: screen.root), isTreeFile: true,
                            sourceFile: path, labelledInCode: labelledInCode, locale: appLocale)))
            }
        }
        if let interface = read.interface {
            inputs.append(.interface(InterfaceFile(path: path, document: interface, tables: read.tables)))
        }
        return inputs
    }

    /// Every shipped localization, pseudo-locales excluded, the base first.
    private func shippedLocales() -> [String] {
        let languages = LocalizationsLocator.languages(in: session.localizations)
            .map(LanguageTag.bcp47)
            .filter { !$0.hasSuffix("-XA") && !$0.hasSuffix("-XB") }
        return languages.sorted { ($0 == "en" ? 0 : 1, $0) < ($1 == "en" ? 0 : 1, $1) }
    }

    /// Reads and parses the suppression file (exit 2 when it cannot be read or is malformed).
    static func readSuppressions(_ path: String) throws -> SuppressionFile {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            throw SuppressionFileError(file: path, kind: .unreadable)
        }
        return try SuppressionFile.parse(text, path: path)
    }
}
