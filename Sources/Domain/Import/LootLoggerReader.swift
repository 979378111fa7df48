import Core
import Foundation

/// Reads a LootLogger archive: an array of items with `name`, `valueInDollars`, `serialNumber`, `dateCreated`,
/// `itemKey` and optionally `category`.
///
/// Dates are seconds since 2001-01-01 (a JSON number or a property-list date) or ISO 8601 text. An unknown
/// category becomes `other` with a notice. With an images folder, a file named by the item key (with or without
/// an extension) becomes the item's photo.
enum LootLoggerReader {
    static func read(_ root: JSONNode, reader: DocumentReader, images: ImageFolder?) throws(ImportError)
        -> ImportBatch
    {
        let elements = try reader.array(root, .root)
        var batch = ImportBatch(format: .lootlogger)
        batch.items.reserveCapacity(elements.count)
        var seen = SeenIDs(capacity: elements.count)
        for (index, node) in elements.enumerated() {
            let path = JSONPath.root.appending(index)
            let object = try reader.object(node, path)
            let keyText = try object.string("itemKey")
            guard let key = UUID(uuidString: keyText) else { throw object.invalid(.invalidItemKey(keyText), "itemKey") }
            try seen.insert(key.uuidString, node: node, path: path, reader: reader)
            var item = Item(id: key, name: "")
            switch Item.validatedName(try object.string("name")) {
            case .success(let name): item.name = name
            case .failure(let rule): throw object.invalid(.init(rule), "name")
            }
            item.value = Money(minorUnits: try cents(object), currency: "USD")
            if let serial = try object.optionalString("serialNumber")?.trimmingCharacters(in: .whitespacesAndNewlines),
                !serial.isEmpty
            {
                item.serialNumber = serial
            }
            item.dateCreated = Timestamp.normalized(try date(object))
            if let text = try object.optionalString("category") {
                if let category = Category(rawValue: text.lowercased()) {
                    item.category = category
                } else {
                    item.category = .other
                    batch.notices.append(
                        .unknownCategory(
                            text, path: path.appending("category").description,
                            position: reader.position(object.member("category"))))
                }
            }
            batch.items.append(
                ImportBatch.ImportedItem(
                    item: item, imageSource: images?.file(named: key.uuidString), path: path.description))
        }
        return batch
    }

    /// `valueInDollars` in cents: whole dollars, or dollars with at most two decimals.
    private static func cents(_ object: ObjectReader) throws(ImportError) -> Int64 {
        guard let node = object.member("valueInDollars") else { throw object.missing("valueInDollars") }
        let cents: Int64
        switch node.value {
        case .integer(let dollars):
            let (product, overflow) = dollars.multipliedReportingOverflow(by: 100)
            guard !overflow else { throw object.invalid(.notAnAmount(String(dollars)), "valueInDollars") }
            cents = product
        case .double(let dollars):
            let scaled = (dollars * 100).rounded()
            guard abs(dollars * 100 - scaled) < 1e-6, abs(scaled) < 9e15 else {
                throw object.invalid(.notAnAmount(String(dollars)), "valueInDollars")
            }
            cents = Int64(scaled)
        default:
            throw object.reader.wrongType(node, expected: .number, object.path.appending("valueInDollars"))
        }
        guard cents >= 0 else { throw object.invalid(.negativeValue, "valueInDollars") }
        return cents
    }

    private static func date(_ object: ObjectReader) throws(ImportError) -> Date {
        guard let node = object.member("dateCreated") else { throw object.missing("dateCreated") }
        switch node.value {
        case .integer(let seconds):
            guard let date = Timestamp.date(secondsSince2001: Double(seconds)) else {
                throw object.invalid(.invalidDate(String(seconds)), "dateCreated")
            }
            return date
        case .double(let seconds):
            guard let date = Timestamp.date(secondsSince2001: seconds) else {
                throw object.invalid(.invalidDate(String(seconds)), "dateCreated")
            }
            return date
        case .string(let text):
            guard let date = Timestamp.parseISO8601(text) else {
                throw object.invalid(.invalidDate(text), "dateCreated")
            }
            return date
        default:
            throw object.reader.wrongType(node, expected: .date, object.path.appending("dateCreated"))
        }
    }
}

/// A folder of image files found by their name without the extension (`--images DIR`).
public struct ImageFolder: Sendable {
    private let files: [String: URL]

    /// Lists the folder once.
    public init(_ folder: URL) throws(ImportError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw ImportError(file: folder.path, problem: .unreadable(ImageStore.reason(error)))
        }
        var files: [String: URL] = [:]
        for name in names.sorted() where !name.hasPrefix(".") {
            let base = (name as NSString).deletingPathExtension
            for key in [name.uppercased(), base.uppercased()] where files[key] == nil {
                files[key] = folder.appendingPathComponent(name)
            }
        }
        self.files = files
    }

    /// The file called `name` or `name.<ext>` (case ignored).
    public func file(named name: String) -> URL? {
        files[name.uppercased()]
    }
}
