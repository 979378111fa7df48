import Foundation
import Localization
import Narration
import Utterances

/// `lector speak`: say something once, every utterance to its end.
struct SpeakCommand {
    let request: SpeakRequest
    let root: CompositionRoot

    func run() throws {
        // The saved settings (rate, pitch, verbosity, punctuation, capitals, hints) apply to every way of
        // speaking; the options override them (CompositionRoot).
        let settings: SpeechSettings
        if case .screen = request { settings = try root.settings() } else { settings = root.speakingSettings() }
        let output = try root.speech(prosody: settings.prosody)
            .makeSpeakOutput()
        output.volume = settings.volume
        switch settings.capitals {
        case .pitch: output.capitals = .pitch
        case .none: output.capitals = CapitalsStyle.none
        case .word: output.capitals = .word(root.languages().strings(for: settings.locale).text(.speechCapital))
        }
        // A recording reads the signal's flag itself; the queue and the other outputs are told from a dispatch source.
        let interruption = output.isRecording ? Interruption.installFlag() : Interruption.install { output.interrupt() }
        defer { interruption.remove() }
        switch request {
        case .text(let text):
            let narrator = root.narrator(for: settings)
            if root.options.output == .braille { return try printBraille([narrator.brailleBrief(forText: text)]) }
            try output.speak([.utterance(narrator.speech(forText: text))])
        case .element(let path, let format):
            let locale = root.session.locales.speech
            let tree = try TreeInput.read(
                path, format: format, locale: locale, strings: root.languages(dictionaries: false).strings(for: locale))
            let narrator = root.narrator(for: settings)
            if root.options.output == .braille {
                try printBraille(
                    tree.stops.map { narrator.brailleBrief(of: tree.nodes[$0.node].element, context: $0.context) })
                return
            }
            var items: [SpeechItem] = []
            for stop in tree.stops {
                if !items.isEmpty { items.append(SpeechItem.utteranceGap) }
                do {
                    items.append(
                        contentsOf: try narrator.describe(tree.nodes[stop.node].element, context: stop.context).items)
                } catch {
                    throw InputFailure(
                        file: TreeInput.displayName(path), path: tree.jsonPath(of: stop.node), message: error.message)
                }
            }
            try output.speak(items)
        case .screen(let name, let all):
            let (screen, _) = try ScreenCommand(root: root).screen(named: name)
            let narrator = root.narrator(for: settings)
            let indices = all ? Array(0..<screen.stopCount) : (screen.stopCount > 0 ? [screen.initialFocus] : [])
            if root.options.output == .braille {
                try printBraille(
                    indices.map { index in
                        let stop = try screen.stop(at: index)
                        return narrator.brailleBrief(of: stop.element.speechElement, context: stop.context)
                    })
                return
            }
            var items: [SpeechItem] = []
            for index in indices {
                if !items.isEmpty { items.append(SpeechItem.utteranceGap) }
                let stop = try screen.stop(at: index)
                items.append(contentsOf: try narrator.describe(stop.element.speechElement, context: stop.context).items)
            }
            try output.speak(items)
        }
        try output.waitUntilIdle()
        if interruption.fired { throw CommandFailure("", status: .interrupted) }
        try output.finish()
    }

    /// `--output braille` for elements: each element's brief form in braille, one line each (its language's table).
    private func printBraille(_ briefs: [BrailleBrief]) throws {
        let lines = try BrailleSetup(options: root.options, session: root.session).lines(briefs)
        guard !root.options.curtain else { return }
        for line in lines { root.session.context.standardOutput.write(root.session.visible(line) + "\n") }
    }
}
