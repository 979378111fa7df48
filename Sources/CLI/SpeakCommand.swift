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
            let narrator = NarrationSetup(options: options, session: session).makeNarrator()
            try output.speak([.utterance(narrator.speech(forText: text))])
        case .element(let path):
            let tree = try TreeInput.read(path)
            let narrator = NarrationSetup(options: options, session: session).makeNarrator()
            var items: [SpeechItem] = []
            for stop in tree.stops {
                if !items.isEmpty { items.append(SpeechItem.utteranceGap) }
                do {
                    items.append(contentsOf: try narrator.describe(tree.nodes[stop.node].element, context: stop.context).items)
                } catch {
                    throw InputFailure(file: TreeInput.displayName(path), path: tree.jsonPath(of: stop.node), message: error.message)
                }
            }
            try output.speak(items)
        }
        try output.waitUntilIdle()
        if interruption.fired { throw CommandFailure("", status: .interrupted) }
        try output.finish()
    }
}
