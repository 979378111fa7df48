import Core
import Foundation
import PropertyLists

/// Turns a property list into the JSON node tree the readers walk: dictionaries become objects (keys sorted),
/// dates become seconds since 2001 (as LootLogger's JSON writes them), data is kept only as a kind to complain
/// about. Nodes carry no offsets: a property list has no line numbers to report.
///
/// A binary property list may refer to one object many times (and an archive's objects to each other), so a
/// few hundred bytes can stand for 2^40 values once expanded. Binary lists are read by Core's
/// ``Core/BinaryPlistParser`` (which measures what a file expands to before building it), XML ones by
/// PropertyLists' ``PropertyLists/XMLPlistParser`` (the reader of `.stringsdict` files, over libxml2, with the
/// line and column of a damaged element); either tree holds at most ``maximumValues`` values (a shared object
/// counts at each use) and ``maximumDepth`` levels, else the file is refused (`docs/cli.md`, "Limits"); a
/// reference cycle is refused as a damaged file.
public enum PropertyListDocument {
    /// The most values one property list may expand to, shared references counted at each use.
    public static let maximumValues = 2_000_000
    /// The deepest nesting of arrays and dictionaries; the top level is 1 (as ``JSONLimits/document``).
    static let maximumDepth = JSONLimits.document.maxDepth

    static func parse(_ data: Data, file: String) throws(ImportError) -> JSONNode {
        let bytes = [UInt8](data)
        if bytes.starts(with: Array("bplist".utf8)) { return try binary(bytes, file: file) }
        switch XMLPlistParser.parse(bytes) {
        case .failure(let failure):
            let position = SourcePosition(line: failure.line, column: max(1, failure.column))
            throw ImportError(file: file, position: position, problem: .propertyList(detail: nil))
        case .success(let root):
            // No sharing in XML, so the tree is as large as the file; the same limits hold all the same.
            var values = 0
            var pending = [(root, 1)]
            while let (node, depth) = pending.popLast() {
                values += 1
                guard values <= maximumValues else {
                    throw ImportError(file: file, problem: .syntax(.limitExceeded(.nodes)))
                }
                switch node.value {
                case .array(let items):
                    guard depth <= maximumDepth else {
                        throw ImportError(file: file, problem: .syntax(.limitExceeded(.depth)))
                    }
                    pending += items.map { ($0, depth + 1) }
                case .dictionary(let members):
                    guard depth <= maximumDepth else {
                        throw ImportError(file: file, problem: .syntax(.limitExceeded(.depth)))
                    }
                    pending += members.map { ($0.value, depth + 1) }
                default: break
                }
            }
            return node(root)
        }
    }

    /// A binary property list, through Core's bounded reader (Foundation's expands shared references without
    /// limit).
    private static func binary(_ bytes: [UInt8], file: String) throws(ImportError) -> JSONNode {
        let limits = BinaryPlistParser.Limits(maximumDepth: maximumDepth, maximumValues: maximumValues)
        switch BinaryPlistParser.parse(bytes, limits: limits) {
        case .success(let root): return node(root)
        case .failure(let failure):
            switch failure.kind {
            case .tooDeep: throw ImportError(file: file, problem: .syntax(.limitExceeded(.depth)))
            case .tooManyValues: throw ImportError(file: file, problem: .syntax(.limitExceeded(.nodes)))
            case .damaged, .cycle: throw ImportError(file: file, problem: .propertyList(detail: nil))
            }
        }
    }

    /// The node of a property list's value (at most ``maximumDepth`` deep, which was checked).
    private static func node(_ plist: PlistNode) -> JSONNode {
        switch plist.value {
        case .string(let text): return JSONNode(.string(text), offset: unknownOffset)
        case .integer(let number): return JSONNode(.integer(number), offset: unknownOffset)
        case .real(let number): return JSONNode(.double(number), offset: unknownOffset)
        case .bool(let flag): return JSONNode(.bool(flag), offset: unknownOffset)
        case .date(let seconds): return JSONNode(.double(seconds), offset: DocumentReader.dateMarker)
        case .data: return JSONNode(.array([]), offset: dataMarker)
        case .array(let elements): return JSONNode(.array(elements.map(node)), offset: unknownOffset)
        case .dictionary(let members):
            var unique: [String: JSONNode] = [:]
            for member in members { unique[member.key] = node(member.value) }
            let sorted = unique.keys.sorted().map { JSONObject.Member(key: $0, node: unique[$0] ?? JSONNode(.null)) }
            return JSONNode(.object(JSONObject(members: sorted)), offset: unknownOffset)
        }
    }

    static let unknownOffset = -1
    static let dataMarker = -3
}
