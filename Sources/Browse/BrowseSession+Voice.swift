import Localization
import Screens
import Utterances

extension BrowseSession {
    /// The most stops whose words `find` can be said for.
    static let voiceStopLimit = 200

    /// The distinct words (lower case, letters only, two letters or more) of the labels and values of the
    /// current screen's first ``voiceStopLimit`` stops, in screen order: what `find WORD` listens for.
    public var screenWords: [String] {
        var seen = Set<String>()
        var words: [String] = []
        for index in 0..<min(focus.screen.stopCount, Self.voiceStopLimit) {
            guard let stop = try? focus.screen.stop(at: index) else { continue }
            let text = [stop.element.element.label, stop.element.element.value].compactMap { $0 }.joined(separator: " ")
            for word in text.lowercased().split(whereSeparator: { !$0.isLetter }) where word.count >= 2 {
                if seen.insert(String(word)).inserted { words.append(String(word)) }
            }
        }
        return words
    }

    /// Performs a command heard by voice: as typed, but a destructive action asks to be confirmed by Enter or by
    /// saying "confirm" (issue 42). False when the session should end.
    public func performSpoken(_ command: BrowseCommand, phrase: String) throws -> Bool {
        spokenCommand = true
        defer { spokenCommand = false }
        return try perform(command, text: phrase)
    }

    /// The library's key of the listening time in all.
    static let listenedSecondsKey = "voice.listened-seconds"

    /// The seconds of listening in all (the library's, and what this session added).
    var totalListening: Double {
        if listenedSeconds == nil {
            let saved = (try? library.settings.value(for: Self.listenedSecondsKey)) ?? nil
            listenedSeconds = saved.flatMap(Double.init) ?? 0
        }
        return (listenedSeconds ?? 0) + unsavedListening
    }

    /// Adds listening time; saved in the library each minute of it (a failure to save is dropped: the count is
    /// a convenience, never worth an error).
    public func addListening(seconds: Double) {
        guard seconds > 0 else { return }
        unsavedListening += seconds
        guard unsavedListening >= 60 else { return }
        let total = totalListening
        do {
            try library.transaction { try library.settings.setValue(String(Int(total)), for: Self.listenedSecondsKey) }
            listenedSeconds = Double(Int(total))
            unsavedListening = total - Double(Int(total))
        } catch {
            // Kept unsaved: the next minute tries again.
        }
    }

    /// Whether a voice command is said back before it runs (the say-heard setting; by default during the first
    /// hour of listening).
    public var saysHeardBack: Bool { live.values.sayHeard.saysBack(afterListening: totalListening) }

    /// Says back the phrase heard ("next"), in English, the language it was heard in.
    public func sayHeard(_ phrase: String) throws {
        try announcer.speaker.message(Utterance(language: "en", text: phrase), command: announcer.command)
    }

    /// Whether a destructive action asked for by voice waits for Enter or "confirm".
    public var awaitsSpokenConfirmation: Bool { pendingSpoken != nil }

    /// Writes what the recognizer heard to the speech log (issue 42): "heard: next (0.82)", or that it heard no
    /// command; nothing is said.
    public func noteHeard(_ phrase: String?, confidence: Double) {
        let line =
            phrase.map {
                words.format(.voiceLogHeard, .text($0), .text(String(format: "%.2f", locale: nil, confidence)))
            } ?? words.text(.voiceLogHeardNothing)
        environment.output.note(line)
    }

    /// "Say it again." (the recognizer was not sure).
    public func askToSayAgain() throws {
        try announcer.say(.voiceSayAgain)
    }

    /// Says that listening is on or off.
    public func announceListening(_ on: Bool) throws {
        try announcer.say(on ? .voiceListeningOn : .voiceListeningOff)
    }

    /// Says that there is no microphone and keys keep working; `reason` is the audio system's.
    public func announceNoMicrophone(_ reason: String) throws {
        try announcer.sayError(words.format(.voiceNoMicrophone, .text(reason)))
    }
}
