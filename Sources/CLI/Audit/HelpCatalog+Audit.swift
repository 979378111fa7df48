extension HelpCatalog {
    /// `lector audit`: inputs, locales, report and rule options (cli.md, audit.md).
    static let audit = CommandHelp(
        command: .audit,
        usage: [
            "lector audit [PATH]... [--screens NAME,...] [--tree FILE|-]... [--strings DIR]... [--locale L | --all-locales]",
            "[--tree-format \(treeFormats)] [--format text|json|sarif|junit] [--fail-on error|warning|info|never]",
            "[--suppress FILE] [--rules ID,ID...] [--output-file FILE] [--base-dir DIR]",
            "[--baseline FILE] [--write-baseline FILE] [--source-language LANG]",
        ],
        summary: .helpAuditSummary,
        rows: [
            .init(syntax: "PATH", description: .helpAuditPath),
            .init(syntax: "--screens NAME,...", description: .helpAuditScreens),
            .init(syntax: "--tree FILE|-", description: .helpAuditTree),
            .init(syntax: "--strings DIR", description: .helpAuditStrings),
            .init(syntax: "--tree-format FORMAT", description: .helpAuditTreeFormat),
        ],
        rowsHeading: .helpHeadingInputs,
        moreSections: [
            .init(
                heading: .helpHeadingOptions,
                rows: [
                    .init(syntax: "--all-locales", description: .helpAuditAllLocales),
                    .init(syntax: "--format text|json|sarif|junit", description: .helpAuditFormat),
                    .init(syntax: "--fail-on error|warning|info|never", description: .helpAuditFailOn),
                    .init(syntax: "--suppress FILE", description: .helpAuditSuppress),
                    .init(syntax: "--rules ID,ID...", description: .helpAuditRules),
                    .init(syntax: "--output-file FILE", description: .helpAuditOutputFile),
                    .init(syntax: "--base-dir DIR", description: .helpAuditBaseDir),
                    .init(syntax: "--baseline FILE", description: .helpAuditBaseline),
                    .init(syntax: "--write-baseline FILE", description: .helpAuditWriteBaseline),
                    .init(syntax: "--source-language LANG", description: .helpAuditSourceLanguage),
                ])
        ])
}
