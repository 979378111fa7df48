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
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var result: Set<String> = []
        for name in names where name.hasSuffix(".lproj") {
            var isDirectory: ObjCBool = false
            let path = folder.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                isDirectory.boolValue
            {
                result.insert(String(name.dropLast(".lproj".count)))
            }
        }
        return result
    }

    /// Whether a folder holds a regular file `en.lproj/Localizable.strings` (symlinks followed).
    static func isAcceptable(_ folder: URL) -> Bool {
        // stat(2) follows the links itself; FileManager's attribute dictionary and resolvingSymlinksInPath cost about
        // a million instructions at every start (issue 20).
        var status = stat()
        guard stat(folder.appendingPathComponent(baseTablePath).path, &status) == 0 else { return false }
        return status.st_mode & S_IFMT == S_IFREG
    }

    /// The real path of the running executable, from the `/proc/self/exe` link.
    static func runningExecutablePath() -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }
}
