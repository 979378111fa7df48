import Browse
import Listening
import Localization

/// Voice commands on a browse session (issue 17): what the recognizer heard becomes a browse command, run as
/// if typed; the grammar follows the screen (`find WORD` for its words). It never acts on a guess: a rejected
/// utterance plays the soft no-action earcon, an unsure one asks to say it again.
///
/// Used from the session's thread.
final class VoiceDriver {
    let session: BrowseSession
    /// Hands the recognizer the grammar of the screen (at once, or to the capture thread).
    let listen: (CommandGrammar) throws -> Void
    let vocabulary: VoiceVocabulary
    /// Sees each hearing and the command it ran (nil when none), after the command (the bench's clock).
    var onHandled: ((Hearing, BrowseCommand?) -> Void)?

    /// The recognizer hears English phrases (the only Debian model), whatever the session's language.
    init(session: BrowseSession, english: Strings, listen: @escaping (CommandGrammar) throws -> Void) throws {
        self.session = session
        self.listen = listen
        vocabulary = VoiceVocabulary(strings: english)
        try refreshGrammar()
    }

    /// Listens for the fixed phrases and `find WORD` for the words of the screen shown.
    func refreshGrammar() throws {
        try listen(
            CommandGrammar(
                phrases: vocabulary.commandPhrases,
                screenPhrases: vocabulary.findPhrases(screenWords: session.screenWords)))
    }

    /// Acts on one hearing; false when it was `quit`.
    func handle(_ hearing: Hearing) throws -> Bool {
        var command: BrowseCommand?
        defer { onHandled?(hearing, command) }
        switch hearing.verdict {
        case .rejected:
            try session.playNoAction()
        case .unsure:
            try session.askToSayAgain()
        case .accepted:
            guard let heard = vocabulary.command(for: hearing.phrase, settings: session.currentSettings) else {
                try session.playNoAction()
                return true
            }
            command = heard
            do {
                guard try session.perform(heard, text: hearing.phrase) else { return false }
            } catch let error as BrowseError {
                try session.report(error.message)
            }
            try refreshGrammar()
        }
        return true
    }

    /// `--listen-file`: hears the samples in order, acting on each utterance as it ends; stops at `quit`.
    ///
    /// - Parameter stop: asked between chunks (Control-C).
    func run(_ samples: [Int16], recognizer: Recognizer, stop: () -> Bool = { false }) throws {
        var offset = 0
        let chunk = 1_600
        while offset < samples.count {
            if stop() { return }
            let end = min(offset + chunk, samples.count)
            for hearing in try recognizer.hear(Array(samples[offset..<end])) {
                guard try handle(hearing) else { return }
            }
            offset = end
        }
        if let last = try recognizer.finish() { _ = try handle(last) }
    }
}
