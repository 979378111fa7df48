import Core
import Foundation
import Testing

/// Why a file operation failed, from what Foundation and the system throw, so that messages can say it in the
/// user's language.
@Suite struct FileFailureTests {
    @Test func foundationsErrorsOnRealFilesGiveTheirReason() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-failure-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: (any Error).self) { try Data(contentsOf: folder.appendingPathComponent("missing")) }
        do {
            _ = try Data(contentsOf: folder.appendingPathComponent("missing"))
        } catch {
            #expect(FileFailure(error) == .notFound)
        }
        let file = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        do {
            _ = try Data(contentsOf: file.appendingPathComponent("below"))
        } catch {
            #expect(FileFailure(error) == .notFolder)
        }
        do {
            _ = try Data(contentsOf: folder)
        } catch {
            #expect(FileFailure(error) == .isFolder)
        }
    }

    @Test(arguments: [
        (ENOENT, FileFailure.notFound), (EACCES, .noPermission), (EPERM, .noPermission), (EISDIR, .isFolder),
        (ENOTDIR, .notFolder), (ENOSPC, .noSpace), (EROFS, .readOnly), (EIO, .system(code: EIO)),
    ])
    func errnosMapToTheirCase(code: Int32, failure: FileFailure) {
        #expect(FileFailure(errno: code) == failure)
        #expect(FileFailure(POSIXError(POSIXErrorCode(rawValue: code)!)) == failure)
    }

    @Test func otherErrnosAreNamed() {
        #expect(FileFailure(errno: EIO).codeName == "EIO")
        #expect(FileFailure(errno: ENAMETOOLONG).codeName == "ENAMETOOLONG")
        #expect(FileFailure(errno: 9999).codeName == "errno 9999")
    }
}
