import Testing

@testable import Braille

/// libbrlapi is opened with dlopen when a display is asked for (issue 20).
@Suite struct BrlAPILibraryTests {
    @Test func theInstalledLibraryLoads() throws {
        let api = try BrlAPILibrary.loaded.get()
        #expect(api.openConnection != nil)
        #expect(api.getHandleSize?() ?? 0 > 0)
    }

    @Test func aMissingLibraryIsOneClearError() throws {
        let result = BrlAPILibrary.load("libbrlapi-lector-missing.so.0.8")
        guard case .failure(let error) = result else {
            Issue.record("a library that does not exist loaded")
            return
        }
        #expect(error.kind == .display)
        #expect(error.function == "dlopen")
        #expect(error.description.hasPrefix("dlopen: libbrlapi-lector-missing.so.0.8 (Debian package libbrlapi0.8): "))
        #expect(error.message.contains("cannot open shared object file"), "\(error.message)")
    }
}
