import Foundation
import Testing

/// The fixture files of this target (written for these tests).
enum ReaderFixtures {
    static func url(_ path: String) throws -> URL {
        let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return folder.appendingPathComponent(path)
    }

    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: try url(path))
    }
}
