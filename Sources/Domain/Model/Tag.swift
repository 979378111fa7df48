import Foundation

/// A label shared by photos. Unique ignoring case and accents; kept as first typed.
public struct Tag: Sendable, Hashable {
    /// The name as first typed, trimmed.
    public var name: String
    /// How many photos carry it.
    public var photoCount: Int

    /// Creates a tag value.
    public init(name: String, photoCount: Int = 0) {
        self.name = name
        self.photoCount = photoCount
    }

    /// The longest tag name accepted.
    public static let maximumNameLength = 100

    /// The identity of a name: folded for case, accents and width, so `Café`, `cafe` and `CAFE` are one tag.
    public static func key(for name: String) -> String {
        SortKey.folded(name.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// `name` trimmed, or the rule it breaks.
    public static func validatedName(_ name: String) -> Result<String, ValidationError> {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return .failure(.emptyTagName) }
        if trimmed.count > maximumNameLength { return .failure(.tagNameTooLong(maximum: maximumNameLength)) }
        return .success(trimmed)
    }
}
