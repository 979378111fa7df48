import Accessibility
import Foundation

/// `lector inspect --tree FILE|- [--json]`: the tree as Lector sees it.
struct InspectCommand {
    let request: InspectRequest
    let session: Session

    func run() throws {
        let tree = try TreeInput.read(request.tree)
        let out = session.context.standardOutput
        if request.json {
            out.write(ElementTreeEncoder().encode(tree.roots) + "\n")
            return
        }
        var text = ""
        for node in tree.nodes {
            text += String(repeating: "  ", count: node.depth) + node.element.description + "\n"
        }
        out.write(text)
    }
}
