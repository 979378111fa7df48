/// The path of a value in a document, written as `$.photos.photo[3].title` (`$["odd key"]` for keys that are
/// not plain names).
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step into a value.
    public enum Component: Sendable, Hashable {
        /// A member of an object.
        case key(String)
        /// An element of an array, from 0.
        case index(Int)
    }

    /// The steps from the document.
    public private(set) var components: [Component] = []

    /// A path of these steps.
    public init(_ components: [Component] = []) {
        self.components = components
    }

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
                text += Self.component(forKey: key)
            }
        }
        return text
    }

    /// `.key` for a key made of ASCII letters, digits and `_` not starting with a digit, else
    /// `["key"]` with JSON escapes. A key longer than 100 characters is cut, ending in `…`.
    public static func component(forKey fullKey: String) -> String {
        let key = fullKey.count > 100 ? fullKey.prefix(100) + "…" : fullKey
        let isIdentifier =
            !key.isEmpty
            && key.utf8.allSatisfy { byte in
                (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                    || byte == UInt8(ascii: "_")
            } && !(0x30...0x39).contains(key.utf8.first ?? 0)
        guard !isIdentifier else { return "." + key }
        var quoted: [UInt8] = []
        JSONWriter.appendQuoted(key, to: &quoted)
        return "[" + String(decoding: quoted, as: UTF8.self) + "]"
    }
}
