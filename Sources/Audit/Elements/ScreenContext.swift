import Accessibility
import Core
import Localization

/// Everything a rule sees about one screen in one pass: the tree, the paths, the pass locale and
/// the UI strings its messages come from.
///
/// Immutable once made. The speech tools and the shared text cache are used from one thread only:
/// when elements are checked in parallel there are no speech tools and each worker has its own
/// cache (``ElementAudit``), which is what makes sharing the context safe.
public final class ScreenContext: @unchecked Sendable {
    /// The screen.
    public let screen: AuditScreen
    /// The path of every node (audit.md §1.3), in node order.
    public let paths: [String]
    /// The tree's nodes, kept here so that element contexts read them in place.
    let nodes: [AccessibilityTree.Node]
    /// The pass locale (the findings' locale).
    public let passLocale: String
    /// The language subtag of the pass locale.
    let passLanguage: String
    /// The word lists of the pass locale, compiled once.
    let passLists: CompiledWordLists?
    /// The strings of the UI language, for messages.
    public let strings: Strings
    /// The node indices of the elements (focusable nodes), in traversal order.
    public let elementNodes: [Int]
    /// The speech rules' tools, when a speech rule runs.
    public let speech: SpeechAudit?
    /// The analysed texts of the run.
    let cache: TextCache
    /// The identity of this screen pass, for per-element memos.
    let token = ScreenToken()

    /// Creates the context of a screen.
    public convenience init(
        screen: AuditScreen, passLocale: String, strings: Strings, speech: SpeechAudit? = nil, cache: TextCache
    ) {
        self.init(
            screen: screen, passLocale: passLocale, strings: strings, speech: speech, cache: cache,
            paths: ElementPaths.compute(screen.tree), elementNodes: screen.tree.stops.map(\.node))
    }

    /// Creates the context of a screen whose paths (``ElementPaths/compute(_:)``) and element
    /// nodes are already worked out.
    init(
        screen: AuditScreen, passLocale: String, strings: Strings, speech: SpeechAudit?, cache: TextCache,
        paths: [String], elementNodes: [Int]
    ) {
        self.screen = screen
        nodes = screen.tree.nodes
        self.passLocale = passLocale
        passLanguage = LanguageTag.language(of: passLocale)
        passLists = WordLists.compiled(for: passLocale)
        self.strings = strings
        self.speech = speech
        self.cache = cache
        self.paths = paths
        self.elementNodes = elementNodes
    }

    /// The tree.
    public var tree: AccessibilityTree { screen.tree }

    /// The context of one element (or any node).
    public func element(_ node: Int) -> ElementContext {
        ElementContext(screen: self, node: node, cache: cache)
    }

    /// The location of a node.
    public func location(of node: Int) -> ElementLocation {
        // The fields are read in place: a copy of the element would retain and release every field of it.
        ElementLocation(
            screen: screen.name, path: paths[node], identifier: Self.nonEmpty(nodes[node].element.identifier),
            label: Self.nonEmpty(nodes[node].element.label), isTreeFile: screen.isTreeFile, file: screen.sourceFile,
            line: nodes[node].element.source?.line, objectID: nodes[node].element.source?.objectID)
    }

    /// The location of the screen itself: path `.`.
    public var screenLocation: ElementLocation {
        ElementLocation(screen: screen.name, path: ".", isTreeFile: screen.isTreeFile)
    }

    /// A finding of a rule.
    public func finding(
        _ rule: any AuditRule, severity: Severity? = nil, at location: ElementLocation, message: String,
        related: [ElementLocation] = []
    ) -> Finding {
        Finding(
            rule: rule.id, severity: severity ?? rule.defaultSeverity, locale: passLocale, message: message,
            location: .element(location), related: related.map(FindingLocation.element))
    }

    /// A finding of a rule whose related locations are already finding locations.
    func finding(
        _ rule: any AuditRule, severity: Severity? = nil, at location: ElementLocation, message: String,
        relatedLocations: [FindingLocation]
    ) -> Finding {
        Finding(
            rule: rule.id, severity: severity ?? rule.defaultSeverity, locale: passLocale, message: message,
            location: .element(location), related: relatedLocations)
    }

    /// A skip record: the rule could not run for a language (once per (rule, language) in the report).
    public func skip(_ rule: String, language: String, reason: StringKey) -> SkippedCheck {
        SkippedCheck(rule: rule, locale: language, reason: strings.text(reason))
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}

/// The identity of one screen pass.
final class ScreenToken {}
