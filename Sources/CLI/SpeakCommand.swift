import Foundation
import Speech

/// `lector speak`: say something once, every utterance to its end.
struct SpeakCommand {
    let request: SpeakRequest
    let options: GlobalOptions
    let session: Session

    func run() throws {
        let output = try SpeechSetup(options: options, session: session).makeOutput()
        let interruption = Interruption.install { output.interrupt() }
        defer { interruption.remove() }
        switch request {
        case .text(let text):
            try output.speak([.utterance(Utterance(language: session.locales.strings, kind: .message, text: text))])
        }
        try output.waitUntilIdle()
        if interruption.fired { throw CommandFailure("", status: .interrupted) }
        try output.finish()
    }
}
