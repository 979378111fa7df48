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

    /// Listens for the fixed phrases and `find WORD` for the words of the screen shown; for "confirm" only while a
    /// destructive action asked for by voice waits for it (a phrase listened for when it can mean nothing is one
    /// more to mishear).
    func refreshGrammar() throws {
        let phrases = vocabulary.commandPhrases + (session.awaitsSpokenConfirmation ? [vocabulary.confirmPhrase] : [])
        try listen(
            CommandGrammar(
                phrases: phrases, screenPhrases: vocabulary.findPhrases(screenWords: session.screenWords)))
    }

    /// Acts on one hearing; false when it was `quit`. The speech log records what was heard, and with what
    /// confidence, or that it was no command (issue 42).
    func handle(_ hearing: Hearing) throws -> Bool {
        var command: BrowseCommand?
        defer { onHandled?(hearing, command) }
        session.noteHeard(hearing.verdict == .rejected ? nil : hearing.phrase, confidence: hearing.confidence)
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
            if session.saysHeardBack { try session.sayHeard(hearing.phrase) }
            do {
                guard try session.performSpoken(heard, phrase: hearing.phrase) else { return false }
            } catch let error as BrowseError {
                try session.report(error.message)
            }
            try refreshGrammar()
        }
        return true
    }

    /// Counts `samples` (16 kHz) of listening toward the say-heard setting's first hour.
    func listened(samples: Int) {
        session.addListening(seconds: Double(samples) / Double(RecognizerConfiguration.sampleRate))
    }

    /// `--listen-file`: hears the audio as it arrives (`next()` gives the samples read so far, nil at the end),
    /// acting on each utterance as it ends; stops at `quit`.
    ///
    /// - Parameter stop: asked between chunks (Control-C).
    func run(_ next: () throws -> [Int16]?, recognizer: Recognizer, stop: () -> Bool = { false }) throws {
        // 100 ms at a time, as a microphone is read, however the input arrives: the recognizer hears the same
        // chunks from a file, a pipe or a terminal.
        let chunk = 1_600
        var pending: [Int16] = []
        func feed(_ samples: ArraySlice<Int16>) throws -> Bool {
            listened(samples: samples.count)
            for hearing in try recognizer.hear(Array(samples)) {
                guard try handle(hearing) else { return false }
            }
            return true
        }
        while let samples = try next() {
            pending += samples
            var offset = 0
            while pending.count - offset >= chunk {
                if stop() { return }
                guard try feed(pending[offset..<(offset + chunk)]) else { return }
                offset += chunk
            }
            pending.removeFirst(offset)
        }
        if stop() { return }
        guard try feed(pending[...]) else { return }
        if let last = try recognizer.finish() { _ = try handle(last) }
    }
}
