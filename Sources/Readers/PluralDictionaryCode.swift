/// The rule IDs and the `TableDiagnostic.code`s of the plural dictionary reader: the audit words
/// each code from its strings tables.
public enum PluralDictionaryCode {
    /// The rule of a file that cannot be read as a plural dictionary at all.
    public static let syntaxRule = "strings.syntax"
    /// The rule of a readable plural dictionary that does not follow the format.
    public static let formatRule = "strings.plural-format"

    // MARK: - strings.syntax

    /// Neither an XML nor a binary property list, or XML that does not parse as one.
    public static let notPlist = "plural.not-plist"
    /// An XML property list declaring an entity (refused: entities can reach outside files).
    public static let entityDeclared = "plural.entity-declared"
    /// A damaged binary property list; details: the byte offset.
    public static let binaryDamaged = "plural.binary-damaged"
    /// The root is not a dictionary.
    public static let rootNotDictionary = "plural.root-not-dictionary"
    /// A top-level value that is not a dictionary; key: the top-level key.
    public static let entryNotDictionary = "plural.entry-not-dictionary"

    // MARK: - strings.plural-format

    /// An entry without `NSStringLocalizedFormatKey`.
    public static let formatKeyMissing = "plural.format-key-missing"
    /// A value that should be a string is not; details: the member's name.
    public static let notString = "plural.not-string"
    /// `%#@V@` names no variable of the entry; details: V.
    public static let variableUndefined = "plural.variable-undefined"
    /// A variable the format never references; details: V.
    public static let variableUnused = "plural.variable-unused"
    /// `NSStringFormatSpecTypeKey` missing or other than `NSStringPluralRuleType`; details: V, the value.
    public static let specTypeInvalid = "plural.spec-type-invalid"
    /// `NSStringFormatValueTypeKey` missing; details: V.
    public static let valueTypeMissing = "plural.value-type-missing"
    /// `NSStringFormatValueTypeKey` that is not one specifier without `%`; details: V, the value.
    public static let valueTypeInvalid = "plural.value-type-invalid"
    /// A variable with no variant at all; details: V.
    public static let noVariants = "plural.no-variants"
    /// A variant whose specifier takes another class of argument than the value type; details:
    /// V, the variant, the specifier, the value type.
    public static let variantTypeMismatch = "plural.variant-type-mismatch"
    /// An argument a variable reads as a number (its value type) to choose its variant, which another specifier
    /// prints as an object (`%1$@`); details: V, the specifier, the argument's position, and `same` when every
    /// variant of V has the same text (so the misread number changes nothing) or `different`.
    public static let selectorPrintedAsObject = "plural.selector-printed-as-object"

    /// The format codes, in the order the rule documents them.
    public static let formatCodes: [String] = [
        formatKeyMissing, notString, variableUndefined, variableUnused, specTypeInvalid,
        valueTypeMissing, valueTypeInvalid, noVariants, variantTypeMismatch, selectorPrintedAsObject,
    ]

    /// The syntax codes.
    public static let syntaxCodes: [String] = [
        notPlist, entityDeclared, binaryDamaged, rootNotDictionary, entryNotDictionary,
    ]
}
