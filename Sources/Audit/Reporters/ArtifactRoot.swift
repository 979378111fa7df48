/// The folder report paths are relative to (`--base-dir`): SARIF artifact URIs and baseline files.
///
/// Purely lexical: `.` and `..` are resolved on the text, symbolic links are not followed, and
/// nothing is read from disk, so a report never depends on the machine it was made on beyond the
/// paths given on the command line.
public struct ArtifactRoot: Sendable, Hashable {
    /// The SARIF `uriBaseId` of relative artifact URIs.
    public static let uriBaseID = "SRCROOT"

    /// The base folder as given (`.`: the current folder).
    public var baseDirectory: String
    /// The absolute current folder, which relative paths are resolved against.
    public var currentDirectory: String

    /// A root; the defaults (base `.`, current folder `/`) keep relative paths as they are.
    public init(baseDirectory: String = ".", currentDirectory: String = "/") {
        self.baseDirectory = baseDirectory.isEmpty ? "." : baseDirectory
        self.currentDirectory = currentDirectory.hasPrefix("/") ? currentDirectory : "/" + currentDirectory
    }

    /// Where a path is, for reports.
    public enum Place: Sendable, Hashable {
        /// Relative to the base folder (`/`-separated, no `.` or empty segments; `../` when a
        /// relative path lies outside it).
        case relative(String)
        /// An absolute path given on the command line that lies outside the base folder, normalized.
        case absolute(String)
    }

    /// The place of a file path as findings carry it (the folder as given joined with the file).
    public func place(of path: String) -> Place {
        let base = resolved(baseDirectory)
        let file = resolved(path)
        if file.count >= base.count, Array(file.prefix(base.count)) == base {
            let rest = file.dropFirst(base.count)
            return .relative(rest.isEmpty ? "." : rest.joined(separator: "/"))
        }
        if path.hasPrefix("/") { return .absolute("/" + file.joined(separator: "/")) }
        var common = 0
        while common < base.count, common < file.count, base[common] == file[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        return .relative((up + file.dropFirst(common)).joined(separator: "/"))
    }

    /// The path relative to the base folder, or the absolute path outside it: what baselines keep.
    public func reportPath(of path: String) -> String {
        switch place(of: path) {
        case .relative(let relative): relative
        case .absolute(let absolute): absolute
        }
    }

    /// The base folder's absolute path when it was given as one, else nil (a relative base is never
    /// turned into an absolute path: that would put the machine's folders into reports).
    public var absoluteBase: String? {
        baseDirectory.hasPrefix("/") ? "/" + resolved(baseDirectory).joined(separator: "/") : nil
    }

    /// The segments of an absolute form of a path, `.` and `..` resolved, empty segments dropped.
    private func resolved(_ path: String) -> [String] {
        let start = path.hasPrefix("/") ? [] : Self.segments(currentDirectory)
        return Self.normalized(start, Self.rawSegments(path))
    }

    private static func rawSegments(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    private static func segments(_ path: String) -> [String] { normalized([], rawSegments(path)) }

    private static func normalized(_ start: [String], _ parts: [String]) -> [String] {
        var output = start
        for part in parts {
            switch part {
            case ".": continue
            case "..": if !output.isEmpty { output.removeLast() }
            default: output.append(part)
            }
        }
        return output
    }
}
