import Accessibility
import Domain
import Foundation
import Screens
import Utterances

/// A screen of the library for `inspect SCREEN` and `speak --screen`: opened with the session's settings.
struct ScreenCommand {
    let root: CompositionRoot
    var session: Session { root.session }

    /// The screen with that name, as the browser would show it first.
    func screen(named name: String) throws -> (Screen, SpeechSettings) {
        guard let address = ScreenAddress(name) else {
            throw CommandFailure(
                session.strings.format(
                    .browseErrorUnknownScreen, .text(name), .text(ScreenID.names.joined(separator: ", "))),
                status: .usage)
        }
        let library = try root.library()
        let settings = try root.settings()
        let builder = root.builder(library, settings: settings)
        do {
            var state = ScreenState()
            state.settings = settings
            state.languages = root.languages().languages
            return (try builder.build(try address.resolve(in: library), state: state), settings)
        } catch {
            throw CommandFailure(Self.message(error, session: session))
        }
    }

    /// The message for a screen that cannot be built.
    static func message(_ error: any Error, session: Session) -> String {
        switch error {
        case LibraryError.notFound(_, let id), LibraryError.ambiguousID(_, let id, _),
            LibraryError.idTooShort(_, let id, _):
            return session.strings.format(.browseErrorNotFound, .text(id))
        case ScreenError.missing:
            return session.strings.text(.browseErrorGone)
        default:
            return session.strings.format(.browseErrorStore, .text(String(describing: error)))
        }
    }
}
