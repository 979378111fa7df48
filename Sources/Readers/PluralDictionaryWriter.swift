/// Writes plural dictionaries (`.stringsdict`, XML plist) of one plural variable per entry, as
/// generated projects need them (`lector-bench`, tests). Text is escaped for XML.
public enum PluralDictionaryWriter {
    /// The file extension of plural dictionaries.
    public static let fileExtension = "stringsdict"

    /// One entry: `key`, whose format is the variable alone, and the variable's variants.
    public struct Entry: Sendable, Hashable {
        /// The top-level key.
        public var key: String
        /// The variable's name.
        public var variable: String
        /// `NSStringFormatValueTypeKey` (`ld`).
        public var valueType: String
        /// Category (or exact count) → text, in order.
        public var variants: [(name: String, text: String)]

        /// Creates an entry.
        public init(key: String, variable: String, valueType: String, variants: [(name: String, text: String)]) {
            self.key = key
            self.variable = variable
            self.valueType = valueType
            self.variants = variants
        }

        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.key == rhs.key && lhs.variable == rhs.variable && lhs.valueType == rhs.valueType
                && lhs.variants.map(\.name) == rhs.variants.map(\.name)
                && lhs.variants.map(\.text) == rhs.variants.map(\.text)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(key)
            hasher.combine(variable)
        }
    }

    /// The XML plist of the entries.
    public static func xml(_ entries: [Entry]) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        for entry in entries {
            text += "\t<key>\(escaped(entry.key))</key>\n\t<dict>\n"
            text += "\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@\(escaped(entry.variable))@</string>\n"
            text += "\t\t<key>\(escaped(entry.variable))</key>\n\t\t<dict>\n"
            text += "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
            text += "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>\(escaped(entry.valueType))</string>\n"
            for variant in entry.variants {
                text += "\t\t\t<key>\(escaped(variant.name))</key>\n\t\t\t<string>\(escaped(variant.text))</string>\n"
            }
            text += "\t\t</dict>\n\t</dict>\n"
        }
        return text + "</dict>\n</plist>\n"
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
