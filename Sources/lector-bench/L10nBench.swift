import Audit
import Benchmarks
import Foundation
import Localization
import Readers

/// `l10n_check_ms`: `lector l10n check` on the shipped Localizations, in process: reading and
/// parsing every table, every strings rule, and the text report (performance.md).
enum L10nBench {
    static func check(folder: URL, strings: Strings, runs: Int) throws -> BenchFigure {
        try median(
            "l10n_check_ms", folder: folder, displayPath: "Localizations", houseStyle: true, strings: strings,
            runs: runs)
    }

    /// `l10n_check_project_ms`: `lector l10n check` on a generated project of Mastodon's size (31
    /// languages × 650 keys plus plural dictionaries, ``GeneratedStringsProject``), read as Apple
    /// reads it, in process: reading, every strings rule and the text report. Target ≤ 150 ms.
    static func project(strings: Strings, runs: Int) throws -> BenchFigure {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lector-bench-project-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try GeneratedStringsProject.write(to: folder, pluralTable: pluralTable)
        return try median(
            "l10n_check_project_ms", folder: folder, displayPath: "Project", houseStyle: false, strings: strings,
            runs: runs)
    }

    /// The median milliseconds of whole in-process checks of a folder, after one warm-up run.
    private static func median(
        _ name: String, folder: URL, displayPath: String, houseStyle: Bool, strings: Strings, runs: Int
    ) throws -> BenchFigure {
        let audit = StringsAudit(configuration: .init(houseStyle: houseStyle))
        func once() throws {
            let tables = try StringsFolder.read(folder, displayPath: displayPath, houseStyle: houseStyle)
            let result = audit.run(tables, strings: strings)
            _ = TextReporter().render(audit.report(result, folder: tables, version: "bench", strings: strings))
        }
        try once()
        var samples = Timings()
        for _ in 0..<runs {
            samples.append(try BenchFigure.seconds(once) * 1000)
        }
        return BenchFigure(name: name, value: samples.median, unit: "ms")
    }

    /// A generated project's plural entries as the reader's own format writes them.
    static func pluralTable(_ entries: [GeneratedStringsProject.PluralEntry]) -> (name: String, text: String) {
        let written = entries.map {
            PluralDictionaryWriter.Entry(
                key: $0.key, variable: $0.variable, valueType: $0.valueType, variants: $0.variants)
        }
        return ("Localizable." + PluralDictionaryWriter.fileExtension, PluralDictionaryWriter.xml(written))
    }
}
