import Foundation
import Localization
import TestSupport
import Testing

@testable import CLI

/// `lector --help` and every command's help, against the text snapshots in `Snapshots/`.
/// Re-record with `LECTOR_RECORD_SNAPSHOTS=1 swift test --filter HelpSnapshotTests` (a recording run fails).
@Suite struct HelpSnapshotTests {
    static let topics: [CommandName?] = [nil] + CommandName.allCases.map { $0 }

    @Test(arguments: topics)
    func helpMatchesItsSnapshot(topic: CommandName?) throws {
        let strings = try Strings.load(directory: PackagePaths.localizations, locales: .english) { _ in }
        let text = HelpCatalog.page(for: topic).render(strings)
        try Snapshot.assert(text, named: "help-\(topic?.rawValue ?? "lector")")
    }

    @Test func helpGoesToStdoutWithExit0() {
        let out = RecordingStream()
        let context = ProcessContext(
            arguments: ["speak", "--help"], variables: ["LECTOR_LOCALIZATIONS": PackagePaths.localizations.path],
            executablePath: nil, standardOutput: out, standardError: RecordingStream(), rawOutput: .nullDevice)
        #expect(Lector.run(context) == .success)
        #expect(out.text.hasPrefix("Usage: lector speak TEXT..."))
    }

    @Test func everyCommandIsListed() throws {
        let strings = try Strings.load(directory: PackagePaths.localizations, locales: .english) { _ in }
        let text = HelpCatalog.lector.render(strings)
        for name in CommandName.allCases {
            #expect(text.contains("  \(name.rawValue) "), "\(name.rawValue) is not listed")
        }
    }
}
