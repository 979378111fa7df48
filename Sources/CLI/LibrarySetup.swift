import Domain
import Foundation

/// Opens the library the options name for the screens and browse, the way the collection commands do
/// (cli.md: `--library`, `$LECTOR_LIBRARY`, `$XDG_DATA_HOME/lector`, `~/.local/share/lector`; created with the
/// demo collection, or empty with `--empty`, when missing). Failures are reported by `FailureReport`.
struct LibrarySetup {
    let options: GlobalOptions
    let session: Session

    func open() throws -> Library {
        try CollectionEnvironment(options, session).openLibrary()
    }
}
