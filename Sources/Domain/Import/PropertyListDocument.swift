import Core
import Foundation

/// Turns a property list into the JSON node tree the readers walk: dictionaries become objects (keys sorted),
/// dates become seconds since 2001 (as LootLogger's JSON writes them), data is kept only as a kind to complain
/// about. Nodes carry no offsets: a property list has no line numbers to report.
enum PropertyListDocument {
    static func parse(_ data: Data, file: String) throws(ImportError) -> JSONNode {
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
        return node(value)
    }

    static let unknownOffset = -1
    static let dataMarker = -3

    private static func node(_ value: Any) -> JSONNode {
        switch value {
        case let text as String:
            return JSONNode(.string(text), offset: unknownOffset)
        case let date as Date:
            return JSONNode(.double(date.timeIntervalSinceReferenceDate), offset: DocumentReader.dateMarker)
        case let data as Data:
            _ = data
            return JSONNode(.array([]), offset: dataMarker)
        case let array as [Any]:
            return JSONNode(.array(array.map(node)), offset: unknownOffset)
        case let dictionary as [String: Any]:
            let members = dictionary.keys.sorted().map { key in
                JSONObject.Member(key: key, node: node(dictionary[key] as Any))
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
