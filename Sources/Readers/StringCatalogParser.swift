import Core
import Localization

/// Walks the JSON tree of a string catalog into a ``StringCatalog``, noting every structural
/// problem at its position and going on.
struct StringCatalogParser {
    private let bytes: [UInt8]
    private let file: String
    private let lines: SourceLines
    private var problems: [StringCatalog.Problem] = []

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        lines = SourceLines(bytes)
    }

    /// What the units of one localization are read with.
    private struct Scope {
        var entryKey: String
        var language: String
        var substitutions: [String: Substitution]
    }

    /// A substitution's argument: `%N$spec`, or `%spec` without `argNum`.
    private struct Substitution {
        var argument: Int?
        var specifier: String?
    }

    mutating func parse() -> StringCatalog {
        let root: JSONNode
        do throws(JSONError) {
            root = try JSONReader().read(bytes)
        } catch {
            let (line, column) = lines.position(of: error.offset)
            problems.append(
                .init(
                    language: nil,
                    diagnostic: TableDiagnostic(
                        rule: "strings.syntax", code: "catalog.json", line: line, column: column,
                        details: [error.message])))
            return StringCatalog(file: file, sourceLanguage: "en", problems: problems)
        }
        guard let object = self.object(root, path: .root) else {
            return StringCatalog(file: file, sourceLanguage: "en", problems: problems)
        }
        var sourceLanguage = "en"
        if let node = object["sourceLanguage"] {
            sourceLanguage = string(node, path: JSONPath.root.appending("sourceLanguage")) ?? sourceLanguage
        } else {
            note(nil, code: "catalog.source-language-missing", at: root.offset)
        }
        let version = object["version"].flatMap { string($0, path: JSONPath.root.appending("version")) }
        var entries: [StringCatalogEntry] = []
        if let stringsNode = object["strings"],
            let strings = self.object(stringsNode, path: JSONPath.root.appending("strings"))
        {
            entries.reserveCapacity(strings.members.count)
            for member in strings.members {
                if let entry = entry(member, sourceLanguage: sourceLanguage) { entries.append(entry) }
            }
        }
        return StringCatalog(
            file: file, sourceLanguage: sourceLanguage, version: version, entries: entries, problems: problems)
    }

    // MARK: - Entries

    private mutating func entry(_ member: JSONObject.Member, sourceLanguage: String) -> StringCatalogEntry? {
        let key = member.key
        let path = JSONPath.root.appending("strings").appending(key)
        let keyOffset = lines.keyOffset(beforeValueAt: member.node.offset) ?? member.node.offset
        let (line, column) = lines.position(of: keyOffset)
        guard let object = self.object(member.node, path: path, key: key) else { return nil }
        var entry = StringCatalogEntry(key: key, line: line, column: column)
        entry.comment = object["comment"].flatMap { string($0, path: path.appending("comment"), key: key) }
        entry.extractionState = object["extractionState"].flatMap {
            string($0, path: path.appending("extractionState"), key: key)
        }
        if let node = object["shouldTranslate"] {
            if case .bool(let flag) = node.value {
                entry.shouldTranslate = flag
            } else {
                wrongType(nil, path: path.appending("shouldTranslate"), expected: "boolean", at: node.offset, key: key)
            }
        }
        if let node = object["localizations"],
            let localizations = self.object(node, path: path.appending("localizations"), key: key)
        {
            for localization in localizations.members {
                let units = self.localization(localization, entryKey: key, path: path.appending("localizations"))
                entry.localizations[localization.key, default: []].append(contentsOf: units)
            }
        }
        if !entry.localizations.keys.contains(where: { LanguageTag.same($0, sourceLanguage) }) {
            // Xcode's source text for a key without a source localization is the key itself.
            entry.localizations[sourceLanguage] = [
                StringCatalogUnit(key: key, value: key, state: nil, line: line, column: column)
            ]
        }
        return entry
    }

    private mutating func localization(_ member: JSONObject.Member, entryKey: String, path: JSONPath)
        -> [StringCatalogUnit]
    {
        let language = member.key
        let path = path.appending(language)
        guard let object = self.object(member.node, path: path, language: language, key: entryKey) else { return [] }
        var scope = Scope(entryKey: entryKey, language: language, substitutions: [:])
        let substitutionsNode = object["substitutions"]
        var substitutions: JSONObject?
        if let substitutionsNode {
            substitutions = self.object(
                substitutionsNode, path: path.appending("substitutions"), language: language, key: entryKey)
            for substitution in substitutions?.members ?? [] {
                scope.substitutions[substitution.key] = self.substitution(substitution, scope: scope, path: path)
            }
        }
        var units: [StringCatalogUnit] = []
        if let node = object["stringUnit"],
            var unit = stringUnit(node, key: entryKey, isDevice: false, scope: scope, path: path)
        {
            unit.value = resolve(unit.value, scope: scope, at: unit)
            units.append(unit)
        }
        if let node = object["variations"] {
            for var unit in variations(
                node, key: entryKey, isDevice: false, scope: scope, path: path.appending("variations"))
            {
                unit.value = resolve(unit.value, scope: scope, at: unit)
                units.append(unit)
            }
        }
        for substitution in substitutions?.members ?? [] {
            guard case .object(let body) = substitution.node.value, let node = body["variations"] else { continue }
            let argument = Self.argument(scope.substitutions[substitution.key])
            let subPath = path.appending("substitutions").appending(substitution.key).appending("variations")
            for var unit in variations(
                node, key: entryKey + "." + substitution.key, isDevice: false, scope: scope, path: subPath)
            {
                if let argument { unit.value = Self.replacingArg(in: unit.value, with: argument) }
                units.append(unit)
            }
        }
        return units
    }

    private mutating func substitution(_ member: JSONObject.Member, scope: Scope, path: JSONPath) -> Substitution {
        let path = path.appending("substitutions").appending(member.key)
        guard let object = self.object(member.node, path: path, language: scope.language, key: scope.entryKey) else {
            return Substitution()
        }
        var result = Substitution()
        if let node = object["argNum"] {
            if case .integer(let number) = node.value, number > 0, number < 1_000 {
                result.argument = Int(number)
            } else {
                wrongType(
                    scope.language, path: path.appending("argNum"), expected: "integer", at: node.offset,
                    key: scope.entryKey)
            }
        }
        if let node = object["formatSpecifier"] {
            result.specifier = string(
                node, path: path.appending("formatSpecifier"), language: scope.language, key: scope.entryKey)
        } else {
            note(
                scope.language, code: "catalog.format-specifier-missing", at: member.node.offset, key: scope.entryKey,
                details: [member.key])
        }
        return result
    }

    // MARK: - Units and variations

    private mutating func stringUnit(
        _ node: JSONNode, key: String, isDevice: Bool, scope: Scope, path: JSONPath
    ) -> StringCatalogUnit? {
        let path = path.appending("stringUnit")
        guard let object = self.object(node, path: path, language: scope.language, key: scope.entryKey) else {
            return nil
        }
        var state: StringCatalogState?
        if let stateNode = object["state"],
            let text = string(stateNode, path: path.appending("state"), language: scope.language, key: scope.entryKey)
        {
            state = StringCatalogState(rawValue: text)
            if state == nil {
                note(
                    scope.language, code: "catalog.state-unknown", at: stateNode.offset, key: scope.entryKey,
                    details: [text])
            }
        }
        guard let valueNode = object["value"] else {
            note(scope.language, code: "catalog.value-missing", at: node.offset, key: scope.entryKey)
            return nil
        }
        guard
            let value = string(valueNode, path: path.appending("value"), language: scope.language, key: scope.entryKey)
        else { return nil }
        let (line, column) = lines.position(of: valueNode.offset)
        return StringCatalogUnit(
            key: key, value: value, state: state, isDeviceVariant: isDevice, line: line, column: column)
    }

    /// The units of a `variations` object: `plural` categories append `.C` to the key, `device`
    /// names append `@DEVICE`; a variant may hold a string unit, further variations, or both.
    private mutating func variations(
        _ node: JSONNode, key: String, isDevice: Bool, scope: Scope, path: JSONPath
    ) -> [StringCatalogUnit] {
        guard let object = self.object(node, path: path, language: scope.language, key: scope.entryKey) else {
            return []
        }
        var units: [StringCatalogUnit] = []
        for kind in object.members {
            let kindPath = path.appending(kind.key)
            let isPlural = kind.key == "plural"
            guard isPlural || kind.key == "device" else {
                note(
                    scope.language, code: "catalog.variation-unknown", at: kind.node.offset, key: scope.entryKey,
                    details: [kind.key])
                continue
            }
            guard let variants = self.object(kind.node, path: kindPath, language: scope.language, key: scope.entryKey)
            else { continue }
            for variant in variants.members {
                if isPlural, PluralCategory(rawValue: variant.key) == nil {
                    note(
                        scope.language, code: "catalog.category-unknown", at: variant.node.offset, key: scope.entryKey,
                        details: [variant.key])
                }
                let variantKey = key + (isPlural ? "." : "@") + variant.key
                let variantIsDevice = isDevice || !isPlural
                let variantPath = kindPath.appending(variant.key)
                guard
                    let body = self.object(
                        variant.node, path: variantPath, language: scope.language, key: scope.entryKey)
                else { continue }
                if let unitNode = body["stringUnit"],
                    let unit = stringUnit(
                        unitNode, key: variantKey, isDevice: variantIsDevice, scope: scope, path: variantPath)
                {
                    units.append(unit)
                }
                if let nested = body["variations"] {
                    units += variations(
                        nested, key: variantKey, isDevice: variantIsDevice, scope: scope,
                        path: variantPath.appending("variations"))
                }
            }
        }
        return units
    }

    // MARK: - Substitutions

    /// `%#@NAME@` and `%N$#@NAME@` replaced by the substitution's specifier, numbered by its
    /// `argNum`, else by the `N$` written; a name without a substitution stays as written.
    private mutating func resolve(_ value: String, scope: Scope, at unit: StringCatalogUnit) -> String {
        guard value.utf8.contains(UInt8(ascii: "#")) else { return value }
        let scalars = Array(value.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%", index + 1 < scalars.count else {
                output.append(scalar)
                index += 1
                continue
            }
            if scalars[index + 1] == "%" {
                output.append(contentsOf: scalars[index...index + 1])
                index += 2
                continue
            }
            var cursor = index + 1
            var written: Int?
            while cursor < scalars.count, cursor - index <= 3, (0x30...0x39).contains(scalars[cursor].value) {
                written = (written ?? 0) * 10 + Int(scalars[cursor].value - 0x30)
                cursor += 1
            }
            if written != nil {
                guard cursor < scalars.count, scalars[cursor] == "$" else {
                    output.append(scalar)
                    index += 1
                    continue
                }
                cursor += 1
            }
            guard cursor + 1 < scalars.count, scalars[cursor] == "#", scalars[cursor + 1] == "@",
                let close = scalars[(cursor + 2)...].firstIndex(of: "@")
            else {
                output.append(scalar)
                index += 1
                continue
            }
            let name = String(String.UnicodeScalarView(scalars[(cursor + 2)..<close]))
            let substitution = scope.substitutions[name]
            if substitution == nil {
                note(
                    scope.language, line: unit.line, column: unit.column, code: "catalog.substitution-missing",
                    key: scope.entryKey, details: [name])
            }
            // Without a usable substitution the text stays as written.
            let replacement =
                substitution.flatMap {
                    Self.argument(Substitution(argument: $0.argument ?? written, specifier: $0.specifier))
                }
                ?? String(String.UnicodeScalarView(scalars[index...close]))
            output.append(contentsOf: replacement.unicodeScalars)
            index = close + 1
        }
        return String(output)
    }

    /// `%N$spec` (or `%spec`) for a substitution with a format specifier.
    private static func argument(_ substitution: Substitution?) -> String? {
        guard let substitution, var specifier = substitution.specifier, !specifier.isEmpty else { return nil }
        if specifier.hasPrefix("%") { specifier.removeFirst() }
        return "%" + (substitution.argument.map { "\($0)$" } ?? "") + specifier
    }

    /// A substitution variant's `%arg` (its own argument) replaced by the substitution's specifier;
    /// `%%` stays.
    private static func replacingArg(in value: String, with argument: String) -> String {
        guard value.contains("%arg") else { return value }
        var output = ""
        var rest = Substring(value)
        while let percent = rest.firstIndex(of: "%") {
            output += rest[..<percent]
            let after = rest[percent...]
            if after.hasPrefix("%%") {
                output += "%%"
                rest = after.dropFirst(2)
            } else if after.hasPrefix("%arg") {
                output += argument
                rest = after.dropFirst(4)
            } else {
                output += "%"
                rest = after.dropFirst()
            }
        }
        return output + rest
    }

    // MARK: - Types and problems

    private mutating func object(_ node: JSONNode, path: JSONPath, language: String? = nil, key: String? = nil)
        -> JSONObject?
    {
        if case .object(let object) = node.value { return object }
        wrongType(language, path: path, expected: "object", at: node.offset, key: key)
        return nil
    }

    private mutating func string(_ node: JSONNode, path: JSONPath, language: String? = nil, key: String? = nil)
        -> String?
    {
        if case .string(let text) = node.value { return text }
        wrongType(language, path: path, expected: "string", at: node.offset, key: key)
        return nil
    }

    private mutating func wrongType(_ language: String?, path: JSONPath, expected: String, at offset: Int, key: String?)
    {
        note(language, code: "catalog.type", at: offset, key: key, details: [path.description, expected])
    }

    private mutating func note(
        _ language: String?, code: String, at offset: Int, key: String? = nil, details: [String] = []
    ) {
        let (line, column) = lines.position(of: offset)
        note(language, line: line, column: column, code: code, key: key, details: details)
    }

    private mutating func note(
        _ language: String?, line: Int, column: Int, code: String, key: String?, details: [String]
    ) {
        problems.append(
            .init(
                language: language,
                diagnostic: TableDiagnostic(
                    rule: "strings.syntax", code: code, line: line, column: column, key: key, details: details)))
    }
}
