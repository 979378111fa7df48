import Foundation

/// Paths of the package under test, found from this file's location.
enum PackagePaths {
    /// The package root (the folder of Package.swift).
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // LocalizationTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The shipped `Localizations` folder.
    static let localizations = root.appendingPathComponent("Localizations", isDirectory: true)

    /// The bytes of a shipped table, such as `en.lproj/Localizable.strings`.
    static func bytes(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: localizations.appendingPathComponent(relativePath)))
    }

    /// A fresh empty temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("lector-l10n-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes text to a path under a folder, creating intermediate folders.
    static func write(_ text: String, to relativePath: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
