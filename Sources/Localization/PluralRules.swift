import Core

/// Lector's own table of CLDR cardinal plural rules (localization.md §5).
///
/// Foundation has no public API for plural categories, and production code never calls ICU.
/// A test cross-checks this table against ICU.
public struct PluralRules: Sendable, Hashable {
    /// The language whose rules these are (`en`, `de`, `es`, `fr`, `ja`, `ar`).
    public let language: String

    /// The rules of a language tag or folder name (`de-AT`, `de_AT`); `nil` when Lector has no
    /// row for the language. Both pseudo-locales (`en-XA`, `ar-XB`) use the en rules.
    public init?(language tag: String) {
        var language = LanguageTag.language(of: tag)
        if PseudoLocalizer(tag: tag) != nil { language = "en" }
        guard Self.categoriesByLanguage[language] != nil else { return nil }
        self.language = language
        switch language {
        case "en", "de": rule = .oneOrOther
        case "es": rule = .spanish
        case "fr": rule = .french
        case "ar": rule = .arabic
        default: rule = .otherOnly
        }
    }

    /// The row of ``language``, chosen once (a count is categorized without comparing language names).
    private enum Rule: Sendable, Hashable {
        case oneOrOther, spanish, french, arabic, otherOnly
    }

    private let rule: Rule

    /// The languages that have a row.
    public static var languages: Set<String> { Set(categoriesByLanguage.keys) }

    /// The categories this language selects, in CLDR order.
    public var categories: [PluralCategory] { Self.categoriesByLanguage[language] ?? [.other] }

    /// The category of an integer count.
    public func category(for count: Int) -> PluralCategory {
        category(for: Double(count))
    }

    /// The category of a number; a whole-valued `Double` counts as an integer (`1.0` is `1`).
    public func category(for number: Double) -> PluralCategory {
        guard number.isFinite else { return .other }
        let n = number.magnitude
        let i = n.rounded(.towardZero)
        let whole = i == n
        switch rule {
        case .oneOrOther:
            return i == 1 && whole ? .one : .other
        case .spanish:
            if n == 1 { return .one }
            return Self.isMillions(i, whole: whole) ? .many : .other
        case .french:
            if i == 0 || i == 1 { return .one }
            return Self.isMillions(i, whole: whole) ? .many : .other
        case .arabic:
            if n == 0 { return .zero }
            if n == 1 { return .one }
            if n == 2 { return .two }
            guard whole else { return .other }
            let hundreds = n.truncatingRemainder(dividingBy: 100)
            if (3...10).contains(hundreds) { return .few }
            if (11...99).contains(hundreds) { return .many }
            return .other
        case .otherOnly:
            return .other
        }
    }

    /// many in es and fr: v = 0, i ≠ 0, i mod 1,000,000 = 0.
    private static func isMillions(_ i: Double, whole: Bool) -> Bool {
        whole && i != 0 && i.truncatingRemainder(dividingBy: 1_000_000) == 0
    }

    private static let categoriesByLanguage: [String: [PluralCategory]] = [
        "en": [.one, .other],
        "de": [.one, .other],
        "es": [.one, .many, .other],
        "fr": [.one, .many, .other],
        "ja": [.other],
        "ar": [.zero, .one, .two, .few, .many, .other],
    ]
}
