import Core
import Localization

/// Runs a whole audit (audit.md §1–§6): every input in command-line order, each screen in its
/// passes, the strings folders, then the suppression file, and builds the report with findings in
/// the order of §5.1.
public struct Auditor {
    /// What to run and in which locales.
    public struct Configuration {
        /// The selected rules, in catalog order.
        public var rules: [any AuditRule]
        /// The pass locales of the library screens, in order.
        public var libraryLocales: [String]
        /// The pass locale of tree files whose screen names none (``AuditScreen/locale``).
        public var treeLocale: String
        /// Only this locale's strings folder (besides the base); nil: every folder.
        public var stringsLocale: String?
        /// The suppression file, if given.
        public var suppressions: SuppressionFile?
        /// The strings folders' source language (`--source-language`); nil: found per folder.
        public var sourceLanguage: String?
        /// The program version for the report.
        public var version: String

        /// Creates a configuration.
        public init(
            rules: [any AuditRule], libraryLocales: [String], treeLocale: String, stringsLocale: String? = nil,
            suppressions: SuppressionFile? = nil, version: String, sourceLanguage: String? = nil
        ) {
            self.sourceLanguage = sourceLanguage
            self.rules = rules
            self.libraryLocales = libraryLocales
            self.treeLocale = treeLocale
            self.stringsLocale = stringsLocale
            self.suppressions = suppressions
            self.version = version
        }
    }

    /// The configuration.
    public let configuration: Configuration
    /// The library, for a library input.
    public let library: (any ScreenLibrary)?
    /// The speech rules' tools for a pass locale; nil when no speech rule is selected.
    public let speech: ((String) throws -> SpeechAudit)?
    /// The strings of the UI language, for messages and rule descriptions.
    public let strings: Strings

    /// Creates an auditor.
    public init(
        configuration: Configuration, library: (any ScreenLibrary)? = nil,
        speech: ((String) throws -> SpeechAudit)? = nil, strings: Strings
    ) {
        self.configuration = configuration
        self.library = library
        self.speech = speech
        self.strings = strings
    }

    /// Runs the audit.
    ///
    /// - Throws: whatever reading the library or starting speech throws (exit 2); nothing has
    ///   been written then.
    public func run(_ inputs: [AuditInput]) throws -> Report {
        var state = RunState()
        let elements = ElementAudit(rules: configuration.rules)
        let stringsRules = configuration.rules.compactMap { $0 as? any StringsRule }
        let cache = TextCache()
        var speechTools: [String: SpeechAudit] = [:]
        func tools(for locale: String) throws -> SpeechAudit? {
            guard let speech, elements.runsSpeech else { return nil }
            if let known = speechTools[locale] { return known }
            let made = try speech(locale)
            speechTools[locale] = made
            return made
        }
        for input in inputs {
            switch input {
            case .library(let names):
                guard let library else { continue }
                let screens = try library.screenNames(selecting: names)
                state.inputs.append(.library(screens: screens.count))
                for name in screens {
                    for locale in configuration.libraryLocales {
                        let tree = try library.tree(of: name, locale: locale)
                        let screen = AuditScreen(name: name, tree: tree, isTreeFile: false)
                        state.add(
                            elements.run(
                                screen, passLocale: locale, strings: strings, speech: try tools(for: locale),
                                cache: cache))
                    }
                }
            case .tree(let screen):
                state.inputs.append(.tree(file: screen.name))
                let locale = screen.locale ?? configuration.treeLocale
                state.add(
                    elements.run(
                        screen, passLocale: locale, strings: strings, speech: try tools(for: locale), cache: cache))
            case .interface(let file):
                state.inputs.append(.tree(file: file.path))
                state.auditedInterfaces = true
                for rule in configuration.rules.compactMap({ $0 as? any InterfaceRule }) {
                    rule.check(file, strings: strings, into: &state.findings)
                }
                state.files.insert(file.path)
                for table in file.tables { state.files.insert(table.file) }
            case .strings(let folder):
                state.inputs.append(.strings(dir: folder.displayPath))
                guard !stringsRules.isEmpty else { continue }
                let audit = StringsAudit(
                    configuration: .init(
                        rules: stringsRules, locale: configuration.stringsLocale,
                        sourceLanguage: configuration.sourceLanguage))
                state.add(audit.run(folder, strings: strings))
            }
        }
        return finish(state, ran: ranRules(state))
    }

    /// The rules that ran: element rules when a screen was audited, strings rules when a folder
    /// was, suppression rules when a file was given; selected ones only, in catalog order.
    private func ranRules(_ state: RunState) -> [any AuditRule] {
        configuration.rules.filter { rule in
            switch rule {
            case is any ElementRule, is any ScreenRule: state.auditedScreens
            case is any StringsRule: state.auditedStrings
            case is any InterfaceRule: state.auditedInterfaces
            default: configuration.suppressions != nil
            }
        }
    }

    private func finish(_ state: RunState, ran: [any AuditRule]) -> Report {
        var findings = state.findings
        var suppressed: [Finding] = []
        if let file = configuration.suppressions {
            var ranIDs = Set(ran.map(\.id))
            if ranIDs.contains(StringsLabelRules().id) { ranIDs.formUnion(TextCheck.allCases.map(\.id)) }
            let scope = SuppressionFilter.Scope(
                rules: ranIDs, locales: Set(state.locales), screens: state.screens, files: state.files)
            let outcome = SuppressionFilter(file: file).apply(
                to: findings, scope: scope, selected: Set(configuration.rules.map(\.id)),
                locale: LanguageTag.bcp47(strings.language), strings: strings)
            findings = outcome.findings + outcome.fileFindings
            suppressed = outcome.suppressed
        }
        return Report(
            version: configuration.version, locales: state.locales, inputs: state.inputs,
            rules: ran.map { $0.reported(strings) }, skipped: state.skipped, elementsAudited: state.elementsAudited,
            keysAudited: state.keysAudited, findings: findings, suppressed: suppressed, groups: state.groups,
            skippedInputs: state.skippedInputs)
    }
}

/// What a run has gathered so far.
private struct RunState {
    var inputs: [ReportInput] = []
    var locales: [String] = []
    var findings: [Finding] = []
    var skipped: [SkippedCheck] = []
    var skippedInputs: [SkippedInput] = []
    var skippedKeys: Set<String> = []
    var groups: [AuditGroup] = []
    var elementsAudited = 0
    var keysAudited = 0
    var screens: Set<String> = []
    var files: Set<String> = []
    var auditedScreens = false
    var auditedStrings = false
    var auditedInterfaces = false

    mutating func addLocale(_ locale: String) {
        if !locales.contains(locale) { locales.append(locale) }
    }

    mutating func addSkipped(_ checks: [SkippedCheck]) {
        for check in checks where skippedKeys.insert(check.rule + "\u{0}" + check.locale).inserted {
            skipped.append(check)
        }
    }

    mutating func add(_ result: ElementAudit.Result) {
        auditedScreens = true
        addLocale(result.group.locale)
        screens.insert(result.group.name)
        findings += result.findings
        addSkipped(result.skipped)
        groups.append(result.group)
        elementsAudited += result.elementsAudited
    }

    mutating func add(_ result: StringsAudit.Result) {
        auditedStrings = true
        for locale in result.locales { addLocale(locale) }
        findings += result.findings
        addSkipped(result.skipped)
        groups += result.groups
        keysAudited += result.keysAudited
        files.formUnion(result.groups.map(\.name))
        for finding in result.findings { files.insert(finding.location.container) }
    }
}
