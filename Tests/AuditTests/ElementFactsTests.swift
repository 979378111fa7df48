import Accessibility
import Benchmarks
import TestSupport
import Testing

@testable import Audit

/// The runner skips a rule on an element that lacks one of the rule's required facts (issue 20):
/// each rule must then really add nothing there, and the runner must give what calling every rule
/// on every element gives.
@Suite struct ElementFactsTests {
    /// Every non-speech rule of the element audit (element and screen rules).
    static let auditRules = RuleRegistry.elementRules.filter { $0.family != "speech" }
    /// The element rules among them.
    static let rules = auditRules.compactMap { $0 as? any ElementRule }

    /// Generated screens with every kind of element: languages with and without word lists, secure
    /// fields, tab bars, frames, markup, hints, values; and the benchmark tree.
    static func screens() -> [(name: String, tree: AccessibilityTree)] {
        [
            ("mixed-1", ElementAuditTests.mixedScreen(elements: 2_000, seed: 11)),
            ("mixed-2", ElementAuditTests.mixedScreen(elements: 9_000, seed: 12)),
            ("edges", edgeScreen()),
            ("bench", AccessibilityTree(root: AuditBenchmarkTree.make(elements: 2_000))),
        ]
    }

    /// Elements made of texts and traits that sit on the edge of each fact.
    static func edgeScreen() -> AccessibilityTree {
        var random = SeededGenerator(seed: 7)
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        let texts: [String?] = [
            nil, "", " ", "\u{200B}", "...", "x", "Play", "play button", "<b>Bold</b>", "Fish & Chips", "&amp;",
            "IMG_0042.JPG", "1", "0", "2", " 1 ", "3 photos", "No description", "No description, Beach", "Selected",
            "Double tap to open", "Opens the photo.", "https://example.com", "Weiter", "写真", "صورة", "Close.",
        ]
        let traits: [AccessibilityTraits] = [
            [], .button, .link, .image, .header, .staticText, .adjustable, .switchButton, [.button, .switchButton],
            .textEntry, .secureTextField, [.textEntry, .secureTextField], .searchField, .isEditing, [.button, .link],
            [.button, .adjustable], [.notEnabled, .button], .tab, .keyboardKey, [.header, .staticText],
            [.image, .button],
        ]
        let frames: [ElementFrame?] = [
            nil, ElementFrame(x: 0, y: 0, width: 20, height: 20),
            ElementFrame(x: 0, y: 0, width: 51, height: 31), ElementFrame(x: 0, y: 0, width: 44, height: 44),
        ]
        let languages: [String?] = [nil, "de", "ja", "ar", "sv", "pt"]
        var rows: [AccessibilityElement] = []
        for _ in 0..<3_000 {
            rows.append(
                AccessibilityElement(
                    label: pick(texts), value: pick(texts), hint: pick(texts),
                    traits: pick(traits), identifier: nil, language: pick(languages), frame: pick(frames)))
        }
        let tabs = AccessibilityElement(label: "Tabs", container: .tabBar, children: Array(rows.prefix(300)))
        return AccessibilityTree(root: AccessibilityElement(label: "Edges", children: [tabs] + rows.dropFirst(300)))
    }

    @Test func aRuleAddsNothingToAnElementWithoutItsRequiredFacts() throws {
        let strings = try StringsTables.english()
        var skippedCalls = 0
        for (name, tree) in Self.screens() {
            let screen = ScreenContext(
                screen: AuditScreen(name: name, tree: tree, isTreeFile: true), passLocale: "en", strings: strings,
                cache: TextCache())
            for node in screen.elementNodes {
                let element = screen.element(node)
                for rule in Self.rules where !element.facts.isSuperset(of: rule.requiredFacts) {
                    var output = ElementOutput()
                    rule.check(element, into: &output)
                    #expect(output.findings.isEmpty, "\(rule.id) on \(name) node \(node)")
                    #expect(output.skipped.isEmpty, "\(rule.id) on \(name) node \(node)")
                    skippedCalls += 1
                }
            }
        }
        // Most calls are skipped: the masks really apply.
        #expect(skippedCalls > 100_000)
    }

    @Test func theFactsAreWhatTheContextSays() throws {
        let strings = try StringsTables.english()
        for (name, tree) in Self.screens() {
            let screen = ScreenContext(
                screen: AuditScreen(name: name, tree: tree, isTreeFile: true), passLocale: "en", strings: strings,
                cache: TextCache())
            for node in screen.elementNodes {
                let element = screen.element(node)
                let facts = element.facts
                #expect(facts.contains(.usableName) == !element.hasNoUsableName)
                #expect(facts.contains(.labelNotBlank) == !element.label.isBlank)
                #expect(facts.contains(.hintNotBlank) == !element.hint.isBlank)
                #expect(facts.contains(.valueNotBlank) == !element.value.isBlank)
                #expect(facts.contains(.valueHasText) == element.value.hasText)
                #expect(facts.contains(.hasTraitRows) == !element.traitRows.isEmpty)
                #expect(facts.contains(.notTextDisplaying) == !element.isTextDisplaying)
                #expect(facts.contains(.labelMissing) == element.labelIsMissing)
                #expect(facts.contains(.labelWhitespace) == element.labelIsWhitespace)
                #expect(facts.contains(.headingEmpty) == element.headingIsEmpty)
                #expect(facts.contains(.hasFrame) == (element.frame != nil))
                #expect(facts.contains(.hasGivenValue) == (element.element.value != nil))
                #expect(
                    facts.contains(.enabledActionable)
                        == (element.isActionable && !element.traits.contains(.notEnabled)))
                #expect(facts.contains(.conflictingTraits) == !TraitsConflict.conflicting(element.traits).isEmpty)
            }
        }
    }

    /// The context reads its element's value once, into a local, and keeps its analysed texts in
    /// locals while it works out the facts (issue 20, sixth pass: reading the value again for
    /// `hasGivenValue` copied the whole node): the analysed label, value (its bullets on a secure
    /// field) and hint must still be the cache's analyses of the element's own, and `hasGivenValue`
    /// whether the element has a value at all.
    @Test func theValueReadOnceIsTheElementsValue() throws {
        let strings = try StringsTables.english()
        var secureWithValue = 0
        for (name, tree) in Self.screens() {
            let screen = ScreenContext(
                screen: AuditScreen(name: name, tree: tree, isTreeFile: true), passLocale: "en", strings: strings,
                cache: TextCache())
            for node in screen.elementNodes {
                let context = screen.element(node)
                let element = tree.nodes[node].element
                let isSecure = element.traits.contains(.secureTextField)
                let given = isSecure ? element.redacted.value : element.value
                if isSecure, element.value != nil { secureWithValue += 1 }
                #expect(
                    context.value === context.cache.analyse(given, language: context.language), "\(name) node \(node)")
                #expect(
                    context.label === context.cache.analyse(element.label, language: context.language),
                    "\(name) node \(node)")
                #expect(
                    context.hint === context.cache.analyse(element.hint, language: context.language),
                    "\(name) node \(node)")
                #expect(context.facts.contains(.hasGivenValue) == (element.value != nil), "\(name) node \(node)")
            }
        }
        #expect(secureWithValue > 50)
    }

    @Test(arguments: [1, 2])
    func theRunnerGivesWhatEveryRuleOnEveryElementGives(workers: Int) throws {
        let strings = try StringsTables.english()
        for (name, tree) in Self.screens() {
            let audit = ElementAudit(rules: Self.auditRules, workers: workers)
            let result = audit.run(
                AuditScreen(name: name, tree: tree, isTreeFile: true), passLocale: "en", strings: strings,
                cache: TextCache())
            let screen = ScreenContext(
                screen: AuditScreen(name: name, tree: tree, isTreeFile: true), passLocale: "en", strings: strings,
                cache: TextCache())
            var output = ElementOutput()
            let elements = screen.elementNodes.map(screen.element)
            for element in elements {
                for rule in audit.elementRules { rule.check(element, into: &output) }
            }
            for rule in audit.screenRules { rule.check(screen, elements: elements, into: &output) }
            #expect(result.findings == ElementAudit.ordered(output.findings), "\(name)")
            #expect(result.skipped == output.skipped, "\(name)")
        }
    }
}

/// The camera-name test's early rejection by its first two letters gives what the full test gives.
@Suite struct CameraNameFastPathTests {
    /// The full test of audit.md §4.2 item 7, without the early rejection.
    static func fullTest(_ scalars: [Unicode.Scalar]) -> Bool {
        guard let first = scalars.first, "IDPGMSVidpgmsv".unicodeScalars.contains(first) else { return false }
        let upper = String(String.UnicodeScalarView(scalars)).uppercased()
        let text = Array(upper.unicodeScalars)
        for prefix in IdentifierShapes.cameraPrefixes where upper.hasPrefix(prefix) {
            var index = prefix.unicodeScalars.count
            if index < text.count, text[index] == "_" || text[index] == "-" { index += 1 }
            var digits = 0
            while index < text.count, ("0"..."9").contains(text[index]) {
                digits += 1
                index += 1
            }
            if digits >= 3 { return true }
        }
        for prefix in ["SCREENSHOT", "SCREEN SHOT"] where upper.hasPrefix(prefix) {
            var index = prefix.unicodeScalars.count
            if index < text.count, text[index] == " " || text[index] == "_" { index += 1 }
            if index < text.count, ("0"..."9").contains(text[index]) { return true }
        }
        return false
    }

    @Test func theEarlyRejectionAgreesWithTheFullTest() {
        var random = SeededGenerator(seed: 20)
        let pieces = [
            "IMG", "img", "Img_", "DSC", "dscn", "DSCF", "gopr", "PXL_", "dji", "Sam", "VID-", "MVIMG", "Screenshot",
            "screen shot ", "S", "D", "ſc", "ı", "I", "P", "Painted", "Small", "Vintage", "Golden", "_", "-", " ", "0",
            "12",
            "345", "6789", "é", "\u{0307}", "ß", "x", "Mv",
        ]
        var matches = 0
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<(1 + Int(random.next() % 4)) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
            let scalars = Array(text.unicodeScalars)
            let full = Self.fullTest(scalars)
            #expect(IdentifierShapes.isCameraName(scalars) == full, "\(text)")
            if full { matches += 1 }
        }
        #expect(matches > 200)
    }
}
