/// The one-line form of a finding, shared by the text report and the JUnit failure bodies
/// (audit.md §5.3): `SEVERITY RULE LOCATION: MESSAGE`.
public enum FindingLine {
    /// The longest label shown in a location, in characters (the last one is `…`).
    static let labelLimit = 40

    /// `error strings.duplicate-key DIR/de.lproj/Localizable.strings:8:1 "button.add.hint": message`.
    public static func text(_ finding: Finding) -> String {
        "\(finding.severity.reportWord) \(finding.rule) \(location(finding.location)): \(finding.message)"
    }

    /// `SCREEN:PATH [IDENTIFIER]`, `SCREEN:PATH "LABEL"`, or `FILE:LINE:COLUMN "KEY"`; an element
    /// read from a storyboard or dump adds its source: `SCREEN:PATH (FILE:LINE OBJECT-ID) "LABEL"`.
    public static func location(_ location: FindingLocation) -> String {
        switch location {
        case .element(let element):
            var text = "\(element.screen):\(element.path)"
            if element.line != nil || element.objectID != nil {
                var source = element.file ?? element.screen
                if let line = element.line { source += ":\(line)" }
                if let objectID = element.objectID { source += " \(objectID)" }
                text += " (\(source))"
            }
            if let identifier = element.identifier, !identifier.isEmpty {
                text += " [\(identifier)]"
            } else if let label = element.label, !label.isEmpty {
                text += " \"\(cut(label))\""
            }
            return text
        case .file(let file):
            var text = file.file
            if let line = file.line {
                text += ":\(line)"
                if let column = file.column { text += ":\(column)" }
            }
            if let key = file.key { text += " \"\(key)\"" }
            return text
        }
    }

    private static func cut(_ label: String) -> String {
        guard label.count > labelLimit else { return label }
        return String(label.prefix(labelLimit - 1)) + "…"
    }
}
