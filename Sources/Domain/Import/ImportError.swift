import Core

/// Why an import stopped; nothing was written. Names the file, the line and column when known, and the path of
/// the value in the document (`$.photos.photo[3].title`).
public struct ImportError: Error, Sendable, Equatable {
    /// What is wrong.
    public enum Problem: Sendable, Equatable {
        /// The file cannot be read; the system's reason.
        case unreadable(FileFailure)
        /// The file is not JSON.
        case syntax(JSONError.Kind)
        /// The property list cannot be read (at the error's position for an XML one); a detail, when known.
        case propertyList(detail: String?)
        /// The content is none of the formats (and no `--format` was given).
        case unknownFormat
        /// A value of the wrong kind.
        case wrongType(expected: ValueKind, found: ValueKind)
        /// A required member is missing from the object at the path.
        case missingField(String)
        /// A value that breaks a rule.
        case invalidValue(InvalidValue)
        /// The id was already used earlier in the file, at `firstPath` (and `firstPosition`).
        case duplicateID(String, firstPath: String, firstPosition: SourcePosition?)
        /// Flickr answered `"stat": "fail"`; its code and message.
        case flickrFailure(code: Int?, message: String)
        /// A Lector export of a newer version.
        case unsupportedVersion(Int)
        /// An image that belongs to the import cannot be used.
        case image(ImageError)
    }

    /// The rules a value can break.
    public enum InvalidValue: Sendable, Equatable {
        case emptyName
        case nameTooLong(maximum: Int)
        case negativeValue
        /// More decimals than the currency's minor unit, or too large.
        case notAnAmount(String)
        case invalidCurrency(String)
        /// Not one of the categories (the Lector format is strict).
        case unknownCategory(String)
        /// Not a date in a format the importer reads.
        case invalidDate(String)
        /// An item key that is not a UUID.
        case invalidItemKey(String)
        /// A photo id with characters a file name cannot hold.
        case invalidPhotoID(String)
        case emptyTagName
        case tagNameTooLong(maximum: Int)
        /// An enumerated value outside its set (image format, match, kind...).
        case notOneOf(String, allowed: [String])
        /// A number that must be a positive whole number.
        case notAPositiveInteger(String)
        /// A setting key Lector does not have.
        case unknownSetting(String)
        /// A setting's value outside what `set` takes; `allowed` lists or bounds the values.
        case invalidSetting(key: String, value: String, allowed: String)
        /// A pronunciation entry the speech layer refuses; its reason, written for a person.
        case invalidPronunciation(pattern: String, reason: String)
    }

    /// The file as named on the command line.
    public let file: String
    /// Where in the file, when known (JSON).
    public let position: SourcePosition?
    /// The path of the value, when the problem is in one (`$.items[2].name`).
    public let path: String?
    /// What is wrong.
    public let problem: Problem

    /// Creates an import error.
    public init(file: String, position: SourcePosition? = nil, path: String? = nil, problem: Problem) {
        self.file = file
        self.position = position
        self.path = path
        self.problem = problem
    }

    /// `file:line:column` (or just the file).
    public var location: String {
        guard let position else { return file }
        return "\(file):\(position.line):\(position.column)"
    }
}

extension ImportError.InvalidValue {
    /// The import problem of a domain rule.
    init(_ error: ValidationError) {
        switch error {
        case .emptyName: self = .emptyName
        case .nameTooLong(let maximum): self = .nameTooLong(maximum: maximum)
        case .negativeValue: self = .negativeValue
        case .invalidCurrency(let code): self = .invalidCurrency(code)
        case .invalidPhotoID(let id): self = .invalidPhotoID(id)
        case .emptyTagName: self = .emptyTagName
        case .tagNameTooLong(let maximum): self = .tagNameTooLong(maximum: maximum)
        }
    }
}
