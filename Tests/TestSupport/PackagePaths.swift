import Foundation

/// Paths of the package under test, found from this file's location.
public enum PackagePaths {
    /// The package root (the folder holding Package.swift).
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The shipped Localizations folder.
    public static var localizations: URL { root.appendingPathComponent("Localizations") }

    /// The fixture files shared by the test targets (`Tests/Fixtures`): a broken strings folder, LootLogger
    /// archives and Flickr responses. `Tests/Fixtures/README.md` says what each one holds.
    public static var fixtures: URL { root.appendingPathComponent("Tests/Fixtures") }

    /// The built `lector` binary: `$LECTOR_BINARY` (set by scripts/test), else the debug build.
    public static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["LECTOR_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return root.appendingPathComponent(".build/debug/lector")
    }

    /// The built `lector-bench`: beside ``binary``.
    public static var benchBinary: URL {
        binary.deletingLastPathComponent().appendingPathComponent("lector-bench")
    }

    /// The built `lector-fuzz` (its normal build, which replays corpus files): beside ``binary``.
    public static var fuzzBinary: URL {
        binary.deletingLastPathComponent().appendingPathComponent("lector-fuzz")
    }

    /// The fuzz targets' seed and regression inputs, a folder per target (`Tests/Fuzz/Corpus`, docs/fuzzing.md).
    public static var fuzzCorpus: URL { root.appendingPathComponent("Tests/Fuzz/Corpus") }

    /// A fresh temporary directory.
    public static func temporaryDirectory(_ name: String = "lector-test") throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(name)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
