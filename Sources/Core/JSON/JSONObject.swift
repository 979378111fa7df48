/// An object's members in input (or building) order; duplicate keys are kept as read.
public struct JSONObject: Sendable, Hashable {
    /// One member.
    public struct Member: Sendable, Hashable {
        /// The member name.
        public let key: String
        /// The member value.
        public let node: JSONNode

        /// A member.
        public init(key: String, node: JSONNode) {
            self.key = key
            self.node = node
        }
    }

    /// The members in order.
    public let members: [Member]

    /// An object of these members.
    public init(members: [Member]) {
        self.members = members
    }

    /// The value of the last member named `key` (later duplicates win, as in most readers).
    public subscript(key: String) -> JSONNode? {
        members.last { $0.key == key }?.node
    }
}
