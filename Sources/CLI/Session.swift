import Core
import Foundation
import Localization

/// What every command runs with: the process context, the resolved locales and the loaded strings.
struct Session {
    let context: ProcessContext
    let locales: ResolvedLocales
    let strings: Strings
    let localizations: URL
    /// The time zone of dates: `TZ`, read once, on first use (a command that shows or speaks no date never
    /// reads it).
    var timeZone: TimeZone { zone.value }
    /// The zone, kept once read.
    let zone = SessionTimeZone()

    /// Finds and loads the strings tables for the locale chain (exit 2 when they cannot be found, 64 for an
    /// invalid `--locale`).
    /// - Throws: the failure to report.
    static func start(_ context: ProcessContext, locale option: String?) throws(CommandFailure) -> Session {
        let folder: URL
        do {
            folder = try LocalizationsLocator.locate(
                environment: context.variables, executablePath: context.executablePath)
        } catch {
            throw CommandFailure(error.description)
        }
        let available = LocalizationsLocator.languages(in: folder)
        let locales: ResolvedLocales
        var invalidLocale: String?
        do {
            locales = try ResolvedLocales.resolve(
                option: option, environment: context.variables, availableLanguages: available)
        } catch {
            invalidLocale = option
            locales =
                (try? ResolvedLocales.resolve(
                    option: nil, environment: context.variables, availableLanguages: available))
                ?? .english
        }
        let quiet = context.arguments.contains("-q") || context.arguments.contains("--quiet")
        let strings: Strings
        do {
            let keepsBidi = PseudoLocalizer(tag: locales.strings) == .rightToLeft
            let standardError = context.standardError
            strings = try Strings.load(
                directory: folder, locales: locales,
                notice: { notice in
                    if !quiet {
                        standardError.write(
                            "lector: \(TerminalText.visibleLines(notice, keepingBidiControls: keepsBidi))\n")
                    }
                },
                readingsNotice: { notice in
                    if !quiet {
                        standardError.write(
                            "lector: \(TerminalText.visibleLines(notice, keepingBidiControls: keepsBidi))\n")
                    }
                })
        } catch {
            throw CommandFailure(error.description)
        }
        if let invalidLocale {
            // A usage error: the usage line of the command named (`lector items list --locale ../x`), else lector's.
            let page = HelpCatalog.page(for: CommandLineParser.commandName(in: context.arguments))
            let usage = strings.format(.errorUsageLine, .text(page.usageLine(for: context.arguments)))
            throw CommandFailure(
                strings.format(.errorUsageInvalidLocale, .text(invalidLocale)) + "\n" + usage, status: .usage)
        }
        if let option, locales.lacksStrings(forOption: option), !quiet, !context.arguments.contains("--curtain") {
            let used = languageName(locales.strings, strings: strings)
            context.standardError.write(
                "lector: " + TerminalText.visible(strings.format(.noticeLocaleFallback, .text(option), .text(used)))
                    + "\n")
        }
        return Session(context: context, locales: locales, strings: strings, localizations: folder)
    }

    /// The name of a strings language in the session's language (`en` → English); the tag when unnamed.
    static func languageName(_ tag: String, strings: Strings) -> String {
        switch LanguageTag.normalized(tag) {
        case "en": return strings.text(.languageNameEn)
        case "de": return strings.text(.languageNameDe)
        case "es": return strings.text(.languageNameEs)
        case "fr": return strings.text(.languageNameFr)
        case "ja": return strings.text(.languageNameJa)
        case "ar": return strings.text(.languageNameAr)
        default: return tag
        }
    }

    /// Whether text printed may keep its bidi controls: only in the `ar-XB` pseudo-locale, whose own sentences
    /// are wrapped in overrides by design (user text there is not protected from them).
    var keepsBidiControls: Bool { PseudoLocalizer(tag: locales.strings) == .rightToLeft }

    /// Text (of one line or several) as it may be printed to a terminal: control characters made visible.
    func visible(_ text: String) -> String {
        TerminalText.visibleLines(text, keepingBidiControls: keepsBidiControls)
    }

    /// Writes a notice to stderr unless `-q` or `--curtain`.
    func notice(_ text: String, options: GlobalOptions) {
        guard !options.quiet && !options.curtain else { return }
        context.standardError.write("lector: \(visible(text))\n")
    }
}
