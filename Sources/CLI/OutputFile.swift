import Foundation

/// A file the command was asked to write could not be written: exit 2, naming the file.
struct OutputFileError: Error, Sendable {
    let path: String
}

/// Writes reports and generated tables so that they are never half-written: a temporary file in
/// the same folder, then a rename.
enum OutputFile {
    /// Writes text (UTF-8) atomically.
    static func write(_ text: String, to path: String) throws(OutputFileError) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw OutputFileError(path: path)
        }
    }

    /// Creates a folder and its parents when missing.
    static func createFolder(_ path: String) throws(OutputFileError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw OutputFileError(path: path)
        }
    }

    /// `folder/name`, without a doubled slash; `.` as the folder gives `name`.
    static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty || folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
