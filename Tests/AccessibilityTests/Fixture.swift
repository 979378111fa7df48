import Foundation
import Testing

/// Reads the JSON files of `Fixtures/`.
enum Fixture {
    /// The bytes of `Fixtures/<name>`.
    static func data(_ name: String) throws -> Data {
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"),
            "missing fixture \(name)")
        return try Data(contentsOf: url)
    }

    /// Every fixture that decodes without error.
    static let valid = ["all-fields.json", "screen-array.json", "bom-unknown-keys.json", "nulls.json"]
}
