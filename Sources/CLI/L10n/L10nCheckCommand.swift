import Audit
import Foundation
import Localization

/// `lector l10n check [DIR]`: every strings rule on every `<lang>.lproj` of DIR against
/// `en.lproj`, reported in the chosen format; exit 1 when a finding reaches `--fail-on`.
struct L10nCheckCommand {
    let request: L10nCheckRequest
    let session: Session

    func run() throws {
        let (url, displayPath) = folder()
        // Lector's own tables keep the house style; any other folder is read as Apple reads it.
        let house = request.folder == nil
            || url.standardizedFileURL.resolvingSymlinksInPath().path == session.localizations.standardizedFileURL.resolvingSymlinksInPath().path
        let folder = try StringsFolder.read(url, displayPath: displayPath, houseStyle: house)
        let audit = StringsAudit(configuration: .init(houseStyle: house))
        let result = audit.run(folder, strings: session.strings)
        let report = audit.report(result, folder: folder, version: Lector.version, strings: session.strings)
        let text = request.format.reporter.render(report)
        if let file = request.outputFile {
            try OutputFile.write(text, to: file)
        } else {
            session.context.standardOutput.write(text)
        }
        if request.failOn.fails(report) { throw CommandFailure("", status: .findings) }
    }

    /// The folder to read and the name reports give it: DIR as given, or the located
    /// Localizations folder, relative to the current folder when it is inside it.
    private func folder() -> (URL, String) {
        if let given = request.folder {
            return (URL(fileURLWithPath: given, isDirectory: true), given)
        }
        let located = session.localizations
        return (located, Self.displayPath(located.standardizedFileURL.path, currentFolder: FileManager.default.currentDirectoryPath))
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
