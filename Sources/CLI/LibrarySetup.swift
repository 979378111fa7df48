import Domain
import Foundation

/// Opens the library the options name (cli.md: `--library`, `$LECTOR_LIBRARY`, `$XDG_DATA_HOME/lector`,
/// `~/.local/share/lector`), creating it with the demo collection (or empty with `--empty`) when missing.
struct LibrarySetup {
    let options: GlobalOptions
    let session: Session

    func open() throws -> Library {
        guard let folder = LibraryLocation.resolve(option: options.library, variables: session.context.variables) else {
            throw CommandFailure(session.strings.format(.browseErrorStore, .text("HOME")))
        }
        do {
            return try Library(folder: folder, creating: options.empty ? .empty : .demo)
        } catch let error as LibraryError {
            throw CommandFailure(Self.describe(error, folder: folder, session: session))
        }
    }

    static func describe(_ error: LibraryError, folder: URL, session: Session) -> String {
        switch error {
        case .unusable(let path, let reason): return "\(path): \(reason)"
        case .tooNew(let path, let version, let supported): return "\(path): schema \(version) > \(supported)"
        default: return session.strings.format(.browseErrorStore, .text(String(describing: error)))
        }
    }
}
