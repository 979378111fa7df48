import Accessibility
import Audit
import Foundation

/// A library of fixed screens for the auditor's tests: each screen's tree is the same JSON in every
/// locale, with `{locale}` replaced by the pass locale.
final class FixedScreens: ScreenLibrary {
    let screens: [(name: String, json: String)]
    private(set) var built: [String] = []

    init(_ screens: [(name: String, json: String)]) {
        self.screens = screens
    }

    struct Unknown: Error {}

    func screenNames(selecting names: [String]?) throws -> [String] {
        guard let names else { return screens.map(\.name) }
        for name in names where !screens.contains(where: { $0.name == name }) { throw Unknown() }
        return names
    }

    func tree(of screen: String, locale: String) throws -> AccessibilityTree {
        guard let json = screens.first(where: { $0.name == screen })?.json else { throw Unknown() }
        built.append("\(screen) \(locale)")
        return try AccessibilityTree(decoding: Data(json.replacingOccurrences(of: "{locale}", with: locale).utf8))
    }
}
