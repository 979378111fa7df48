import Domain
import Localization

extension ArgumentScanner {
    /// The subcommand, checked against `allowed`.
    mutating func subcommand<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(UsageError) -> T
    where T.RawValue == String {
        let names = T.allCases.map(\.rawValue).joined(separator: ", ")
        guard let word = subcommand() else {
            throw .missingArgument(names.replacingOccurrences(of: ", ", with: "|"), command: command)
        }
        guard let value = T(rawValue: word) else { throw .unknownSubcommand(word, allowed: names, command: command) }
        return value
    }

    /// Exactly `names.count` operands, or a usage error naming the first missing one.
    mutating func operands(_ names: String..., variadicLast: Bool = false) throws(UsageError) -> [String] {
        let operands = try finish()
        if operands.count < names.count { throw .missingArgument(names[operands.count], command: command) }
        if operands.count > names.count, !variadicLast {
            throw .invalidValue(
                option: names.last ?? "", value: operands[names.count], allowed: names.joined(separator: " "),
                command: command)
        }
        return operands
    }
}

extension ItemsRequest {
    enum Subcommand: String, CaseIterable {
        case list, add, show, edit, remove, photo
    }

    static func parse(_ scanner: inout ArgumentScanner) throws(UsageError) -> ItemsRequest {
        switch try scanner.subcommand(Subcommand.self) {
        case .list:
            let json = try scanner.flag("--json")
            let sort = try scanner.choice("--sort", of: ItemSort.self) ?? .name
            _ = try scanner.operands()
            return .list(sort: sort, json: json)
        case .add:
            let fields = try ItemFields.parse(&scanner)
            _ = try scanner.operands()
            guard fields.name != nil else { throw .missingArgument("--name NAME", command: .items) }
            return .add(fields)
        case .show:
            let json = try scanner.flag("--json")
            return .show(id: try scanner.operands("ID")[0], json: json)
        case .edit:
            let fields = try ItemFields.parse(&scanner)
            return .edit(id: try scanner.operands("ID")[0], fields)
        case .remove:
            return .remove(id: try scanner.operands("ID")[0])
        case .photo:
            let operands = try scanner.finish()
            guard operands.count >= 2 else {
                throw .missingArgument(operands.isEmpty ? "ID" : "set FILE|clear", command: .items)
            }
            switch operands[1] {
            case "set":
                guard operands.count == 3 else { throw .missingArgument("FILE", command: .items) }
                return .setPhoto(id: operands[0], file: operands[2])
            case "clear" where operands.count == 2:
                return .clearPhoto(id: operands[0])
            default:
                throw .unknownSubcommand(operands[1], allowed: "set, clear", command: .items)
            }
        }
    }
}

extension ItemFields {
    /// `--name`, `--value`, `--currency`, `--serial`, `--category`.
    static func parse(_ scanner: inout ArgumentScanner) throws(UsageError) -> ItemFields {
        var fields = ItemFields()
        fields.name = try scanner.value("--name")
        fields.currency = try scanner.value("--currency").map { $0.uppercased() }
        if let currency = fields.currency, !Money.isCurrencyCode(currency) {
            throw .invalidValue(
                option: "--currency", value: currency, allowed: "USD, EUR, GBP, JPY…", command: scanner.command)
        }
        if let value = try scanner.value("--value") {
            // The decimals are checked again against the item's own currency when the command runs.
            let digits = fields.currency.map(CurrencyMinorUnits.digits(for:)) ?? 4
            guard Money.minorUnits(parsing: value, minorDigits: digits) != nil else {
                throw ItemFields.invalidAmount(value, digits: digits, command: scanner.command)
            }
            fields.value = value
        }
        fields.serialNumber = try scanner.value("--serial")
        fields.category = try scanner.choice("--category", of: Domain.Category.self)
        return fields
    }
}

extension ItemFields {
    /// The usage error of an amount a currency cannot hold.
    static func invalidAmount(_ value: String, digits: Int, command: CommandName) -> UsageError {
        let example = digits == 0 ? "0, 1500" : "0, 12, 12.5" + String(repeating: "0", count: digits - 1)
        return .invalidValue(option: "--value", value: value, allowed: example, command: command)
    }
}

extension PhotosRequest {
    enum Subcommand: String, CaseIterable {
        case list, show, edit, tag, untag, favorite, remove
        // Photo files (issue 16).
        case add, export
        case fetch
    }

    static func parse(_ scanner: inout ArgumentScanner) throws(UsageError) -> PhotosRequest {
        switch try scanner.subcommand(Subcommand.self) {
        case .list:
            let tag = try scanner.value("--tag")
            let favorites = try scanner.flag("--favorites")
            let json = try scanner.flag("--json")
            let undescribed = try scanner.flag("--undescribed")
            _ = try scanner.operands()
            return .list(tag: tag, favorites: favorites, json: json, undescribed: undescribed)
        case .show:
            let json = try scanner.flag("--json")
            return .show(id: try scanner.operands("ID")[0], json: json)
        case .edit:
            let title = try scanner.value("--title")
            let description = try scanner.value("--description")
            return .edit(id: try scanner.operands("ID")[0], title: title, description: description)
        case .tag:
            let operands = try scanner.operands("ID", "TAG", variadicLast: true)
            return .tag(id: operands[0], tags: Array(operands.dropFirst()))
        case .untag:
            let operands = try scanner.operands("ID", "TAG", variadicLast: true)
            return .untag(id: operands[0], tags: Array(operands.dropFirst()))
        case .favorite:
            let operands = try scanner.operands("ID", "on|off")
            guard operands[1] == "on" || operands[1] == "off" else {
                throw .invalidValue(option: "favorite", value: operands[1], allowed: "on, off", command: .photos)
            }
            return .favorite(id: operands[0], on: operands[1] == "on")
        case .remove:
            return .remove(id: try scanner.operands("ID")[0])
        // MARK: Photo files (issue 16)
        case .add:
            let recursive = try scanner.flag("--recursive")
            return .add(paths: try scanner.operands("FILE|DIR", variadicLast: true), recursive: recursive)
        case .export:
            let operands = try scanner.operands("ID", "FILE")
            return .export(id: operands[0], file: operands[1])
        case .fetch:
            return .fetch(try FetchRequest.parse(&scanner))
        }
    }
}

extension TagsRequest {
    enum Subcommand: String, CaseIterable {
        case list, add, rename, remove
    }

    static func parse(_ scanner: inout ArgumentScanner) throws(UsageError) -> TagsRequest {
        switch try scanner.subcommand(Subcommand.self) {
        case .list:
            let json = try scanner.flag("--json")
            _ = try scanner.operands()
            return .list(json: json)
        case .add:
            return .add(try scanner.operands("NAME")[0])
        case .rename:
            let operands = try scanner.operands("OLD", "NEW")
            return .rename(operands[0], to: operands[1])
        case .remove:
            return .remove(try scanner.operands("NAME")[0])
        }
    }
}

extension ImportRequest {
    static func parse(_ scanner: inout ArgumentScanner) throws(UsageError) -> ImportRequest {
        let format = try scanner.choice("--format", of: ImportFormat.self)
        let images = try scanner.value("--images")
        return ImportRequest(file: try scanner.operands("FILE")[0], format: format, images: images)
    }
}

extension ExportRequest {
    static func parse(_ scanner: inout ArgumentScanner) throws(UsageError) -> ExportRequest {
        _ = try scanner.choice("--format", of: ExportFormat.self)
        let operands = try scanner.finish()
        guard operands.count <= 1 else {
            throw .invalidValue(option: "FILE", value: operands[1], allowed: "FILE", command: .export)
        }
        return ExportRequest(file: operands.first.flatMap { $0 == "-" ? nil : $0 })
    }
}
