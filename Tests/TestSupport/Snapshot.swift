import Foundation
import Testing

/// Text snapshots beside the tests (`Tests/<Target>/Snapshots/NAME.txt`).
public enum Snapshot {
    struct Recorded: Error, CustomStringConvertible {
        let path: String
        var description: String { "recorded snapshot \(path); run again without LECTOR_RECORD_SNAPSHOTS" }
    }

    /// Compares `text` with the snapshot; with `LECTOR_RECORD_SNAPSHOTS=1` writes it and fails.
    public static func assert(
        _ text: String, named name: String, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
        let url = folder.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["LECTOR_RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            throw Recorded(path: url.path)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "snapshot \(name) differs", sourceLocation: sourceLocation)
    }
}
