import Accessibility
import Audit

/// The library's screens for `lector audit` (the Screens layer; filled in when it is merged).
struct AuditLibrary: ScreenLibrary {
    static func open(options: GlobalOptions, session: Session) throws -> AuditLibrary {
        AuditLibrary()
    }

    func screenNames(selecting names: [String]?) throws -> [String] {
        if let first = names?.first { throw AuditScreenError.unknownScreen(first) }
        return []
    }

    func tree(of screen: String, locale: String) throws -> AccessibilityTree {
        throw AuditScreenError.unknownScreen(screen)
    }
}
