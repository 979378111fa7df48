import Audit
import Benchmarks
import Foundation
import Localization

/// `l10n_check_ms`: `lector l10n check` on the shipped Localizations, in process: reading and
/// parsing every table, every strings rule, and the text report (performance.md).
enum L10nBench {
    static func check(folder: URL, strings: Strings, runs: Int) throws -> BenchFigure {
        let audit = StringsAudit(configuration: .init(houseStyle: true))
        func once() throws {
            let tables = try StringsFolder.read(folder, displayPath: "Localizations")
            let result = audit.run(tables, strings: strings)
            _ = TextReporter().render(audit.report(result, folder: tables, version: Lector.version, strings: strings))
        }
        try once()
        var samples = Timings()
        for _ in 0..<runs {
            samples.append(try BenchFigure.seconds(once) * 1000)
        }
        return BenchFigure(name: "l10n_check_ms", value: samples.median, unit: "ms")
    }
}
