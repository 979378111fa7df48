import Domain
import Foundation
import Localization

/// `lector import FILE`: a Flickr response is read a few photos at a time and written as it is read, any other
/// file read and checked whole first; one transaction either way, and signals roll back. A library that does
/// not exist yet is created only once the whole file has been checked, and one that exists is opened only once
/// a file read whole has been read, so a signal during any long read ends the import at once.
struct ImportCommand {
    let request: ImportRequest
    let environment: CollectionEnvironment

    func run() throws {
        let strings = environment.strings
        let guardian = SignalGuard.install()
        defer { guardian.remove() }
        // Until the library is opened nothing has been written, so a signal during a long read ends the process
        // at once (the reader does not have to look for it).
        let interrupted = "lector: \(TerminalText.visibleLines(strings.text(.errorInterrupted)))\n"
        guardian.onSignal {
            FileHandle.standardError.write(Data(interrupted.utf8))
            _exit(guardian.exitStatus?.rawValue ?? ExitStatus.interrupted.rawValue)
        }
        let input = try read()
        if let status = guardian.exitStatus { throw CommandFailure(strings.text(.errorInterrupted), status: status) }
        let library = try environment.openLibrary()
        let interrupter = library.makeInterrupter()
        guardian.onSignal { interrupter.interrupt() }
        let report: ImportReport
        do {
            switch input {
            case .batch(let batch): report = try Importer.apply(batch, to: library)
            case .file(let file): report = try file.write(into: library)
            }
        } catch LibraryError.interrupted {
            throw CommandFailure(strings.text(.errorInterrupted), status: guardian.exitStatus ?? .interrupted)
        }
        if guardian.receivedSignal != nil { environment.notice(strings.text(.noticeInterruptedTooLate)) }
        let messages = CollectionMessages(strings: strings)
        for notice in report.notices { environment.notice(messages.notice(notice, file: request.file)) }
        print(report)
    }

    /// What is written: standard input read whole, or the file, checked first when there is no library yet.
    private enum Input {
        case batch(ImportBatch)
        case file(ImportFile)
    }

    private func read() throws -> Input {
        let images = request.images.map { URL(fileURLWithPath: $0, isDirectory: true) }
        guard request.file == "-" else {
            let file = ImportFile(
                contentsOf: URL(fileURLWithPath: request.file), file: request.file, format: request.format,
                imagesFolder: images, checks: checks)
            // A library is created only for a file checked whole; an existing one is opened once a file that is not
            // written as it is read has been read (a signal until then ends the import at once).
            if environment.libraryExists { try file.prepare() } else { try file.check() }
            return .file(file)
        }
        let data = FileHandle.standardInput.readDataToEndOfFile()
        return .batch(
            try Importer.read([UInt8](data), file: "-", format: request.format, imagesFolder: images, checks: checks))
    }

    /// Settings checked as `set` checks them, pronunciations as `pronounce add` does.
    private var checks: ImportChecks {
        LibraryChecks.imports(
            languages: environment.root.languages(dictionaries: false).languages, strings: environment.strings)
    }

    private func print(_ report: ImportReport) {
        let strings = environment.strings
        func count(_ family: StringKey, _ value: Int) -> StringArgument { .text(strings.plural(family, count: value)) }
        var lines: [String] = []
        if report.items.total > 0 {
            lines.append(
                strings.format(
                    .importItems, count(.importItemsAdded, report.items.added),
                    count(.importItemsUpdated, report.items.updated),
                    count(.importItemsUnchanged, report.items.unchanged)))
        }
        if report.photos.total > 0 {
            lines.append(
                strings.format(
                    .importPhotos, count(.importPhotosAdded, report.photos.added),
                    count(.importPhotosUpdated, report.photos.updated),
                    count(.importPhotosUnchanged, report.photos.unchanged)))
        }
        if report.tagsAdded > 0 { lines.append(strings.plural(.importTags, count: report.tagsAdded)) }
        if report.images > 0 { lines.append(strings.plural(.importImages, count: report.images)) }
        if lines.isEmpty { lines.append(strings.text(.importNothing)) }
        environment.print(lines.joined(separator: "\n"))
    }
}
