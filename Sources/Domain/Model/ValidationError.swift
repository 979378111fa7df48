/// A value that breaks a rule of the collection (domain.md); the command that got it fails with exit 2.
public enum ValidationError: Error, Sendable, Equatable {
    /// An item name that is empty once trimmed.
    case emptyName
    /// An item name longer than the maximum.
    case nameTooLong(maximum: Int)
    /// A value below zero.
    case negativeValue
    /// A currency that is not three letters.
    case invalidCurrency(String)
    /// A photo id with characters a file name cannot hold.
    case invalidPhotoID(String)
    /// A tag name that is empty once trimmed.
    case emptyTagName
    /// A tag name longer than the maximum.
    case tagNameTooLong(maximum: Int)
}
