import Foundation
import Testing

@testable import Localization

/// French typography in the shipped fr table (French convention and CLDR): U+00A0 before “:” and inside
/// « », U+202F before “;” “!” “?”; never an ordinary space there, and never the sign glued to a word.
@Suite struct FrenchTypographyTests {
    /// The problems of one value, as readable descriptions; empty when it follows the rule.
    static func problems(_ value: String) -> [String] {
        let scalars = Array(value.unicodeScalars)
        var found: [String] = []
        for (index, scalar) in scalars.enumerated() {
            let previous = index > 0 ? scalars[index - 1] : nil
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            switch scalar {
            case ":":
                if previous == " " || previous == "\u{202F}" { found.append("space before “:” at \(index)") }
                // A colon glued to a word and followed by a space is a sentence colon without its space;
                // one inside a token (12:30, wav:PATH, file:line) is followed by no space.
                if let previous, previous.properties.isAlphabetic, next == " " {
                    found.append("no space before “:” at \(index)")
                }
            case ";", "!", "?":
                if previous == " " || previous == "\u{00A0}" {
                    found.append("wrong space before “\(scalar)” at \(index)")
                }
                if let previous, previous.properties.isAlphabetic, next == " " || next == nil {
                    found.append("no space before “\(scalar)” at \(index)")
                }
            case "«":
                if next != "\u{00A0}" { found.append("no U+00A0 after “«” at \(index)") }
            case "»":
                if previous != "\u{00A0}" { found.append("no U+00A0 before “»” at \(index)") }
            default:
                break
            }
        }
        return found
    }

    @Test func everyFrenchValueFollowsTheRule() throws {
        let document = try ShippedTablesTests.table("fr")
        #expect(document.entries.count > 500)
        for entry in document.entries {
            let found = Self.problems(entry.value)
            #expect(found.isEmpty, "fr \(entry.key) = \(entry.value): \(found)")
        }
    }

    @Test(arguments: [
        ("Sélectionné : %@", false), ("Sélectionné\u{00A0}: %@", true), ("a\u{202F}; b", true), ("a ; b", false),
        ("« x »", false), ("«\u{00A0}x\u{00A0}»", true), ("Erreur: x", false), ("wav:PATH à 12:30", true),
        ("Vraiment\u{202F}?", true), ("Vraiment?", false),
    ])
    func theRuleCatchesEachFault(value: String, follows: Bool) {
        #expect(Self.problems(value).isEmpty == follows)
    }
}
