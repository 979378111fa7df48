import Accessibility
import Foundation

/// `lector inspect [SCREEN] [--json]` and `inspect --tree FILE|- [--json]`: the tree as Lector sees it.
struct InspectCommand {
    let request: InspectRequest
    let root: CompositionRoot

    func run() throws {
        let tree: AccessibilityTree
        switch request.source {
        case .tree(let path):
            let locale = root.session.locales.speech
            tree = try TreeInput.read(
                path, format: request.format, locale: locale,
                strings: root.languages(dictionaries: false).strings(for: locale))
        case .screen(let name):
            let (screen, _) = try ScreenCommand(root: root).screen(named: name)
            tree = AccessibilityTree(roots: try screen.roots())
        }
        let out = root.session.context.standardOutput
        if request.json {
            // A secure field's content is never printed, not even as JSON: its length survives as bullets.
            out.write(ElementTreeEncoder().encode(tree.roots.map(\.redacted)) + "\n")
            return
        }
        var text = ""
        for node in tree.nodes {
            text += String(repeating: "  ", count: node.depth) + InspectLine.line(node.element) + "\n"
        }
        out.write(text)
    }
}
