import Testing

@testable import Accessibility

@Suite struct AccessibilityTraitsTests {
    /// The trait names of cli.md, in its order.
    static let cliNames = [
        "button", "link", "image", "selected", "playsSound", "keyboardKey", "staticText", "summaryElement",
        "notEnabled", "updatesFrequently", "searchField", "startsMediaSession", "adjustable",
        "allowsDirectInteraction", "causesPageTurn", "header", "tabBar", "supportsZoom", "backButton",
        "switchButton", "textEntry", "secureTextField", "isEditing", "tab",
    ]

    @Test func nameTableListsEveryTraitOfTheSpecInItsOrder() {
        #expect(AccessibilityTraits.allNames == Self.cliNames)
    }

    @Test func everyTraitHasItsOwnBit() {
        let bits = AccessibilityTraits.canonicalOrder.map(\.trait.rawValue)
        #expect(Set(bits).count == bits.count)
        #expect(bits.allSatisfy { $0.nonzeroBitCount == 1 })
        #expect(AccessibilityTraits.all.rawValue.nonzeroBitCount == Self.cliNames.count)
    }

    @Test(arguments: cliNames)
    func nameRoundTrips(name: String) throws {
        let trait = try #require(AccessibilityTraits(name: name))
        #expect(trait.name == name)
        #expect(trait.names == [name])
    }

    @Test(arguments: ["Button", "BUTTON", "", " button", "buttons", "tabbar", "UIAccessibilityTraitButton"])
    func unknownOrMiscasedNameIsNil(name: String) {
        #expect(AccessibilityTraits(name: name) == nil)
    }

    @Test func namesComeInCanonicalOrderWhateverTheInsertionOrder() throws {
        let traits = try #require(AccessibilityTraits(names: ["tab", "header", "button", "selected"]))
        #expect(traits.names == ["button", "selected", "header", "tab"])
        #expect(traits.description == "[button, selected, header, tab]")
    }

    @Test func setWithAnUnknownNameIsNil() {
        #expect(AccessibilityTraits(names: ["button", "bogus"]) == nil)
    }

    @Test func nameOfSetsOtherThanOneTraitIsNil() {
        #expect(AccessibilityTraits().name == nil)
        #expect(AccessibilityTraits([.button, .link]).name == nil)
    }

    @Test func unnamedBitsAreKeptButNotNamed() {
        let traits = AccessibilityTraits(rawValue: 1 << 40 | AccessibilityTraits.link.rawValue)
        #expect(traits.names == ["link"])
        #expect(traits.contains(AccessibilityTraits(rawValue: 1 << 40)))
    }
}
