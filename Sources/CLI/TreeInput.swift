import Accessibility
import Core
import Foundation
import Localization
import Readers

/// Reads an element tree from a file or standard input (`-`); every failure names the input.
enum TreeInput {
    /// The name used in messages: the path as given, `<stdin>` for `-`.
    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    static func read(
        _ path: String, format: TreeFormat? = nil, locale: String? = nil, strings: Strings? = nil
    ) throws -> AccessibilityTree {
        AccessibilityTree(try readTree(path, format: format, locale: locale, strings: strings).document)
    }

    /// Reads a tree file in any format the readers know (detected from the content unless forced);
    /// `strings` are the locale's, for the titles UIKit gives system bar items.
    static func readTree(
        _ path: String, format: TreeFormat? = nil, locale: String? = nil, strings: Strings? = nil
    ) throws -> ReadTree {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                let failure = FileFailure(error)
                throw InputFailure(file: path, message: strings?.text(for: failure) ?? failure.description)
            }
        }
        let reader = TreeReader(configuration: .init(format: format, locale: locale, strings: strings))
        do {
            return try reader.read(data, file: path)
        } catch {
            switch error {
            case .tree(let error):
                throw InputFailure(
                    file: displayName(path), line: error.line, column: error.column, path: error.path,
                    message: error.message)
            case .reader(var error):
                error.file = displayName(path)
                throw error
            }
        }
    }
}

/// Bad input: exit 2 with `FILE:LINE:COLUMN: PATH: message`.
struct InputFailure: Error, Sendable {
    var file: String
    var line: Int?
    var column: Int?
    var path: String?
    var message: String

    init(file: String, line: Int? = nil, column: Int? = nil, path: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    var text: String {
        var place = file
        if let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        if let path { place += ": \(Self.shortened(path))" }
        return "\(place): \(message)"
    }

    /// A JSON path of a deep tree is long; one line keeps its start and its end.
    static func shortened(_ path: String) -> String {
        guard path.count > 160 else { return path }
        return String(path.prefix(60)) + "…" + String(path.suffix(80))
    }
}
