import Foundation

/// Two reference readers of `.strings` files, for differential tests of Lector's Apple dialect.
///
/// - ``coreFoundation(_:)``: Foundation's `PropertyListSerialization`, which on Linux is
///   swift-corelibs-foundation's copy of Apple's CoreFoundation, `CFOldStylePList.c` included: the
///   very reader Apple's apps use, run in process.
/// - ``gnustep(_:)``: GNUstep's `pl` tool (Debian `gnustep-base-runtime`, installed by
///   `scripts/setup`), which parses standard input as a property list, else as a strings file, and
///   prints the result as an old-style property list.
public enum StringsOracle {
    /// The GNUstep tool that parses a strings file from standard input and prints it.
    public static let gnustepTool = "/usr/bin/pl"
    /// GNUstep's tool that reads a strings file from a path, detecting its encoding, and prints
    /// `seems ok (N entries)` when it parses.
    public static let gnustepFileTool = "/usr/bin/sfparse"

    /// What a reference reader made of a file.
    public enum Outcome: Equatable, Sendable {
        /// A table of string values.
        case table([String: String])
        /// Rejected, or read as something other than a table of strings.
        case rejected
    }

    /// Apple's CoreFoundation reader on the raw bytes (it detects UTF-16 and UTF-8 byte-order marks,
    /// and reads anything else as UTF-8).
    public static func coreFoundation(_ bytes: [UInt8]) -> Outcome {
        guard let value = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) else {
            return .rejected
        }
        return table(value)
    }

    /// GNUstep's reader on `text`, fed as UTF-8 with a closing NUL (`pl` reads standard input as
    /// a C string). Its printed result is read back with ``coreFoundation(_:)``: it is an
    /// old-style property list that any reader agrees on (quoted strings, `\U` escapes).
    ///
    /// - Throws: when the tool cannot be run.
    public static func gnustep(_ text: String, home: URL) throws -> Outcome {
        let outcome = try ProcessRunner.run(
            gnustepTool, [], input: Data(text.utf8) + Data([0]), environment: environment(home: home))
        let printed = outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard outcome.status == 0, !outcome.standardError.contains("Parse failed"), !printed.isEmpty else {
            return .rejected
        }
        return coreFoundation(Array(printed.utf8))
    }

    /// The number of entries GNUstep's file reader finds in the file at `url`, or nil when it
    /// rejects the file.
    public static func gnustepEntryCount(of url: URL, home: URL) throws -> Int? {
        let outcome = try ProcessRunner.run(gnustepFileTool, [url.path], environment: environment(home: home))
        let text = outcome.output + outcome.standardError
        guard let range = text.range(of: "seems ok (") else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }

    /// A fresh, writable home for GNUstep's tools (they create `~/GNUstep` defaults on start).
    public static func makeHome() throws -> URL {
        let home = FileManager.default.temporaryDirectory
            .appendingPathComponent("lector-gnustep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return home
    }

    private static func environment(home: URL) -> [String: String] {
        [
            "HOME": home.path, "GNUSTEP_USER_ROOT": home.appendingPathComponent("GNUstep").path,
            "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
        ]
    }

    private static func table(_ value: Any) -> Outcome {
        guard let dictionary = value as? [String: Any] else { return .rejected }
        var table: [String: String] = [:]
        for (key, value) in dictionary {
            guard let text = value as? String else { return .rejected }
            table[key] = text
        }
        return .table(table)
    }
}
