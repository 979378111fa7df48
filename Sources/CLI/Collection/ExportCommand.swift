import Core
import Domain
import Foundation
import Localization

/// `lector export [FILE]`: the whole library as Lector JSON, to a file (written whole, then renamed into place)
/// or to standard output.
struct ExportCommand {
    let request: ExportRequest
    let environment: CollectionEnvironment

    func run() throws {
        let library = try environment.openLibrary()
        let document = try LectorArchive.export(library)
        let text = JSONWriter.string(document)
        guard let file = request.file else {
            environment.session.context.standardOutput.write(text)
            return
        }
        try OutputFile.write(text, to: file)
        let strings = environment.strings
        environment.print(
            strings.format(
                .exportWritten, .text(strings.plural(.itemsCount, count: try library.items.count())),
                .text(strings.plural(.photosCount, count: try library.photos.count(.all))), .text(file)))
    }
}
