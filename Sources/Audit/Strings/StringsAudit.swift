import Core
import Dispatch
import Localization
import Spelling
import Synchronization
import Utterances

/// Runs the strings rules over a strings folder (audit.md §2.5): every `<lang>.lproj`, the base
/// first, each table against the same-named table of `en.lproj`, and puts the findings in report
/// order (§5.1): file by (lproj, table), then line and column, then rule in catalog order.
public struct StringsAudit: Sendable {
    /// What to run.
    public struct Configuration: Sendable {
        /// The rules, in catalog order.
        public var rules: [any StringsRule]
        /// Only this locale's folder (exact tag, else its language), besides the base; nil: every folder.
        public var locale: String?
        /// Whether the folder is Lector's own `Localizations/`, whose placeholders keep the house
        /// set (localization.md §1); projects' tables get Apple's full grammar.
        public var houseStyle: Bool
        /// The project's source (development) language given with `--source-language`, as a
        /// BCP 47 tag (`en`, `pt-BR`); nil: a catalog's `sourceLanguage`, else Base.lproj, else en.
        public var sourceLanguage: String?
        /// The synthesizer of the speech checks (`l10n check --speech`: the Arabic half of `strings.reading`
        /// reads each spoken Arabic string's phonemes); nil: those checks do not run, and the audit starts no voice.
        public var synthesizer: (any Synthesizer)?
        /// The spelling dictionaries that tell a word of a translation's language (`strings.untranslated`); nil:
        /// none.
        public var spelling: SpellingDictionaries?

        /// Every strings rule, every folder.
        public init(
            rules: [any StringsRule] = RuleRegistry.stringsRules, locale: String? = nil, houseStyle: Bool = false,
            sourceLanguage: String? = nil, synthesizer: (any Synthesizer)? = nil,
            spelling: SpellingDictionaries? = .shared
        ) {
            self.spelling = spelling
            self.synthesizer = synthesizer
            self.rules = rules
            self.locale = locale
            self.houseStyle = houseStyle
            self.sourceLanguage = sourceLanguage
        }
    }

    /// What the rules found, with what JUnit and the report header need.
    public struct Result: Sendable {
        /// Findings in report order.
        public var findings: [Finding] = []
        /// Skipped checks, once per (rule, locale).
        public var skipped: [SkippedCheck] = []
        /// The audited folders' tags, base first.
        public var locales: [String] = []
        /// Every audited file with its entries.
        public var groups: [AuditGroup] = []
        /// Entries read.
        public var keysAudited = 0
    }

    /// The configuration.
    public var configuration: Configuration

    /// Creates a runner.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Audits a folder; messages come from `strings` (the UI language). Files are audited in
    /// parallel, each on its own, and their results joined in report order (audit.md §7), so the
    /// report never depends on scheduling.
    public func run(_ folder: StringsFolder, strings: Strings) -> Result {
        var result = Result()
        guard let base = folder.base else { return result }
        let house = configuration.houseStyle
        let languages = selectedLanguages(folder)
        let indices = Self.indices(languages, base: base, houseStyle: house)
        let baseTables = indices.base
        var queued: [(language: Int, table: String)] = []
        for (number, language) in languages.enumerated() {
            if !result.locales.contains(language.tag) { result.locales.append(language.tag) }
            var tableNames = Set(language.tables.keys)
            if language.role == .translation, !language.hasFallback { tableNames.formUnion(base.tables.keys) }
            queued += tableNames.sorted().map { (number, $0) }
        }
        let jobs = queued
        let sourceLanguage = folder.sourceLanguage
        let evidence = SameAsSource.SharedEvidence {
            Self.evidence(languages, indices: indices, sourceLanguage: sourceLanguage)
        }
        let outcomes = Mutex<[Int: Result]>([:])
        DispatchQueue.concurrentPerform(iterations: jobs.count) { number in
            let (languageNumber, table) = jobs[number]
            let language = languages[languageNumber]
            let tables = indices.languages[languageNumber]
            let document = language.tables[table]
            let context = StringsFileContext(
                language: language.tag, tableName: table,
                path: folder.path(language, table, document: document ?? base.tables[table]),
                index: tables[table], base: language.role == .translation ? baseTables[table] : nil,
                basePath: folder.path(base, table, document: base.tables[table]),
                isBase: language.isBase, strings: strings, houseStyle: house,
                sourceLanguage: folder.sourceLanguage, hasFallback: language.hasFallback,
                sourceName: Self.sourceName(base, document: base.tables[table]),
                companion: Self.companion(of: table, in: tables),
                synthesizer: configuration.synthesizer,
                evidence: evidence,
                spelling: configuration.spelling, isSourceFolder: language.role == .source)
            var outcome = Result()
            audit(context, into: &outcome)
            outcomes.withLock { $0[number] = outcome }
        }
        let results = outcomes.withLock { $0 }
        for number in jobs.indices {
            guard let outcome = results[number] else { continue }
            result.findings += outcome.findings
            for skip in outcome.skipped
            where !result.skipped.contains(where: { $0.rule == skip.rule && $0.locale == skip.locale }) {
                result.skipped.append(skip)
            }
            result.keysAudited += outcome.keysAudited
            result.groups += outcome.groups
        }
        return result
    }

    /// What the run's tables show about the words kept as in the source (``SameAsSource/Evidence``).
    static func evidence(_ languages: [StringsFolder.Language], indices: Indices, sourceLanguage: String)
        -> SameAsSource.Evidence
    {
        var translations: [(language: String, tables: [(table: TableIndex, base: TableIndex?)])] = []
        for (number, language) in languages.enumerated() where language.role == .translation {
            let tables = indices.languages[number].sorted { $0.key < $1.key }.map { (name, table) in
                (table: table, base: indices.base[name])
            }
            translations.append((language.tag, tables))
        }
        let source = indices.base.sorted { $0.key < $1.key }.map(\.value)
        return SameAsSource.Evidence.gather(source: source, sourceLanguage: sourceLanguage, translations: translations)
    }

    /// The indexed tables of a run: every table of every selected language indexed once, in
    /// parallel (a table is read by its own job, as the companion of its pair and, in the source,
    /// as every translation's base). The source language's tables are the base tables.
    struct Indices: Sendable {
        /// The source folder's tables.
        var base: [String: TableIndex]
        /// Each selected language's tables, in the order of the selected languages.
        var languages: [[String: TableIndex]]
    }

    /// Indexes every table of `languages` (and of `base`) once.
    static func indices(_ languages: [StringsFolder.Language], base: StringsFolder.Language, houseStyle: Bool)
        -> Indices
    {
        var documents: [(language: Int, table: String)] = base.tables.keys.sorted().map { (-1, $0) }
        for (number, language) in languages.enumerated() where language.role != .source {
            documents += language.tables.keys.sorted().map { (number, $0) }
        }
        let jobs = documents
        let built = Mutex<[Int: TableIndex]>([:])
        DispatchQueue.concurrentPerform(iterations: jobs.count) { number in
            let (language, table) = jobs[number]
            guard let document = language < 0 ? base.tables[table] : languages[language].tables[table] else { return }
            let index = TableIndex(document, houseStyle: houseStyle)
            built.withLock { $0[number] = index }
        }
        let indexed = built.withLock { $0 }
        var result = Indices(base: [:], languages: Array(repeating: [:], count: languages.count))
        for (number, job) in jobs.enumerated() {
            guard let index = indexed[number] else { continue }
            if job.language < 0 {
                result.base[job.table] = index
            } else {
                result.languages[job.language][job.table] = index
            }
        }
        for (number, language) in languages.enumerated() where language.role == .source {
            result.languages[number] = result.base
        }
        return result
    }

    /// The display table of a `Readings.strings`, or the readings of a `Localizable.strings`,
    /// among one folder's indexed tables.
    static func companion(of table: String, in tables: [String: TableIndex]) -> TableIndex? {
        switch table {
        case Strings.tableName: tables[Strings.readingsName]
        case Strings.readingsName: tables[Strings.tableName]
        default: nil
        }
    }

    /// How messages name the source of a table: its folder, or a catalog file and its language.
    static func sourceName(_ base: StringsFolder.Language, document: StringsDocument?) -> String {
        guard let document, document.format == .catalog, let path = document.displayPath else { return base.folderName }
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return "\(file) (\(base.tag))"
    }

    private func selectedLanguages(_ folder: StringsFolder) -> [StringsFolder.Language] {
        guard let locale = configuration.locale else { return folder.languages }
        let exact = LanguageTag.bcp47(locale)
        let chosen =
            folder.languages.first { $0.tag == exact }
            ?? folder.languages.first { $0.tag == LanguageTag.language(of: locale) }
        return folder.languages.filter { $0.isBase || $0.tag == chosen?.tag }
    }

    private func audit(_ context: StringsFileContext, into result: inout Result) {
        var output = RuleOutput()
        for rule in configuration.rules
        where context.isPronunciations ? rule.checksPronunciations : (!context.isReadings || rule.checksReadings) {
            rule.check(context, into: &output)
        }
        result.findings += Self.ordered(output.findings)
        for skip in output.skipped
        where !result.skipped.contains(where: { $0.rule == skip.rule && $0.locale == skip.locale }) {
            result.skipped.append(skip)
        }
        guard let index = context.index else { return }
        result.keysAudited += index.document.entries.count
        result.groups.append(
            AuditGroup(
                name: context.path, locale: context.language, className: "lector.audit.strings." + context.language,
                cases: Self.cases(index.document.entries, keysRepeat: index.hasRepeatedKeys)))
    }

    /// One case per entry; a repeated key gets ` (line N)`. `keysRepeat` false: every key is known to
    /// be different, and no set of them is made.
    static func cases(_ entries: [StringsEntry], keysRepeat: Bool = true) -> [AuditGroup.Case] {
        var seen: Set<String> = []
        return entries.map { entry in
            let name = !keysRepeat || seen.insert(entry.key).inserted ? entry.key : "\(entry.key) (line \(entry.line))"
            return AuditGroup.Case(name: name, target: .entry(key: entry.key, line: entry.line))
        }
    }

    /// Positioned findings by (line, column, rule, check), then those without a position by rule,
    /// each keeping the order the rule found them in.
    static func ordered(_ findings: [Finding]) -> [Finding] {
        func sortKey(_ finding: Finding) -> (Int, Int, Int, Int, Int) {
            let rule = RuleRegistry.catalogIndex(of: finding.rule)
            let check =
                finding.check.flatMap { TextCheck(rawValue: $0) }.flatMap { TextCheck.allCases.firstIndex(of: $0) } ?? 0
            guard case .file(let location) = finding.location, let line = location.line else {
                return (1, 0, 0, rule, check)
            }
            return (0, line, location.column ?? 0, rule, check)
        }
        return findings.enumerated().sorted { lhs, rhs in
            let left = sortKey(lhs.element)
            let right = sortKey(rhs.element)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The report of a `lector l10n check` run: this folder as the only input, every rule that ran.
    public func report(_ result: Result, folder: StringsFolder, version: String, strings: Strings) -> Report {
        Report(
            version: version, locales: result.locales, inputs: [.strings(dir: folder.displayPath)],
            rules: configuration.rules.map { $0.reported(strings) }, skipped: result.skipped,
            keysAudited: result.keysAudited, findings: result.findings, groups: result.groups)
    }
}
