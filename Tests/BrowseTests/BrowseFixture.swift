import Browse
import Domain
import Foundation
import Keys
import Localization
import Narration
import Screens
import Speech
import TestSupport
import Utterances

/// Strings and narrators from the shipped tables, for en and de.
final class FixtureServices: NarrationServices {
    let languages = ["en", "de"]

    func strings(for language: String) -> Strings {
        (try? NarrationFixture.strings(language)) ?? (try? NarrationFixture.strings("en"))!
    }

    func narrator(for settings: SpeechSettings) -> Narrator {
        (try? NarrationFixture.narrator(
            settings.locale, verbosity: settings.verbosity, punctuation: settings.punctuation,
            hintsEnabled: settings.hints))!
    }
}

/// A clock that does not sleep: sleeping moves it on and runs `onSleep`.
final class FakeClock: BrowseClock {
    var time = 0.0
    var onSleep: (() -> Void)?

    func now() -> Double { time }

    func sleep(_ seconds: Double) {
        time += seconds
        onSleep?()
    }
}

/// Prompts answered from a list; records what was asked.
final class ScriptedLines: LineInput {
    var edits: [LineEdit] = []
    var commandLines: [String?] = []
    private(set) var prompts: [(prompt: String, initial: String)] = []
    private(set) var completions: [String] = []

    /// Edit events each prompt reports before it ends, as typing would.
    var events: [LineEditEvent] = []
    /// Lines and cursors each prompt reports before it ends (a braille display shows them).
    var lines: [LineEditEvent.State] = []

    func edit(
        prompt: String, initialText: String, onEdit: @escaping (LineEditEvent) -> Void,
        onLine: @escaping (LineEditEvent.State) -> Void
    ) -> LineEdit {
        prompts.append((prompt, initialText))
        events.forEach(onEdit)
        events = []
        lines.forEach(onLine)
        lines = []
        return edits.isEmpty ? .endOfInput : edits.removeFirst()
    }

    func commandLine(
        prompt: String, completions: @escaping (String) -> [String], onEdit: @escaping (LineEditEvent) -> Void,
        onCompletion: @escaping ([String]) -> Void, onLine: @escaping (LineEditEvent.State) -> Void
    ) -> LineEdit {
        self.completions = completions("screen ta")
        events.forEach(onEdit)
        events = []
        lines.forEach(onLine)
        lines = []
        guard !commandLines.isEmpty, let line = commandLines.removeFirst() else { return .endOfInput }
        return .saved(line)
    }
}

/// Keys from a list; `idle` runs once before each (when it says stop, no key is read).
final class ScriptedKeys: KeyInput {
    var keys: [Key]

    init(_ keys: [Key]) {
        self.keys = keys
    }

    func nextKey(idle: () -> Bool) -> Key? {
        guard idle() else { return nil }
        return keys.isEmpty ? nil : keys.removeFirst()
    }
}

/// A session over a fresh demo library with text output collected in memory.
final class Harness {
    let library: Library
    let clock = FakeClock()
    let lines = ScriptedLines()
    private let box = LineBox()
    let session: BrowseSession
    let output: SpeechOutput

    /// - Parameters:
    ///   - interactive: give the session prompts (interactive) or let it wait for `type` (script mode).
    ///   - output: where speech goes (default: its text form, collected).
    init(
        library: Library? = nil, language: String = "en", interactive: Bool = false, output: SpeechOutput? = nil,
        configure: (inout BrowseEnvironment) -> Void = { _ in }
    ) throws {
        self.library = try library ?? DemoLibrary.open()
        let box = self.box
        self.output = output ?? SpeechOutput.lines(.text) { box.lines.append($0) }
        var settings = SpeechSettings()
        settings.locale = language
        var environment = BrowseEnvironment(
            library: self.library, output: self.output, services: FixtureServices(), voice: nil, clock: clock,
            timeZone: TimeZone(identifier: "UTC")!, echo: nil, settings: settings, interactive: interactive,
            lines: interactive ? lines : nil)
        environment.observer = { box.items.append($0) }
        configure(&environment)
        session = try BrowseSession(environment: environment)
    }

    /// Everything said so far, one utterance a line; clears it.
    func take() -> [String] {
        defer { box.lines = [] }
        return box.lines
    }

    /// Every earcon played since the harness started.
    var earcons: [Earcon] {
        box.items.compactMap { if case .earcon(let earcon) = $0 { return earcon } else { return nil } }
    }

    /// Runs script lines; returns what was said.
    @discardableResult
    func run(_ script: String) throws -> [String] {
        var remaining = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try ScriptRunner(session: session) { self.box.errors.append($0) }.run {
            remaining.isEmpty ? nil : remaining.removeFirst()
        }
        return take()
    }

    var errors: [String] { box.errors }
}

private final class LineBox {
    var lines: [String] = []
    var items: [SpeechItem] = []
    var errors: [String] = []
}
