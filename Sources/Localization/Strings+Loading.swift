import Foundation

extension Strings {
    /// The name of the strings table in each language folder.
    public static let tableName = "Localizable.strings"
    /// The name of the optional table of spoken forms in a language folder (localization.md §10).
    public static let readingsName = "Readings.strings"

    /// Loads the tables of the fallback chain of `locales` from a Localizations folder.
    ///
    /// Pseudo-locales are generated from the base table in memory; their folders are ignored.
    /// A folder of the chain that does not exist is skipped silently.
    ///
    /// - Parameter notice: receives one notice, from the base table, for each other table that
    ///   cannot be read or parsed; that table is skipped.
    /// - Parameter readingsNotice: receives the same notice for a readings file (`Readings.strings`) that
    ///   cannot be read or parsed; readings are parsed on their first use on the speech channel, so the
    ///   notice comes then (a command that only prints never parses them).
    /// - Throws: the error of the base table `en.lproj/Localizable.strings` when it cannot be read
    ///   or parsed (`FILE:LINE:COLUMN: message`).
    public static func load(
        directory: URL, locales: ResolvedLocales, notice: (String) -> Void,
        readingsNotice: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(LocalizationError) -> Strings {
        // Tables are read for lookups only: their values, or the full read's first error.
        let base = try StringsTable.load(language: "en", url: directory.appendingPathComponent("en.lproj/" + tableName))
        var tables: [StringsTable] = []
        var readings: [String: LoadedOnce<StringsTable?>] = [:]
        let skipped = base[StringKey.noticeStringsTableSkipped.rawValue] ?? StringKey.noticeStringsTableSkipped.rawValue
        for tag in locales.fallbackChain where tag != "en" {
            if let pseudo = PseudoLocalizer(tag: tag) {
                tables.append(pseudo.table(from: base))
                continue
            }
            let url = directory.appendingPathComponent("\(tag).lproj/" + tableName)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            do throws(LocalizationError) {
                tables.append(try StringsTable.load(language: tag, url: url))
            } catch {
                let text =
                    base[StringKey.noticeStringsTableSkipped.rawValue]
                    ?? StringKey.noticeStringsTableSkipped.rawValue
                notice(PlaceholderFormat.fill(text, arguments: [.text(error.description)]) { String($0) })
                continue
            }
            // The spoken forms: optional, parsed on first use; a broken file is skipped with the same notice, the
            // display table kept.
            let readingsURL = directory.appendingPathComponent("\(tag).lproj/" + readingsName)
            guard FileManager.default.fileExists(atPath: readingsURL.path) else { continue }
            readings[tag] = LoadedOnce {
                do throws(LocalizationError) {
                    return try StringsTable.load(language: tag, url: readingsURL)
                } catch {
                    readingsNotice(
                        PlaceholderFormat.fill(skipped, arguments: [.text(error.description)]) { String($0) })
                    return nil
                }
            }
        }
        tables.append(base)
        return Strings(tables: tables, locales: locales, spokenForms: readings)
    }
}

extension StringsDocument {
    /// Reads and parses a strings file; the file's path is used in error positions.
    ///
    /// - Parameter dialect: the grammar, ``StringsDialect/house`` unless given (see
    ///   ``parse(_:file:dialect:recovering:)``).
    /// - Parameter recovering: parse past errors, as the audit does.
    /// - Throws: ``LocalizationError/Kind/unreadable`` when the file cannot be read. Parse errors
    ///   are in the document's ``errors``.
    public static func read(
        _ url: URL, dialect: StringsDialect = .house, recovering: Bool = false
    ) throws(LocalizationError) -> StringsDocument {
        let path = url.path
        // stat(2), not FileManager's attributes, which look up the owner's name in /etc/passwd and /etc/group.
        var status = stat()
        if stat(path, &status) == 0, case let size = Int(status.st_size), size > StringsReader.byteLimit {
            return StringsDocument(
                file: path, entries: [],
                errors: [
                    LocalizationError(
                        kind: .encoding, file: path, line: 1, column: 1,
                        message: "file is larger than 8 MiB (\(size) bytes)")
                ])
        }
        return parse(try contents(of: url), file: path, dialect: dialect, recovering: recovering)
    }

    /// The bytes of a strings file.
    ///
    /// - Throws: ``LocalizationError/Kind/unreadable`` when the file cannot be read.
    static func contents(of url: URL) throws(LocalizationError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw LocalizationError(
                kind: .unreadable, file: url.path,
                message: "cannot read the strings table; check that the file exists and is readable")
        }
        return [UInt8](data)
    }
}
