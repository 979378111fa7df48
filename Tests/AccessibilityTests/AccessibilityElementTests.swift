import Foundation
import Testing

@testable import Accessibility

@Suite struct AccessibilityElementTests {
    struct FocusCase: CustomTestStringConvertible, Sendable {
        let name: String
        let element: AccessibilityElement
        let isFocusable: Bool
        var testDescription: String { name }
    }

    static let focusCases: [FocusCase] = [
        FocusCase(name: "empty grouping node", element: AccessibilityElement(), isFocusable: false),
        FocusCase(name: "label", element: AccessibilityElement(label: "Save"), isFocusable: true),
        FocusCase(name: "value only", element: AccessibilityElement(value: "3"), isFocusable: true),
        FocusCase(name: "hint only", element: AccessibilityElement(hint: "Adds an item."), isFocusable: true),
        FocusCase(name: "trait only", element: AccessibilityElement(traits: .image), isFocusable: true),
        FocusCase(
            name: "empty strings are empty", element: AccessibilityElement(label: "", value: "", hint: ""),
            isFocusable: false),
        FocusCase(
            name: "identifier, language, ipa do not count",
            element: AccessibilityElement(identifier: "x", language: "de", ipa: "a"), isFocusable: false),
        FocusCase(
            name: "list container with label", element: AccessibilityElement(label: "Items", container: .list),
            isFocusable: false),
        FocusCase(
            name: "landmark container", element: AccessibilityElement(traits: .header, container: .landmark),
            isFocusable: false),
        FocusCase(
            name: "explicit none container", element: AccessibilityElement(label: "A", container: .none),
            isFocusable: true),
        FocusCase(
            name: "tabBar trait with label", element: AccessibilityElement(label: "Tabs", traits: .tabBar),
            isFocusable: false),
        FocusCase(
            name: "isElement true overrides empty", element: AccessibilityElement(isElement: true),
            isFocusable: true),
        FocusCase(
            name: "isElement false overrides label", element: AccessibilityElement(label: "Deco", isElement: false),
            isFocusable: false),
        FocusCase(
            name: "isElement true overrides container",
            element: AccessibilityElement(label: "Grid", isElement: true, container: .table), isFocusable: true),
    ]

    @Test(arguments: focusCases)
    func isFocusableFollowsTheDefaultRule(_ testCase: FocusCase) {
        #expect(testCase.element.isFocusable == testCase.isFocusable)
    }

    @Test(arguments: [
        (ContainerKind.none, AccessibilityTraits(), ContainerKind.none),
        (.list, AccessibilityTraits(), .list),
        (.none, .tabBar, .tabBar),
        (.table, .tabBar, .table),
        (.landmark, .button, .landmark),
    ])
    func contextKindPrefersTheContainerOverTheTabBarTrait(
        container: ContainerKind, traits: AccessibilityTraits, expected: ContainerKind
    ) {
        let element = AccessibilityElement(traits: traits, container: container)
        #expect(element.contextKind == expected)
        #expect(element.providesContext == (expected != .none))
    }

    @Test func equalityComparesEveryFieldAndTheSubtree() {
        let base = AccessibilityElement(label: "A", children: [AccessibilityElement(label: "B")])
        var other = base
        #expect(base == other)
        #expect(base.hashValue == other.hashValue)
        other.children[0].label = "C"
        #expect(base != other)
        other = base
        other.children.append(AccessibilityElement())
        #expect(base != other)
        other = base
        other.isElement = false
        #expect(base != other)
    }

    @Test func absentAndEmptyStringsAreDifferentValues() {
        #expect(AccessibilityElement(label: nil) != AccessibilityElement(label: ""))
    }

    @Test func deepTreesCompareAndHashWithoutRecursion() {
        let depth = 10_000
        let first = Self.chain(depth: depth)
        let second = Self.chain(depth: depth)
        // Compared outside #expect, which would describe the operands by reflection, recursively.
        #expect(first == second)
        let equal = first == second
        let sameHash = first.hashValue == second.hashValue
        #expect(equal)
        #expect(sameHash)
        var third = Self.chain(depth: depth - 1)
        third = AccessibilityElement(label: "other", children: [third])
        let unequal = first != third
        #expect(unequal)
    }

    @Test func codableFollowsTheSchema() throws {
        let element = AccessibilityElement(
            label: "Save", traits: [.header, .button], isElement: true, container: .list,
            children: [AccessibilityElement(value: "1")])
        let data = try JSONEncoder().encode(element)
        let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["traits"] as? [String] == ["button", "header"])
        #expect(object["container"] as? String == "list")
        #expect(object["hint"] == nil)
        #expect(try JSONDecoder().decode(AccessibilityElement.self, from: data) == element)
    }

    @Test func codableRejectsAnUnknownTrait() {
        let data = Data(#"{"traits": ["buton"]}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(AccessibilityElement.self, from: data) }
    }

    /// A chain of `depth` nested elements, built without recursion.
    static func chain(depth: Int) -> AccessibilityElement {
        var element = AccessibilityElement(label: "leaf")
        for _ in 0..<depth {
            element = AccessibilityElement(label: "level", children: [element])
        }
        return element
    }
}
