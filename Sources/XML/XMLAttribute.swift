/// One attribute of a start tag, as written: the name with its prefix (`xmlns:x`, `x:y`; namespaces
/// are not processed) and the value with references replaced and white space normalized as XML 1.0
/// §3.3.3 says for CDATA attributes (each tab, line end or space one space).
public struct XMLAttribute: Sendable, Hashable {
    /// The qualified name, as written.
    public var name: String
    /// The normalized value.
    public var value: String
    /// Where the name starts.
    public var position: XMLPosition

    /// An attribute.
    public init(name: String, value: String, position: XMLPosition) {
        self.name = name
        self.value = value
        self.position = position
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
