import Foundation

/// One belonging in the inventory.
public struct Item: Sendable, Hashable, Identifiable {
    /// The item key; also names the item's image file.
    public var id: UUID
    /// Trimmed, 1 to 200 characters (see ``Item/validatedName(_:)``).
    public var name: String
    /// What it is worth; never negative.
    public var value: Money
    /// The serial number, spoken character by character.
    public var serialNumber: String?
    /// When the item was entered, to the millisecond.
    public var dateCreated: Date
    /// What kind of belonging it is.
    public var category: Category
    /// The photo of the item, when it has one.
    public var image: ImageInfo?

    /// The longest name accepted.
    public static let maximumNameLength = 200

    /// Creates an item; `dateCreated` is rounded to the millisecond the store keeps.
    public init(
        id: UUID = UUID(), name: String, value: Money = Money(minorUnits: 0), serialNumber: String? = nil,
        dateCreated: Date = Date(), category: Category = .other, image: ImageInfo? = nil
    ) {
        self.id = id
        self.name = name
        self.value = value
        self.serialNumber = serialNumber
        self.dateCreated = Timestamp.normalized(dateCreated)
        self.category = category
        self.image = image
    }

    /// The key as text: the upper-case UUID, e.g. `6513270E-269E-0D37-F2A7-4DE452E6B438`.
    public var key: String { id.uuidString }

    /// `name` trimmed, or the rule it breaks.
    public static func validatedName(_ name: String) -> Result<String, ValidationError> {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return .failure(.emptyName) }
        if trimmed.count > maximumNameLength { return .failure(.nameTooLong(maximum: maximumNameLength)) }
        return .success(trimmed)
    }

    /// The item with its name trimmed and every rule checked: name length, value ≥ 0, currency code.
    public func validated() throws(ValidationError) -> Item {
        var item = self
        item.name = try Self.validatedName(name).get()
        guard value.minorUnits >= 0 else { throw .negativeValue }
        guard Money.isCurrencyCode(value.currency) else { throw .invalidCurrency(value.currency) }
        item.value.currency = value.currency.uppercased()
        if let serial = serialNumber?.trimmingCharacters(in: .whitespacesAndNewlines) {
            item.serialNumber = serial.isEmpty ? nil : serial
        }
        item.dateCreated = Timestamp.normalized(dateCreated)
        return item
    }
}
