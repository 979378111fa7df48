import Foundation
import TestSupport
import Testing

/// Lector reads XML through libxml2, opened on the first XML document: a command that reads none loads neither
/// libxml2 nor, through it, the system ICU (libicuuc and its 30 MB libicudata); reading a storyboard loads them.
/// glibc's `LD_DEBUG=files` prints every object the dynamic loader opens (`file=NAME [0];  needed by …`) to
/// standard error.
@Suite struct XMLLibraryLoadingTests {
    static let storyboard = PackagePaths.fixtures.appendingPathComponent("ios-project/App/Base.lproj/Main.storyboard")
        .path

    /// The names of the shared objects the loader opened for `arguments` (through LibraryLoadingTests' one
    /// reader of the loader's log), and the outcome.
    private func loadedObjects(_ arguments: [String]) throws -> (objects: Set<String>, outcome: ProcessOutcome) {
        let library = try PackagePaths.temporaryDirectory("lector-xml-loading").appendingPathComponent("library")
        return try LibraryLoadingTests.loadedObjects(["--library", library.path] + arguments)
    }

    private static func isXMLStack(_ object: String) -> Bool {
        object.hasPrefix("libxml2.so") || object.hasPrefix("libicuuc.so") || object.hasPrefix("libicudata.so")
    }

    @Test func versionLoadsNeitherLibxml2NorICU() throws {
        let (objects, outcome) = try loadedObjects(["--version"])
        #expect(outcome.status == 0)
        // The loader did report what it opened (so an empty set cannot pass by accident).
        #expect(objects.contains { $0.hasPrefix("libc.so") })
        #expect(objects.filter(Self.isXMLStack).isEmpty, "\(objects.sorted())")
    }

    @Test func readingAStoryboardLoadsLibxml2() throws {
        let (objects, outcome) = try loadedObjects(["--empty", "inspect", "--tree", Self.storyboard])
        #expect(outcome.status == 0, "\(outcome.standardError.suffix(500))")
        #expect(outcome.output.contains("Send feedback"))
        #expect(objects.contains { $0.hasPrefix("libxml2.so") }, "\(objects.sorted())")
    }
}
