import Foundation

/// Finds the `Localizations` folder at start-up (localization.md §2).
///
/// Foundation's `Bundle` is never used: `Bundle.module` traps in an installed copy.
public enum LocalizationsLocator {
    /// The variable that, when set and non-empty, is the only candidate.
    public static let environmentVariable = "LECTOR_LOCALIZATIONS"

    /// The file whose presence makes a folder acceptable.
    public static let baseTablePath = "en.lproj/Localizable.strings"

    /// Returns the first acceptable candidate folder.
    ///
    /// - Parameters:
    ///   - environment: the process environment; only `LECTOR_LOCALIZATIONS` is read.
    ///   - executablePath: the running executable; `nil` reads the `/proc/self/exe` link.
    /// - Throws: ``LocalizationError/Kind/badLocalizationsVariable`` or
    ///   ``LocalizationError/Kind/localizationsNotFound``, with the fixed English line as message
    ///   (without the `lector: ` prefix, which the CLI adds to every error line).
    public static func locate(
        environment: [String: String], executablePath: String? = nil
    ) throws(LocalizationError) -> URL {
        if let value = environment[environmentVariable], !value.isEmpty {
            let folder = URL(fileURLWithPath: value, isDirectory: true)
            if isAcceptable(folder) { return folder }
            throw LocalizationError(
                kind: .badLocalizationsVariable, file: value,
                message: "\(environmentVariable)=\(value) is not a folder that contains "
                    + "\(baseTablePath); set it to one that does, or unset it")
        }
        let folders = candidates(executablePath: executablePath ?? runningExecutablePath())
        if let found = folders.first(where: isAcceptable) { return found }
        let tried = folders.map(\.path).joined(separator: ", ")
        throw LocalizationError(
            kind: .localizationsNotFound, file: "",
            message: "cannot find the Localizations folder (looked in: \(tried)); set "
                + "\(environmentVariable) to a folder that contains \(baseTablePath)")
    }

    /// The candidates 2 to 4 for an executable, in the order they are tried.
    public static func candidates(executablePath: String?) -> [URL] {
        guard let executablePath, !executablePath.isEmpty else { return [] }
        let executable = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath()
        let directory = executable.deletingLastPathComponent()
        let bundled = ["resources", "bundle"].map {
            directory.appendingPathComponent("Lector_Localization.\($0)", isDirectory: true)
                .appendingPathComponent("Localizations", isDirectory: true)
        }
        return [
            directory.appendingPathComponent("Localizations", isDirectory: true),
            directory.appendingPathComponent("../share/lector/Localizations", isDirectory: true)
                .standardizedFileURL,
        ] + bundled
    }

    /// The language folders (`de`, `de-AT`, …) of a Localizations folder: each `<tag>.lproj`.
    public static func languages(in folder: URL) -> Set<String> {
        // readdir(3) and stat(2) (which follows links, as FileManager's `fileExists(atPath:isDirectory:)` does), so
        // that finding the tables at start-up does not go through FileManager's listing and URL's path appending.
        var result: Set<String> = []
        let base = folder.path
        guard let directory = opendir(base) else { return result }
        defer { closedir(directory) }
        let suffix = ".lproj"
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            guard name.hasSuffix(suffix) else { continue }
            var status = stat()
            guard stat(base + "/" + name, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { continue }
            result.insert(String(name.dropLast(suffix.count)))
        }
        return result
    }

    /// Whether a folder holds a regular file `en.lproj/Localizable.strings` (symlinks followed).
    static func isAcceptable(_ folder: URL) -> Bool {
        // stat(2) follows the links itself, without FileManager's attribute dictionary or resolvingSymlinksInPath.
        var status = stat()
        guard stat(folder.path + "/" + baseTablePath, &status) == 0 else { return false }
        return status.st_mode & S_IFMT == S_IFREG
    }

    /// The real path of the running executable, from the `/proc/self/exe` link.
    static func runningExecutablePath() -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }
}
