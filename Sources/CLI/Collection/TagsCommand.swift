import Domain
import Localization

/// `lector tags`: tags from the command line.
struct TagsCommand {
    let request: TagsRequest
    let environment: CollectionEnvironment

    func run() throws {
        let library = try environment.openLibrary()
        let strings = environment.strings
        switch request {
        case .list(let json):
            let tags = try library.tags.all()
            if json {
                environment.printJSON(.list(tags.map(CollectionJSON.tag)))
            } else if tags.isEmpty {
                environment.print(strings.text(.tagsEmpty))
            } else {
                let text = CollectionText(environment)
                environment.printLines(tags.map { text.line($0) })
            }
        case .add(let name):
            let tag = try environment.write(library) { try library.tags.add(name) }
            environment.print(strings.format(.tagsAdded, .text(tag.name)))
        case .rename(let old, let new):
            let (before, after) = try environment.write(library) {
                guard let tag = try library.tags.tag(named: old) else { throw LibraryError.notFound(.tag, old) }
                return (tag.name, try library.tags.rename(old, to: new).name)
            }
            environment.print(strings.format(.tagsRenamed, .text(before), .text(after)))
        case .remove(let name):
            let removed = try environment.write(library) {
                guard let tag = try library.tags.tag(named: name) else { throw LibraryError.notFound(.tag, name) }
                try library.tags.remove(name)
                return tag.name
            }
            environment.print(strings.format(.tagsRemoved, .text(removed)))
        }
    }
}
