import Accessibility

/// The library's screens as the audit reads them (audit.md §1.1): the CLI implements it over the
/// Screens layer, tests with fixed trees. Each screen is named as on the command line (`home`,
/// `item/ID`, `photo/ID/tags`).
public protocol ScreenLibrary {
    /// The screens to audit, in the order of audit.md §1.1 (items and photos in list order):
    /// every screen when `names` is nil, else the named ones in that order.
    ///
    /// - Throws: when the library cannot be read or a name names no screen (exit 2).
    func screenNames(selecting names: [String]?) throws -> [String]

    /// The tree of one screen in a locale, exactly as `inspect SCREEN --json` prints it there.
    func tree(of screen: String, locale: String) throws -> AccessibilityTree
}
