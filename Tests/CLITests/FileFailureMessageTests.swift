import Foundation
import TestSupport
import Testing

/// Foundation's and the system's English words never reach a user in another language: a missing photo file is
/// said in the user's language, from the strings tables (localization review, turn 3, §3.7).
@Suite struct FileFailureMessageTests {
    @Test(arguments: [
        ("en", "no such file or folder"), ("de", "Datei oder Ordner existiert nicht"),
        ("es", "no existe ese archivo o carpeta"), ("fr", "ce fichier ou dossier n’existe pas"),
        ("ja", "そのファイルまたはフォルダはありません"), ("ar", "لا يوجد ملف أو مجلد بهذا الاسم"),
    ])
    func aMissingPhotoFileIsSaidInTheUsersLanguage(locale: String, reason: String) throws {
        let folder = try PackagePaths.temporaryDirectory("file-failure-message")
        let missing = folder.appendingPathComponent("missing.jpg").path
        let outcome = try ProcessRunner.lector([
            "--library", folder.appendingPathComponent("library").path, "--empty", "--locale", locale, "photos", "add",
            missing,
        ])
        #expect(outcome.status == 2, "\(outcome.standardError)")
        #expect(outcome.standardError.contains(reason), "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("No such file"), "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("doesn’t exist"), "\(outcome.standardError)")
    }

    @Test(arguments: [("de", "das ist ein Ordner, keine Datei"), ("ja", "ファイルではなくフォルダです")])
    func aFolderGivenAsATreeFileIsSaidInTheUsersLanguage(locale: String, reason: String) throws {
        let folder = try PackagePaths.temporaryDirectory("file-failure-tree")
        let outcome = try ProcessRunner.lector(["--locale", locale, "inspect", "--tree", folder.path])
        #expect(outcome.status == 2, "\(outcome.standardError)")
        #expect(outcome.standardError == "lector: \(folder.path): \(reason)\n")
    }
}
