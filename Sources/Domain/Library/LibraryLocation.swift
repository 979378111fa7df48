import Foundation

/// Where the library lives (cli.md): `--library`, else `$LECTOR_LIBRARY`, else `$XDG_DATA_HOME/lector`, else
/// `~/.local/share/lector`.
public enum LibraryLocation {
    /// The library folder for an option value and the process's variables; nil only when nothing, not even
    /// `HOME`, says where.
    public static func resolve(option: String?, variables: [String: String]) -> URL? {
        func set(_ name: String) -> String? {
            guard let value = variables[name], !value.isEmpty else { return nil }
            return value
        }
        if let option, !option.isEmpty { return URL(fileURLWithPath: expandingTilde(option, variables)) }
        if let path = set("LECTOR_LIBRARY") { return URL(fileURLWithPath: expandingTilde(path, variables)) }
        if let data = set("XDG_DATA_HOME"), data.hasPrefix("/") {
            return URL(fileURLWithPath: data).appendingPathComponent("lector", isDirectory: true)
        }
        guard let home = set("HOME") else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/lector", isDirectory: true)
    }

    private static func expandingTilde(_ path: String, _ variables: [String: String]) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = variables["HOME"], !home.isEmpty else { return path }
        return home + path.dropFirst()
    }
}
