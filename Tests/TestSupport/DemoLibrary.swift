import Demo
import Domain
import Foundation
import Synchronization

/// Fresh copies of the demo library for tests: the demo is built once per test process, then each test gets
/// its own copy of the folder (building it encodes every image, copying is quick).
public enum DemoLibrary {
    private static let template = Mutex<URL?>(nil)

    /// How a library is created with the demo collection, for tests of modules below `Demo` (Domain's).
    public static var creation: Library.Creation { .demo }

    /// A new folder holding the demo library, not opened.
    public static func folder() throws -> URL {
        let source = try template.withLock { cached -> URL in
            if let cached { return cached }
            let folder = try PackagePaths.temporaryDirectory("demo-template").appendingPathComponent("library")
            _ = try Library(folder: folder, creating: .demo)
            cached = folder
            return folder
        }
        let copy = try PackagePaths.temporaryDirectory("demo").appendingPathComponent("library")
        try FileManager.default.copyItem(at: source, to: copy)
        return copy
    }

    /// A new demo library, opened.
    public static func open() throws -> Library {
        try Library(folder: try folder(), creating: .demo)
    }

    /// A new empty library, opened.
    public static func empty() throws -> Library {
        let folder = try PackagePaths.temporaryDirectory("empty").appendingPathComponent("library")
        return try Library(folder: folder, creating: .empty)
    }
}
