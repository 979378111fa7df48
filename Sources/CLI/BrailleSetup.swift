import Braille
import Browse
import Localization
import Narration

/// Braille for a command: the translation tables (`--braille-table`, else each language's standard table at the
/// `--braille-grade`) and the display of `browse --braille` (BrlAPI, reached as `BRLAPI_HOST` and `BRLAPI_AUTH`
/// say).
struct BrailleSetup {
    let options: GlobalOptions
    let session: Session

    /// The session's tables: the chosen one for every language, else by language at the chosen grade.
    var tables: BrailleTables {
        BrailleTables(
            chosen: options.brailleTable.map(BrailleTable.init(name:)), grade: options.brailleGrade ?? .uncontracted)
    }

    /// The translator for text in `language`; a table liblouis cannot find or compile fails the command.
    func translator(forLanguage language: String, in tables: BrailleTables? = nil) throws -> BrailleTranslator {
        let tables = tables ?? self.tables
        do {
            return try tables.translator(forLanguage: language)
        } catch {
            throw CommandFailure(
                session.strings.format(.errorBrailleTable, .text(tables.table(forLanguage: language).name)))
        }
    }

    /// The braille lines of elements' brief forms (`speak --element --output braille`), each in its element's table.
    func lines(_ briefs: [BrailleBrief]) throws -> [String] {
        let tables = self.tables
        return try briefs.map { brief in
            let translator = try translator(forLanguage: brief.language, in: tables)
            do {
                return try translator.translate(brief.text)
            } catch {
                throw CommandFailure(session.strings.format(.errorBrailleTable, .text(translator.table.name)))
            }
        }
    }

    /// The display for `browse --braille`: the session language's table is checked first (a bad table fails
    /// the command); without BRLTTY, one notice and nil, and speech goes on.
    func mirror(language: String) throws -> BrailleMirror? {
        let tables = self.tables
        _ = try translator(forLanguage: language, in: tables)
        let variables = session.context.variables
        let settings = BrlAPIDisplay.Settings(
            host: variables["BRLAPI_HOST"].flatMap { $0.isEmpty ? nil : $0 },
            auth: variables["BRLAPI_AUTH"].flatMap { $0.isEmpty ? nil : $0 })
        do throws(BrailleError) {
            return BrailleMirror(display: try BrlAPIDisplay(settings: settings), tables: tables)
        } catch {
            session.notice(session.strings.format(.noticeNoBrailleDisplay, .text(error.description)), options: options)
            return nil
        }
    }
}
