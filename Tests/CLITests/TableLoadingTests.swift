import Foundation
import TestSupport
import Testing

/// Issue 20: a command parses no strings table it does not read. Which files the built binary opens is
/// seen with `strace -e trace=openat` (every table is read by opening its file).
@Suite(.serialized) struct TableLoadingTests {
    /// The `.strings` files (relative to the Localizations folder) `lector ARGUMENTS` opens, and its exit status.
    private func openedTables(_ arguments: [String]) throws -> (status: Int32, files: Set<String>) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lector-opened-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("trace.txt")
        var variables = ProcessInfo.processInfo.environment
        variables["LECTOR_LOCALIZATIONS"] = PackagePaths.localizations.path
        for key in ["LANG", "LC_ALL", "LC_MESSAGES", "LC_NUMERIC", "LC_TIME", "LECTOR_AUDIO_DEVICE"] {
            variables[key] = nil
        }
        let outcome = try ProcessRunner.run(
            "/usr/bin/strace",
            ["-f", "-qq", "-e", "trace=openat", "-o", trace.path, PackagePaths.binary.path] + arguments,
            environment: variables, directory: folder)
        let text = try String(contentsOf: trace, encoding: .utf8)
        let root = PackagePaths.localizations.path + "/"
        var files = Set<String>()
        for line in text.split(separator: "\n") where line.contains(".strings\"") && !line.contains("ENOENT") {
            guard let start = line.range(of: root)?.upperBound, let end = line[start...].firstIndex(of: "\"") else {
                continue
            }
            files.insert(String(line[start..<end]))
        }
        return (outcome.status, files)
    }

    @Test func versionOpensNoTable() throws {
        let (status, files) = try openedTables(["--version"])
        #expect(status == 0)
        #expect(files.isEmpty)
    }

    @Test func helpInJapaneseOpensTheDisplayTablesButNoReadings() throws {
        let (status, files) = try openedTables(["--locale", "ja", "--help"])
        #expect(status == 0)
        #expect(files == ["ja.lproj/Localizable.strings", "en.lproj/Localizable.strings"])
    }

    @Test func speakingInJapaneseOpensItsReadings() throws {
        let (status, files) = try openedTables(["speak", "こんにちは", "--locale", "ja", "--output", "wav:out.wav", "-q"])
        #expect(status == 0)
        #expect(files.contains("ja.lproj/Readings.strings"))
        #expect(
            !files.contains { $0.hasPrefix("de.") || $0.hasPrefix("fr.") || $0.hasPrefix("es.") || $0.hasPrefix("ar.") }
        )
    }

    @Test func speakingInEnglishOpensOnlyEnglishTables() throws {
        let (status, files) = try openedTables(["speak", "Hello", "--output", "wav:out.wav", "-q"])
        #expect(status == 0)
        #expect(files.allSatisfy { $0.hasPrefix("en.lproj/") })
        #expect(files.contains("en.lproj/Localizable.strings"))
    }
}
