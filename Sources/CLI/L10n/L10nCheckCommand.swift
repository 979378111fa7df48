import Audit
import Foundation
import Localization
import Speech

/// `lector l10n check [DIR]`: every strings rule on every table of DIR (`.strings`, plural
/// dictionaries, catalogs) against the project's source, reported in the chosen format; exit 1 when a finding reaches `--fail-on`.
/// With `--speech` the voice is started too, for the Arabic half of `strings.reading`.
struct L10nCheckCommand {
    let request: L10nCheckRequest
    let session: Session
    let root: CompositionRoot

    func run() throws {
        let (url, displayPath) = folder()
        let baseline = try request.report.readBaseline()
        // Lector's own tables keep the house style; any other folder is read as Apple reads it.
        let house =
            request.folder == nil
            || url.standardizedFileURL.resolvingSymlinksInPath().path
                == session.localizations.standardizedFileURL.resolvingSymlinksInPath().path
        let folder = try StringsFolder.read(
            url, displayPath: displayPath, sourceLanguage: request.sourceLanguage, houseStyle: house)
        // --speech starts the voice (the Arabic half of strings.reading); the default run starts none.
        let synthesizer = try request.speech ? root.speech().sharedSynthesizer() : nil
        let audit = StringsAudit(
            configuration: .init(
                houseStyle: house, sourceLanguage: request.sourceLanguage, synthesizer: synthesizer))
        let result = audit.run(folder, strings: session.strings)
        let report = try request.report.finish(
            audit.report(result, folder: folder, version: Lector.version, strings: session.strings), baseline: baseline,
            format: request.format, outputFile: request.outputFile, session: session)
        if request.failOn.fails(report) { throw CommandFailure("", status: .findings) }
    }

    /// The folder to read and the name reports give it: DIR as given, or the located
    /// Localizations folder, relative to the current folder when it is inside it.
    private func folder() -> (URL, String) {
        if let given = request.folder {
            return (URL(fileURLWithPath: given, isDirectory: true), given)
        }
        let located = session.localizations
        return (
            located,
            Self.displayPath(located.standardizedFileURL.path, currentFolder: FileManager.default.currentDirectoryPath)
        )
    }

    /// A path relative to the current folder when it lies inside it, else the path itself.
    static func displayPath(_ path: String, currentFolder: String) -> String {
        let folder = currentFolder.hasSuffix("/") ? currentFolder : currentFolder + "/"
        guard path.hasPrefix(folder), path.count > folder.count else { return path }
        var relative = String(path.dropFirst(folder.count))
        while relative.hasSuffix("/") { relative.removeLast() }
        return relative
    }
}
