import Core
import Domain
import Localization

/// The localized message of every error of the collection commands (used by ``FailureReport``).
struct CollectionMessages {
    let strings: Strings

    func library(_ error: LibraryError) -> String {
        switch error {
        case .notAFolder(let path):
            return strings.format(.errorLibraryNotAFolder, .text(path))
        case .unusable(let path, let reason):
            return strings.format(.errorLibraryUnusable, .text(path), .text(reason))
        case .inaccessible(let path, let failure):
            return strings.format(.errorLibraryUnusable, .text(path), .text(strings.text(for: failure)))
        case .tooNew(let path, let version, let supported):
            return strings.format(.errorLibraryTooNew, .text(path), .number(version), .number(supported))
        case .busy:
            return strings.text(.errorLibraryBusy)
        case .locked:
            return strings.text(.errorLibraryLocked)
        case .corrupt(let reason):
            return strings.format(.errorLibraryCorrupt, .text(reason))
        case .readOnly:
            return strings.text(.errorLibraryReadOnly)
        case .full:
            return strings.text(.errorLibraryFull)
        case .storage(let reason):
            return strings.format(.errorLibraryStorage, .text(reason))
        case .interrupted:
            return strings.text(.errorInterrupted)
        case .notFound(let kind, let id):
            switch kind {
            case .item: return strings.format(.errorNotFoundItem, .text(id))
            case .photo: return strings.format(.errorNotFoundPhoto, .text(id))
            case .tag: return strings.format(.errorNotFoundTag, .text(id))
            }
        case .ambiguousID(let kind, let prefix, let matches):
            let list = matches.joined(separator: ", ") + (matches.count >= 5 ? ", …" : "")
            return strings.format(
                kind == .item ? .errorAmbiguousItem : .errorAmbiguousPhoto, .text(prefix), .text(list))
        case .idTooShort(_, let prefix, let minimum):
            return strings.format(.errorIDTooShort, .text(prefix), .number(minimum))
        case .alreadyExists(let kind, let id):
            switch kind {
            case .item: return strings.format(.errorExistsItem, .text(id))
            case .photo: return strings.format(.errorExistsPhoto, .text(id))
            case .tag: return strings.format(.errorExistsTag, .text(id))
            }
        }
    }

    func validation(_ error: ValidationError) -> String {
        switch error {
        case .emptyName: return strings.text(.errorInvalidEmptyName)
        case .nameTooLong(let maximum): return strings.format(.errorInvalidNameTooLong, .number(maximum))
        case .negativeValue: return strings.text(.errorInvalidNegativeValue)
        case .invalidCurrency(let code): return strings.format(.errorInvalidCurrency, .text(code))
        case .invalidPhotoID(let id): return strings.format(.errorInvalidPhotoID, .text(id))
        case .emptyTagName: return strings.text(.errorInvalidEmptyTag)
        case .tagNameTooLong(let maximum): return strings.format(.errorInvalidTagTooLong, .number(maximum))
        }
    }

    func image(_ error: ImageError) -> String {
        switch error {
        case .unreadable(let path, let reason):
            return strings.format(.errorImageUnreadable, .text(path), .text(strings.text(for: reason)))
        case .unsupported(let path): return strings.format(.errorImageUnsupported, .text(path))
        case .malformed(let path, let format):
            return strings.format(.errorImageMalformed, .text(path), .text(format.rawValue.uppercased()))
        case .noSpace: return strings.text(.errorLibraryFull)
        }
    }

    /// `file:line:column: $.path: problem`.
    func importFailure(_ error: ImportError) -> String {
        let problem = importProblem(error.problem)
        if case .image = error.problem { return problem }
        if let path = error.path, path != "$" || error.position == nil {
            return strings.format(.errorImportAtPath, .text(error.location), .text(path), .text(problem))
        }
        return strings.format(.errorImportAt, .text(error.location), .text(problem))
    }

    private func importProblem(_ problem: ImportError.Problem) -> String {
        switch problem {
        case .unreadable(let reason): return strings.format(.errorImportUnreadable, .text(strings.text(for: reason)))
        case .syntax(let syntax): return self.syntax(syntax)
        case .propertyList(let detail):
            return detail.map { strings.format(.errorImportPropertyListDetail, .text($0)) }
                ?? strings.text(.errorImportPropertyList)
        case .unknownFormat: return strings.text(.errorImportUnknownFormat)
        case .wrongType(let expected, let found):
            return strings.format(.errorImportWrongType, .text(kind(expected)), .text(kind(found)))
        case .missingField(let name): return strings.format(.errorImportMissingField, .text(name))
        case .invalidValue(let value): return invalid(value)
        case .duplicateID(let id, let firstPath, let firstPosition):
            let first = firstPosition.map { "\($0.line):\($0.column) (\(firstPath))" } ?? firstPath
            return strings.format(.errorImportDuplicateID, .text(id), .text(first))
        case .flickrFailure(let code, let message):
            guard let code else { return strings.format(.errorImportFlickr, .text(message)) }
            return strings.format(.errorImportFlickrCode, .text(String(code)), .text(message))
        case .unsupportedVersion(let version):
            return strings.format(.errorImportUnsupportedVersion, .number(version), .number(LectorArchive.version))
        case .image(let error): return image(error)
        }
    }

    private func syntax(_ problem: JSONError.Kind) -> String {
        switch problem {
        case .emptyInput, .unexpectedEnd: return strings.text(.errorImportUnexpectedEnd)
        case .unexpectedCharacter(let text): return strings.format(.errorImportUnexpectedCharacter, .text(text))
        case .invalidNumber: return strings.text(.errorImportInvalidNumber)
        case .invalidEscape: return strings.text(.errorImportInvalidEscape)
        case .controlCharacter: return strings.text(.errorImportControlCharacter)
        case .invalidEncoding: return strings.text(.errorImportInvalidUTF8)
        case .trailingContent: return strings.text(.errorImportTrailingContent)
        // JSON documents are bounded in depth only (JSONLimits.document); property lists in values too.
        case .limitExceeded(.nodes):
            return strings.format(.errorImportTooManyValues, .number(PropertyListDocument.maximumValues))
        case .limitExceeded: return strings.format(.errorImportTooDeep, .number(JSONLimits.document.maxDepth))
        }
    }

    private func invalid(_ value: ImportError.InvalidValue) -> String {
        switch value {
        case .emptyName: return validation(.emptyName)
        case .nameTooLong(let maximum): return validation(.nameTooLong(maximum: maximum))
        case .negativeValue: return validation(.negativeValue)
        case .invalidCurrency(let code): return validation(.invalidCurrency(code))
        case .invalidPhotoID(let id): return validation(.invalidPhotoID(id))
        case .emptyTagName: return validation(.emptyTagName)
        case .tagNameTooLong(let maximum): return validation(.tagNameTooLong(maximum: maximum))
        case .notAnAmount(let text): return strings.format(.errorImportNotAnAmount, .text(text))
        case .unknownCategory(let text):
            let names = Domain.Category.allCases.map(\.rawValue).joined(separator: ", ")
            return strings.format(.errorImportUnknownCategory, .text(text), .text(names))
        case .invalidDate(let text): return strings.format(.errorImportInvalidDate, .text(text))
        case .invalidItemKey(let text): return strings.format(.errorImportInvalidItemKey, .text(text))
        case .notOneOf(let text, let allowed):
            return strings.format(.errorImportNotOneOf, .text(text), .text(allowed.joined(separator: ", ")))
        case .notAPositiveInteger(let text): return strings.format(.errorImportNotPositive, .text(text))
        case .unknownSetting(let key): return strings.format(.errorImportUnknownSetting, .text(key))
        case .invalidSetting(let key, let value, let allowed):
            return strings.format(.errorImportSettingValue, .text(value), .text(key), .text(allowed))
        case .invalidPronunciation(let pattern, let reason):
            return strings.format(.errorImportPronunciation, .text(pattern), .text(reason))
        }
    }

    func kind(_ kind: ValueKind) -> String {
        switch kind {
        case .null: return strings.text(.kindNull)
        case .bool: return strings.text(.kindBool)
        case .number: return strings.text(.kindNumber)
        case .string: return strings.text(.kindString)
        case .array: return strings.text(.kindArray)
        case .object: return strings.text(.kindObject)
        case .date: return strings.text(.kindDate)
        case .data: return strings.text(.kindData)
        }
    }

    /// A notice of an import.
    func notice(_ notice: ImportNotice, file: String) -> String {
        switch notice {
        case .unknownCategory(let category, let path, let position):
            let place = (position.map { "\(file):\($0.line):\($0.column)" } ?? file) + ": " + path
            return strings.format(.noticeImportUnknownCategory, .text(place), .text(category))
        case .imageNotFound(let fileName, let path):
            return strings.format(.noticeImportImageNotFound, .text("\(file): \(path)"), .text(fileName))
        }
    }
}
