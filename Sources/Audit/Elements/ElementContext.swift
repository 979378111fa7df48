import Accessibility
import Core
import Localization

/// Everything an element rule sees about one element: the element, its analysed texts, its
/// element locale with that language's word lists, and the facts the rules share (audit.md §1.3)
/// and the precedence of §1.4 reads.
public final class ElementContext {
    /// The screen.
    public let screen: ScreenContext
    /// The node index in traversal order.
    public let node: Int
    /// The element (read from the tree: a context keeps no copy of it).
    public var element: AccessibilityElement { screen.nodes[node].element }
    /// The element's frame, when it has one.
    var frame: ElementFrame? { screen.nodes[node].element.frame }
    /// The element's UIKit class, when its input named it.
    var control: ControlKind? { screen.nodes[node].element.control }
    /// The element locale: its own `language`, else the pass locale.
    public let locale: String
    /// The language subtag of ``locale`` (`de` for `de-AT`).
    public let language: String
    /// The compiled word lists of the element locale, nil when none ship.
    public let lists: CompiledWordLists?
    /// The label, value and hint, analysed.
    public let label: AnalysedText
    /// The value, analysed.
    public let value: AnalysedText
    /// The hint, analysed.
    public let hint: AnalysedText
    /// Whether the parent gives tab context (`container: "tabBar"`, or the `tabBar` trait).
    public let parentIsTabBar: Bool
    /// Rule 1 of §1.4: when one of the three fires, no other label rule, `hint.repeats-label` or
    /// `label.equals-hint` is reported (worked out once: most rules ask it of every element).
    public let hasNoUsableName: Bool
    /// The traits.
    public let traits: AccessibilityTraits
    /// ``traitRows`` as bits (``TraitWordRow/mask(_:)``), without building the list: 0 when there
    /// are no rows. The rules that depend on the rows ask it of every element.
    public let traitRowMask: UInt32
    /// The facts the rules test first (``ElementRule/requiredFacts``), worked out once.
    public let facts: ElementFacts

    /// The analysed texts this element's checks use (one cache per thread).
    let cache: TextCache

    init(screen: ScreenContext, node: Int, cache: TextCache) {
        self.screen = screen
        self.node = node
        self.cache = cache
        // The node is read in place: a copy of it would retain and release every field of its element.
        let nodes = screen.nodes
        traits = nodes[node].element.traits
        if let own = nodes[node].element.language, !own.isEmpty, own != screen.passLocale {
            locale = own
            language = LanguageTag.language(of: own)
            lists = WordLists.compiled(for: own)
        } else {
            locale = screen.passLocale
            language = screen.passLanguage
            lists = screen.passLists
        }
        // The analysed texts are kept in locals too: the precedence and the facts below read them
        // from the locals, where reading `self.label` retained and released it around each call.
        let label = cache.analyse(nodes[node].element.label, language: language)
        self.label = label
        // The given value, read once into a local: `nodes[node].element.value != nil` in the call to
        // `facts` below copied the whole node (every field of its element retained and released).
        let givenValue = nodes[node].element.value
        let hasGivenValue = givenValue != nil
        // A secure field's content never reaches a rule or a message: only its length, as bullets.
        let value: AnalysedText
        if traits.contains(.secureTextField) {
            value = cache.analyse(nodes[node].element.redacted.value, language: language)
        } else {
            value = cache.analyse(givenValue, language: language)
        }
        self.value = value
        let hint = cache.analyse(nodes[node].element.hint, language: language)
        self.hint = hint
        // `contextKind`, read field by field: calling it on the parent in place copied the parent's node.
        parentIsTabBar =
            nodes[node].parent.map { parent in
                let container = nodes[parent].element.container
                return container == .tabBar || (container == .none && nodes[parent].element.traits.contains(.tabBar))
            } ?? false
        let labelIsMissing = Self.labelIsMissing(traits, label, value)
        let labelIsWhitespace = Self.labelIsWhitespace(traits, label)
        let headingIsEmpty = Self.headingIsEmpty(traits, label)
        hasNoUsableName = labelIsMissing || labelIsWhitespace || headingIsEmpty
        traitRowMask = Self.traitRowMask(traits, parentIsTabBar: parentIsTabBar)
        facts = Self.facts(
            traits: traits, label: label, value: value, hint: hint, traitRowMask: traitRowMask,
            parentIsTabBar: parentIsTabBar, labelIsMissing: labelIsMissing, labelIsWhitespace: labelIsWhitespace,
            headingIsEmpty: headingIsEmpty, hasFrame: nodes[node].element.frame != nil,
            hasGivenValue: hasGivenValue)
    }

    /// The facts of an element, from what its context works out.
    private static func facts(
        traits: AccessibilityTraits, label: AnalysedText, value: AnalysedText, hint: AnalysedText, traitRowMask: UInt32,
        parentIsTabBar: Bool, labelIsMissing: Bool, labelIsWhitespace: Bool, headingIsEmpty: Bool, hasFrame: Bool,
        hasGivenValue: Bool
    ) -> ElementFacts {
        var facts: ElementFacts = []
        func set(_ fact: ElementFacts, _ holds: Bool) {
            if holds { facts.formUnion(fact) }
        }
        set(.usableName, !(labelIsMissing || labelIsWhitespace || headingIsEmpty))
        set(.labelNotBlank, !label.isBlank)
        set(.hintNotBlank, !hint.isBlank)
        set(.valueNotBlank, !value.isBlank)
        set(.valueHasText, value.hasText)
        let isSecure = traits.contains(.secureTextField)
        set(.mayHaveMarkup, label.mayHaveMarkup || hint.mayHaveMarkup || (!isSecure && value.mayHaveMarkup))
        set(.hasTraitRows, traitRowMask != 0)
        set(.notTextDisplaying, traits.isDisjoint(with: textDisplayingTraits))
        set(.notSwitchButton, !traits.contains(.switchButton))
        set(.link, traits.contains(.link))
        set(.image, traits.contains(.image))
        set(.adjustable, traits.contains(.adjustable))
        set(.switchButton, traits.contains(.switchButton))
        set(.textField, !traits.isDisjoint(with: [.textEntry, .secureTextField, .searchField]))
        set(.needsCompanionTrait, !traits.isDisjoint(with: [.switchButton, .secureTextField, .isEditing]))
        set(.conflictingTraits, !TraitsConflict.conflicting(traits).isEmpty)
        set(.labelMissing, labelIsMissing)
        set(.labelWhitespace, labelIsWhitespace)
        set(.headingEmpty, headingIsEmpty)
        let isActionable = !traits.isDisjoint(with: actionableTraits) || parentIsTabBar
        set(.enabledActionable, isActionable && !traits.contains(.notEnabled))
        set(.hasFrame, hasFrame)
        set(.hasGivenValue, hasGivenValue)
        return facts
    }

    // MARK: - Terms of audit.md §1.3

    private static let actionableTraits: AccessibilityTraits = [
        .button, .link, .adjustable, .searchField, .textEntry, .secureTextField, .switchButton, .tab, .backButton,
        .keyboardKey,
    ]
    private static let textDisplayingTraits: AccessibilityTraits = [
        .staticText, .link, .searchField, .keyboardKey, .textEntry, .secureTextField,
    ]

    /// Actionable: a control trait, or a parent tab bar.
    public var isActionable: Bool { !traits.isDisjoint(with: Self.actionableTraits) || parentIsTabBar }

    /// Text-displaying: staticText, link, searchField, keyboardKey, textEntry or secureTextField.
    public var isTextDisplaying: Bool { !traits.isDisjoint(with: Self.textDisplayingTraits) }

    /// Whether the element is a heading.
    public var isHeader: Bool { traits.contains(.header) }

    /// Static text a user reads, not operates: static text that is neither actionable nor a heading (a
    /// paragraph, a table's footer). Its length and its instructions ("Tap + to add an item") are what it is for.
    public var isStaticParagraph: Bool { traits.contains(.staticText) && !isActionable && !isHeader }

    /// A text view (`UITextView`, by its class): its value is the text it holds, a document the user reads on
    /// demand, not a part of its name.
    public var isTextView: Bool { control == .textView }

    /// The rows of §3.1 for the element's own traits (the tab row also for a parent tab bar).
    public var traitRows: [TraitWordRow] {
        var rows: [TraitWordRow] = []
        if traits.contains(.button) { rows.append(.button) }
        if traits.contains(.link) { rows.append(.link) }
        if traits.contains(.image) { rows.append(.image) }
        if traits.contains(.header) { rows.append(.header) }
        if traits.contains(.searchField) { rows.append(.searchField) }
        if traits.contains(.adjustable) { rows.append(.adjustable) }
        if traits.contains(.switchButton) { rows.append(.switchButton) }
        if !traits.isDisjoint(with: [.textEntry, .secureTextField]) { rows.append(.textEntry) }
        if traits.contains(.tab) || parentIsTabBar { rows.append(.tab) }
        if traits.contains(.backButton) { rows.append(.backButton) }
        return rows
    }

    /// The row bits of some traits: ``traitRowMask``.
    private static func traitRowMask(_ traits: AccessibilityTraits, parentIsTabBar: Bool) -> UInt32 {
        var mask: UInt32 = parentIsTabBar ? Self.tabRowBit : 0
        let raw = traits.rawValue
        for row in rowTraits where raw & row.traits != 0 { mask |= row.bit }
        return mask
    }

    /// For each row of ``traitRows``, the traits that give it (any of them) and its bit.
    private static let rowTraits: [(traits: UInt64, bit: UInt32)] = [
        (AccessibilityTraits.button.rawValue, TraitWordRow.button.bit),
        (AccessibilityTraits.link.rawValue, TraitWordRow.link.bit),
        (AccessibilityTraits.image.rawValue, TraitWordRow.image.bit),
        (AccessibilityTraits.header.rawValue, TraitWordRow.header.bit),
        (AccessibilityTraits.searchField.rawValue, TraitWordRow.searchField.bit),
        (AccessibilityTraits.adjustable.rawValue, TraitWordRow.adjustable.bit),
        (AccessibilityTraits.switchButton.rawValue, TraitWordRow.switchButton.bit),
        (AccessibilityTraits([.textEntry, .secureTextField]).rawValue, TraitWordRow.textEntry.bit),
        (AccessibilityTraits.tab.rawValue, TraitWordRow.tab.bit),
        (AccessibilityTraits.backButton.rawValue, TraitWordRow.backButton.bit),
    ]
    private static let tabRowBit = TraitWordRow.tab.bit

    // MARK: - Precedence (audit.md §1.4)

    /// Whether `label.missing` matches: an empty label, except on staticText with a non-blank
    /// value and on headers.
    public var labelIsMissing: Bool { Self.labelIsMissing(traits, label, value) }

    /// Whether `label.whitespace` matches: a blank label that is not empty (headers get
    /// `heading.empty` instead).
    public var labelIsWhitespace: Bool { Self.labelIsWhitespace(traits, label) }

    /// Whether `heading.empty` matches: a header whose label has no text.
    public var headingIsEmpty: Bool { Self.headingIsEmpty(traits, label) }

    private static func labelIsMissing(_ traits: AccessibilityTraits, _ label: AnalysedText, _ value: AnalysedText)
        -> Bool
    {
        label.isEmpty && !traits.contains(.header) && !(traits.contains(.staticText) && !value.isBlank)
    }

    private static func labelIsWhitespace(_ traits: AccessibilityTraits, _ label: AnalysedText) -> Bool {
        !label.isEmpty && label.isBlank && !traits.contains(.header)
    }

    private static func headingIsEmpty(_ traits: AccessibilityTraits, _ label: AnalysedText) -> Bool {
        traits.contains(.header) && !label.hasText
    }

    /// A text check's result for one of the element's texts, worked out once per distinct text.
    func memo(_ memo: TextCache.Memo, _ text: AnalysedText, flags: UInt32 = 0, compute: () -> CheckMatch?)
        -> CheckMatch?
    {
        cache.memo(memo, text, flags: flags, compute: compute)
    }

    // MARK: - Findings

    /// The element's location.
    public var location: ElementLocation { screen.location(of: node) }

    /// A finding of a rule about this element.
    public func finding(_ rule: any AuditRule, severity: Severity? = nil, message: String) -> Finding {
        screen.finding(rule, severity: severity, at: location, message: message)
    }

    /// Adds a finding of a rule about this element.
    public func report(
        _ rule: any AuditRule, severity: Severity? = nil, message: String, into output: inout ElementOutput
    ) {
        output.add(finding(rule, severity: severity, message: message), node: node)
    }

    /// Adds a text check's match as a finding of the rule (its message rendered in the UI language).
    public func report(_ rule: any AuditRule, match: CheckMatch, into output: inout ElementOutput) {
        report(rule, message: messages.render(match), into: &output)
    }

    /// The finding messages of this pass, in the UI language (each worker has its own).
    var messages: MessageTemplates { cache.messages(for: screen) }

    /// A message without placeholders in the UI language: `screen.strings.text(key)`.
    func message(_ key: StringKey) -> String { messages.text(key) }

    /// A message with one text argument in the UI language: `screen.strings.format(key, .text(text))`.
    func message(_ key: StringKey, text: String) -> String { messages.format(key, text: text) }

    /// Records that a rule needs word lists the element locale lacks.
    public func skipForMissingLists(_ rule: any AuditRule, into output: inout ElementOutput) {
        output.skip(screen.skip(rule.id, language: language, reason: .auditSkippedNoWordLists))
    }

    /// Records that a rule is deliberately not checked for the element locale.
    public func skipAsNotChecked(_ rule: any AuditRule, into output: inout ElementOutput) {
        output.skip(screen.skip(rule.id, language: language, reason: .auditSkippedNotChecked))
    }
}
