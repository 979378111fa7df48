import Localization

extension StringsFileContext {
    /// The reader's diagnostics of this file that belong to a rule, in file order.
    public func diagnostics(of rule: any StringsRule) -> [TableDiagnostic] {
        index?.document.diagnostics.filter { $0.rule == rule.id } ?? []
    }

    /// A finding of a rule at a reader diagnostic's position (none when its line is 0).
    public func finding(
        _ rule: any StringsRule, severity: Severity? = nil, diagnostic: TableDiagnostic, message: String
    ) -> Finding {
        let location = FileLocation(
            file: path, line: diagnostic.line > 0 ? diagnostic.line : nil,
            column: diagnostic.column > 0 ? diagnostic.column : nil, key: diagnostic.key)
        return finding(rule, severity: severity, at: .file(location), message: message)
    }
}
