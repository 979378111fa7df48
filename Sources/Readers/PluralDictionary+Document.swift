import Core
import Localization

extension PluralDictionary {
    /// The dictionary as the audit's table (audit.md §2.5): per top-level key `K`, an entry `K`
    /// whose value is the format with each `%#@V@` (`%N$#@V@`) written as V's value type (`%ld`,
    /// `%1$ld`), so the placeholder rules compare real argument types; then one entry `K.V.C` per
    /// variant (`C` a CLDR category, or the digits of an exact count). No entry has a comment.
    ///
    /// The document's diagnostics are `readerDiagnostics` followed by the `strings.plural-format`
    /// problems of each entry, in file order.
    public func document(file: String, readerDiagnostics: [TableDiagnostic] = []) -> StringsDocument {
        var entries: [StringsEntry] = []
        var diagnostics = readerDiagnostics
        for entry in self.entries {
            Self.convert(entry, into: &entries, diagnostics: &diagnostics)
        }
        var document = StringsDocument(file: file, entries: entries, errors: [])
        document.format = .pluralDictionary
        document.diagnostics = diagnostics
        return document
    }

    private static func convert(
        _ entry: Entry, into entries: inout [StringsEntry], diagnostics: inout [TableDiagnostic]
    ) {
        func problem(_ code: String, line: Int, column: Int, _ details: String...) {
            diagnostics.append(
                TableDiagnostic(
                    rule: PluralDictionaryCode.formatRule, code: code, line: line, column: column, key: entry.key,
                    details: details))
        }
        // The value type of each variable whose type is usable.
        var valueTypes: [String: String] = [:]
        for variable in entry.variables {
            if let spec = variable.specType {
                if spec.text != PluralDictionaryReader.pluralRuleType {
                    problem(
                        PluralDictionaryCode.specTypeInvalid, line: spec.line, column: spec.column, variable.name,
                        spec.text)
                }
            } else {
                problem(
                    PluralDictionaryCode.specTypeInvalid, line: variable.line, column: variable.column, variable.name,
                    "")
            }
            if let type = variable.valueType {
                if valueType(type.text) != nil {
                    valueTypes[variable.name] = type.text
                } else {
                    problem(
                        PluralDictionaryCode.valueTypeInvalid, line: type.line, column: type.column, variable.name,
                        type.text)
                }
            } else {
                problem(
                    PluralDictionaryCode.valueTypeMissing, line: variable.line, column: variable.column, variable.name)
            }
        }
        let names = Set(entry.variables.map(\.name))
        var referenced: Set<String> = []
        var positions: [String: Int] = [:]
        if let format = entry.formatKey {
            let parsed = FormatString(format.text)
            for argument in parsed.arguments {
                guard let name = parsed.specifiers[argument.specifierIndex].variable else { continue }
                referenced.insert(name)
                if positions[name] == nil { positions[name] = argument.position }
                if !names.contains(name) {
                    problem(PluralDictionaryCode.variableUndefined, line: format.line, column: format.column, name)
                }
            }
            entries.append(
                StringsEntry(
                    key: entry.key, value: substitute(format.text, valueTypes), line: format.line, column: format.column
                ))
        } else {
            problem(PluralDictionaryCode.formatKeyMissing, line: entry.line, column: entry.column)
        }
        for variable in entry.variables {
            for variant in variable.variants {
                for specifier in FormatString(variant.value.text).specifiers {
                    if let name = specifier.variable { referenced.insert(name) }
                }
            }
        }
        for (name, specifier, position, same) in selectorsPrintedAsObjects(entry, positions, valueTypes) {
            problem(
                PluralDictionaryCode.selectorPrintedAsObject, line: specifier.line, column: specifier.column, name,
                specifier.text, String(position), same ? "same" : "different")
        }
        for variable in entry.variables {
            if !referenced.contains(variable.name) {
                problem(
                    PluralDictionaryCode.variableUnused, line: variable.line, column: variable.column, variable.name)
            }
            if variable.variants.isEmpty {
                problem(PluralDictionaryCode.noVariants, line: variable.line, column: variable.column, variable.name)
            }
            let expected = valueTypes[variable.name].flatMap(valueType)
            for variant in variable.variants {
                let text = variant.value
                if let expected,
                    let wrong = mismatch(in: text.text, position: positions[variable.name] ?? 1, expected: expected)
                {
                    problem(
                        PluralDictionaryCode.variantTypeMismatch, line: text.line, column: text.column, variable.name,
                        variant.name, wrong, String(expected.text.dropFirst()))
                }
                var converted = StringsEntry(
                    key: entry.key + "." + variable.name + "." + variant.name, value: substitute(text.text, valueTypes),
                    line: text.line, column: text.column)
                converted.attributes.insert(.fragment)
                if !variant.isNumeric { converted.attributes.insert(.pluralVariant) }
                entries.append(converted)
            }
        }
    }

    /// Each variable that reads its argument as a number (its value type) while a numbered specifier elsewhere
    /// in the entry (the format, another variable's variant) prints that argument as an object: the variable,
    /// the specifier (with where it is), the position, and whether every variant of the variable has the same
    /// text. Foundation then takes the object's address as the number that chooses the variant: harmless when
    /// the variants are all the same (a variable that only declares its argument), the wrong text otherwise.
    static func selectorsPrintedAsObjects(_ entry: Entry, _ positions: [String: Int], _ valueTypes: [String: String])
        -> [(variable: String, specifier: Text, position: Int, same: Bool)]
    {
        var found: [(variable: String, specifier: Text, position: Int, same: Bool)] = []
        for variable in entry.variables {
            guard let position = positions[variable.name], let type = valueTypes[variable.name].flatMap(valueType),
                type.argumentClass != .object
            else { continue }
            var texts: [(owner: String?, text: Text)] = entry.formatKey.map { [(nil, $0)] } ?? []
            for other in entry.variables where other.name != variable.name {
                texts += other.variants.map { (other.name, $0.value) }
            }
            for (_, text) in texts {
                let parsed = FormatString(text.text)
                let printed = parsed.arguments.first { argument in
                    argument.isNumbered && argument.position == position && argument.argumentClass == .object
                        && parsed.specifiers[argument.specifierIndex].variable == nil
                }
                guard let printed else { continue }
                let same = Set(variable.variants.map(\.value.text)).count <= 1
                let specifier = Text(
                    parsed.specifiers[printed.specifierIndex].text, line: text.line, column: text.column)
                found.append((variable.name, specifier, position, same))
                break
            }
        }
        return found
    }

    /// The specifier a value type stands for (`ld` → `%ld`), when it is exactly one specifier
    /// without a position: nil for `%ld`, `1$ld`, `#@x@`, `q`.
    static func valueType(_ text: String) -> FormatSpecifier? {
        let parsed = FormatString("%" + text)
        guard parsed.invalid.isEmpty, parsed.specifiers.count == 1, let specifier = parsed.specifiers.first,
            specifier.variable == nil, specifier.position == nil, specifier.range == 0..<(text.unicodeScalars.count + 1)
        else { return nil }
        return specifier
    }

    /// The text with each `%#@V@` of a known type written as that type (`%N$#@V@` as `%N$type`).
    static func substitute(_ text: String, _ types: [String: String]) -> String {
        let parsed = FormatString(text)
        guard parsed.specifiers.contains(where: { $0.variable != nil }) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        for specifier in parsed.specifiers {
            guard let name = specifier.variable, let type = types[name] else { continue }
            result.append(contentsOf: scalars[index..<specifier.range.lowerBound])
            let position = specifier.position.map { "\($0)$" } ?? ""
            result.append(contentsOf: ("%" + position + type).unicodeScalars)
            index = specifier.range.upperBound
        }
        result.append(contentsOf: scalars[index...])
        return String(result)
    }

    /// The first specifier of a variant that takes the variable's argument with another class than
    /// its value type: a numbered one at the variable's position, or the only ordered one.
    static func mismatch(in text: String, position: Int, expected: FormatSpecifier) -> String? {
        let parsed = FormatString(text)
        let arguments = parsed.arguments.filter { parsed.specifiers[$0.specifierIndex].variable == nil }
        let numbered = arguments.filter { $0.isNumbered && $0.position == position }
        let ordered = arguments.filter { !$0.isNumbered }
        let candidates = arguments.contains(where: \.isNumbered) ? numbered : (ordered.count == 1 ? ordered : [])
        for argument in candidates where argument.argumentClass != expected.argumentClass {
            return parsed.specifiers[argument.specifierIndex].text
        }
        return nil
    }
}
