import Foundation

/// The path of a value in a document, written as `$.photos.photo[3].title` (`$["odd key"]` for keys that are
/// not plain names).
public struct JSONPath: Sendable, Equatable, CustomStringConvertible {
    enum Component: Sendable, Equatable {
        case key(String)
        case index(Int)
    }

    private(set) var components: [Component] = []

    /// The document itself, `$`.
    public static let root = JSONPath()

    /// The path of a member.
    public func appending(_ key: String) -> JSONPath {
        var path = self
        path.components.append(.key(key))
        return path
    }

    /// The path of an element.
    public func appending(_ index: Int) -> JSONPath {
        var path = self
        path.components.append(.index(index))
        return path
    }

    /// The path as text: `$.photos.photo[3].title`.
    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                let plain = !key.isEmpty && key.utf8.allSatisfy { byte in
                    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                        || byte == 0x5F
                } && !(0x30...0x39).contains(key.utf8.first ?? 0)
                if plain {
                    text += ".\(key)"
                } else {
                    text += "[\"" + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"]"
                }
            }
        }
        return text
    }
}
