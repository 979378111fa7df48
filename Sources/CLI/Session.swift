import Foundation
import Localization

/// What every command runs with: the process context, the resolved locales and the loaded strings.
struct Session {
    let context: ProcessContext
    let locales: ResolvedLocales
    let strings: Strings
    let localizations: URL
    /// The time zone of dates: `TZ`, read once at start.
    let timeZone = TimeZone.current

    /// Finds and loads the strings tables for the locale chain (exit 2 when they cannot be found, 64 for an
    /// invalid `--locale`).
    static func start(_ context: ProcessContext, locale option: String?) -> Result<Session, CommandFailure> {
        let folder: URL
        do {
            folder = try LocalizationsLocator.locate(
                environment: context.variables, executablePath: context.executablePath)
        } catch {
            return .failure(CommandFailure(error.description))
        }
        let available = LocalizationsLocator.languages(in: folder)
        let locales: ResolvedLocales
        var invalidLocale: String?
        do {
            locales = try ResolvedLocales.resolve(option: option, environment: context.variables, availableLanguages: available)
        } catch {
            invalidLocale = option
            locales = (try? ResolvedLocales.resolve(option: nil, environment: context.variables, availableLanguages: available))
                ?? .english
        }
        let quiet = context.arguments.contains("-q") || context.arguments.contains("--quiet")
        let strings: Strings
        do {
            strings = try Strings.load(directory: folder, locales: locales) { notice in
                if !quiet { context.standardError.write("lector: \(notice)\n") }
            }
        } catch {
            return .failure(CommandFailure(error.description))
        }
        if let invalidLocale {
            return .failure(CommandFailure(strings.format(.errorUsageInvalidLocale, .text(invalidLocale)), status: .usage))
        }
        return .success(Session(context: context, locales: locales, strings: strings, localizations: folder))
    }

    /// Writes a notice to stderr unless `-q` or `--curtain`.
    func notice(_ text: String, options: GlobalOptions) {
        guard !options.quiet && !options.curtain else { return }
        context.standardError.write("lector: \(text)\n")
    }
}
