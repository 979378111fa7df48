/// One attribute of a start tag, as written: the name with its prefix (`x:y`) and the value with references
/// replaced and white space normalized as XML 1.0 §3.3.3 says for CDATA attributes (each tab, line end or space one
/// space). A namespace declaration (`xmlns`, `xmlns:x`) is an attribute too, listed before the others.
public struct XMLAttribute: Sendable, Hashable {
    /// The qualified name, as written.
    public var name: String
    /// The normalized value.
    public var value: String

    /// An attribute.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

extension Array where Element == XMLAttribute {
    /// The value of the attribute named `name`, or nil.
    public func value(named name: String) -> String? {
        first { $0.name == name }?.value
    }

    /// The attributes by name (a start tag never repeats a name).
    public var dictionary: [String: String] {
        var result: [String: String] = [:]
        result.reserveCapacity(count)
        for attribute in self { result[attribute.name] = attribute.value }
        return result
    }
}
