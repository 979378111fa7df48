import Domain

/// What `lector items` was asked to do.
public enum ItemsRequest: Sendable, Equatable {
    /// `items list [--json] [--sort name|value|date]`.
    case list(sort: ItemSort, json: Bool)
    /// `items add --name NAME [...]`.
    case add(ItemFields)
    /// `items show ID [--json]`.
    case show(id: String, json: Bool)
    /// `items edit ID [...]`.
    case edit(id: String, ItemFields)
    /// `items remove ID`.
    case remove(id: String)
    /// `items photo ID set FILE`.
    case setPhoto(id: String, file: String)
    /// `items photo ID clear`.
    case clearPhoto(id: String)
}

/// The fields given to `items add` or `items edit` (nil: not given).
public struct ItemFields: Sendable, Equatable {
    /// `--name`.
    public var name: String?
    /// The amount as typed (`12.50`); its decimals are checked against the currency when the command runs.
    public var value: String?
    /// `--currency`, upper-cased.
    public var currency: String?
    /// The serial number; empty clears it.
    public var serialNumber: String?
    /// `--category`.
    public var category: Domain.Category?

    /// Creates fields (nil: not given).
    public init(
        name: String? = nil, value: String? = nil, currency: String? = nil, serialNumber: String? = nil,
        category: Domain.Category? = nil
    ) {
        self.name = name
        self.value = value
        self.currency = currency
        self.serialNumber = serialNumber
        self.category = category
    }
}
