import Core
import Foundation

/// Turns a property list into the JSON node tree the readers walk: dictionaries become objects (keys sorted),
/// dates become seconds since 2001 (as LootLogger's JSON writes them), data is kept only as a kind to complain
/// about. Nodes carry no offsets: a property list has no line numbers to report.
///
/// A binary property list may refer to one object many times (and an archive's objects to each other), so a
/// few hundred bytes can stand for 2^40 values once expanded. Binary lists are read by Core's
/// ``Core/BinaryPlistParser``, other ones by Foundation, and either tree is built with a budget: at most
/// ``maximumValues`` values (a shared object counts at each use) and ``maximumDepth`` levels, else the file is
/// refused (`docs/cli.md`, "Limits"); a reference cycle is refused as a damaged file.
public enum PropertyListDocument {
    /// The most values one property list may expand to, shared references counted at each use.
    public static let maximumValues = 2_000_000
    /// The deepest nesting of arrays and dictionaries; the top level is 1 (as ``JSONLimits/document``).
    static let maximumDepth = JSONLimits.document.maxDepth

    static func parse(_ data: Data, file: String) throws(ImportError) -> JSONNode {
        if data.starts(with: Array("bplist".utf8)) { return try binary([UInt8](data), file: file) }
        let value: Any
        var format = PropertyListSerialization.PropertyListFormat.xml
        do {
            value = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        } catch {
            let message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw ImportError(file: file, problem: .propertyList(detail: message))
        }
        // Foundation falls back to the old text format for anything; a file that says it is binary must be.
        if data.starts(with: Array("bplist".utf8)), format != .binary {
            throw ImportError(file: file, problem: .propertyList(detail: nil))
        }
        var budget = maximumValues
        guard let root = node(value, depth: 1, budget: &budget) else {
            let limit: JSONLimit = budget < 0 ? .nodes : .depth
            throw ImportError(file: file, problem: .syntax(.limitExceeded(limit)))
        }
        return root
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

    /// The node of a binary plist's value (at most ``maximumDepth`` deep, which the reader checked).
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

    /// The node of `value`, or nil past a limit (`budget` below zero: too many values; else too deep).
    private static func node(_ value: Any, depth: Int, budget: inout Int) -> JSONNode? {
        budget -= 1
        guard budget >= 0 else { return nil }
        switch value {
        case let text as String:
            return JSONNode(.string(text), offset: unknownOffset)
        case let date as Date:
            return JSONNode(.double(date.timeIntervalSinceReferenceDate), offset: DocumentReader.dateMarker)
        case let data as Data:
            _ = data
            return JSONNode(.array([]), offset: dataMarker)
        case let array as [Any]:
            guard depth <= maximumDepth else { return nil }
            var elements: [JSONNode] = []
            elements.reserveCapacity(min(array.count, budget))
            for element in array {
                guard let child = node(element, depth: depth + 1, budget: &budget) else { return nil }
                elements.append(child)
            }
            return JSONNode(.array(elements), offset: unknownOffset)
        case let dictionary as [String: Any]:
            guard depth <= maximumDepth else { return nil }
            var members: [JSONObject.Member] = []
            members.reserveCapacity(min(dictionary.count, budget))
            for key in dictionary.keys.sorted() {
                guard let child = node(dictionary[key] as Any, depth: depth + 1, budget: &budget) else { return nil }
                members.append(JSONObject.Member(key: key, node: child))
            }
            return JSONNode(.object(JSONObject(members: members)), offset: unknownOffset)
        case let flag as Bool where type(of: value) == Bool.self:
            return JSONNode(.bool(flag), offset: unknownOffset)
        case let number as Int:
            return JSONNode(.integer(Int64(number)), offset: unknownOffset)
        case let number as Int64:
            return JSONNode(.integer(number), offset: unknownOffset)
        case let number as Double:
            return JSONNode(.double(number), offset: unknownOffset)
        case let number as NSNumber:
            let double = number.doubleValue
            if double == double.rounded(), abs(double) < 9e15 {
                return JSONNode(.integer(number.int64Value), offset: unknownOffset)
            }
            return JSONNode(.double(double), offset: unknownOffset)
        default:
            return JSONNode(.null, offset: unknownOffset)
        }
    }
}
