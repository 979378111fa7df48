import Core
import Foundation
import Localization
import PropertyLists

/// Reads plural dictionaries (`.stringsdict`, XML or binary plist) into the audit's table model
/// (audit.md §2.5, "Sources"): a ``StringsDocument`` of format `.pluralDictionary` whose entries
/// are the format of each key and one variant key `K.V.C` per variant, and whose diagnostics are
/// what the file's structure gets wrong.
///
/// Bad content never throws: it becomes diagnostics (rules `strings.syntax` and
/// `strings.plural-format`, codes in ``PluralDictionaryCode``) inside the document.
public enum PluralDictionaryReader {
    /// The largest file read, as for `.strings` files.
    public static let byteLimit = 8 * 1024 * 1024

    /// Reads a plural dictionary file.
    ///
    /// - Parameter file: the name findings and errors use.
    /// - Throws: a `LocalizationError` of kind `.unreadable` when the file cannot be read.
    public static func read(_ url: URL, file: String) throws(LocalizationError) -> StringsDocument {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        if let size = attributes?[.size] as? Int, size > byteLimit {
            var document = StringsDocument(
                file: file, entries: [],
                errors: [
                    LocalizationError(
                        kind: .encoding, file: file, line: 1, column: 1,
                        message: "file is larger than 8 MiB (\(size) bytes)")
                ])
            document.format = .pluralDictionary
            return document
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw LocalizationError(
                kind: .unreadable, file: file,
                message: "cannot read the plural dictionary; check that the file exists and is readable")
        }
        return parse([UInt8](data), file: file)
    }

    /// Parses the bytes of a plural dictionary into a table document.
    public static func parse(_ bytes: [UInt8], file: String) -> StringsDocument {
        var diagnostics: [TableDiagnostic] = []
        let dictionary = dictionary(bytes, diagnostics: &diagnostics)
        var document = dictionary.document(file: file, readerDiagnostics: diagnostics)
        document.format = .pluralDictionary
        return document
    }

    /// Parses the bytes of a plural dictionary into its model, appending the `strings.syntax`
    /// diagnostics of what could not be read (an empty model when the file is no plist).
    public static func dictionary(_ bytes: [UInt8], diagnostics: inout [TableDiagnostic]) -> PluralDictionary {
        let parsed: Result<PlistNode, PlistFailure>
        if bytes.starts(with: Array("bplist".utf8)) {
            parsed = BinaryPlistParser.parse(bytes).mapError {
                PlistFailure(code: PluralDictionaryCode.binaryDamaged, details: [String($0.offset)])
            }
        } else if looksLikeXML(bytes) {
            parsed = XMLPlistParser.parse(bytes).mapError { failure in
                let code =
                    switch failure.kind {
                    case .notPlist: PluralDictionaryCode.notPlist
                    case .entityDeclared: PluralDictionaryCode.entityDeclared
                    }
                return PlistFailure(code: code, line: failure.line, column: failure.column)
            }
        } else {
            parsed = .failure(PlistFailure(code: PluralDictionaryCode.notPlist, line: 1, column: 1))
        }
        switch parsed {
        case .failure(let failure):
            diagnostics.append(
                TableDiagnostic(
                    rule: PluralDictionaryCode.syntaxRule, code: failure.code, line: failure.line,
                    column: failure.column,
                    details: failure.details))
            return PluralDictionary(entries: [])
        case .success(let root):
            return model(root, diagnostics: &diagnostics)
        }
    }

    /// Whether the bytes start, after an optional UTF-8 byte-order mark and white space, with `<`.
    private static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<")
    }

    // MARK: - The model

    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRuleType = "NSStringPluralRuleType"

    private static func model(_ root: PlistNode, diagnostics: inout [TableDiagnostic]) -> PluralDictionary {
        guard let members = root.members else {
            diagnostics.append(
                TableDiagnostic(
                    rule: PluralDictionaryCode.syntaxRule, code: PluralDictionaryCode.rootNotDictionary,
                    line: root.line,
                    column: root.column))
            return PluralDictionary(entries: [])
        }
        var entries: [PluralDictionary.Entry] = []
        for member in members {
            guard let body = member.value.members else {
                diagnostics.append(
                    TableDiagnostic(
                        rule: PluralDictionaryCode.syntaxRule, code: PluralDictionaryCode.entryNotDictionary,
                        line: member.line, column: member.column, key: member.key))
                continue
            }
            var entry = PluralDictionary.Entry(
                key: member.key, line: member.line, column: member.column, formatKey: nil, variables: [],
                unknownKeys: [])
            for item in body {
                if item.key == formatKey {
                    if let text = item.value.string {
                        entry.formatKey = PluralDictionary.Text(text, line: item.value.line, column: item.value.column)
                    } else {
                        diagnostics.append(notString(item, key: member.key, name: formatKey))
                    }
                } else if let variableMembers = item.value.members {
                    entry.variables.append(variable(item, variableMembers, key: member.key, diagnostics: &diagnostics))
                } else {
                    entry.unknownKeys.append(PluralDictionary.Text(item.key, line: item.line, column: item.column))
                }
            }
            entries.append(entry)
        }
        return PluralDictionary(entries: entries)
    }

    private static func variable(
        _ item: PlistNode.Member, _ members: [PlistNode.Member], key: String, diagnostics: inout [TableDiagnostic]
    ) -> PluralDictionary.Variable {
        var variable = PluralDictionary.Variable(
            name: item.key, line: item.line, column: item.column, specType: nil, valueType: nil, variants: [],
            unknownKeys: [])
        for member in members {
            let text = member.value.string.map {
                PluralDictionary.Text($0, line: member.value.line, column: member.value.column)
            }
            let isVariant =
                PluralCategory(rawValue: member.key) != nil
                || (!member.key.isEmpty && member.key.utf8.allSatisfy { (0x30...0x39).contains($0) })
            switch member.key {
            case specTypeKey, valueTypeKey:
                guard let text else {
                    diagnostics.append(notString(member, key: key, name: item.key + "." + member.key))
                    continue
                }
                if member.key == specTypeKey { variable.specType = text } else { variable.valueType = text }
            case _ where isVariant:
                guard let text else {
                    diagnostics.append(notString(member, key: key, name: item.key + "." + member.key))
                    continue
                }
                variable.variants.append(
                    PluralDictionary.Variant(
                        name: member.key, value: text, keyLine: member.line, keyColumn: member.column))
            default:
                variable.unknownKeys.append(PluralDictionary.Text(member.key, line: member.line, column: member.column))
            }
        }
        return variable
    }

    private static func notString(_ member: PlistNode.Member, key: String, name: String) -> TableDiagnostic {
        TableDiagnostic(
            rule: PluralDictionaryCode.formatRule, code: PluralDictionaryCode.notString, line: member.line,
            column: member.column, key: key, details: [name])
    }
}
