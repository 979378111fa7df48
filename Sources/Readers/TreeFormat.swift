import Foundation

/// The formats a tree file may be in: Lector's element-tree JSON, Interface Builder documents, and
/// the hierarchy dumps of UI tests.
public enum TreeFormat: String, Sendable, CaseIterable {
    /// Element-tree JSON (`cli.md`).
    case json
    /// An Interface Builder storyboard (`.storyboard`).
    case storyboard
    /// An Interface Builder xib (`.xib`).
    case xib
    /// The text of `XCUIApplication().debugDescription`.
    case xcuitest
    /// A WebDriverAgent/Appium XML page source (`XCUIElementType…` elements).
    case pageSource = "page-source"
    /// A WebDriverAgent/Appium JSON page source (`GET /source?format=json`, the `/tree`).
    case pageSourceJSON = "page-source-json"
    /// A Detox view hierarchy (`<ViewHierarchy>` of UIView elements with `class` attributes).
    case detox

    /// The format a `--format` value names, or nil for an unknown name.
    public init?(name: String) {
        self.init(rawValue: name.lowercased())
    }

    /// Every name `--format` accepts, for messages.
    public static var names: [String] { allCases.map(\.rawValue) }

    /// The format the content is in, judged from its first bytes; nil when it is none of them.
    ///
    /// JSON starts with `{` or `[`, and is a JSON page source when a `"type"` member holds
    /// `"XCUIElementType…"` (element-tree JSON has no `type`); an XML document is a storyboard or xib by its `type` attribute
    /// a page source by an `XCUIElementType` element, a Detox hierarchy by `<ViewHierarchy>`; a dump has `Element subtree:` or
    /// lines of `Type, 0x…` elements.
    public static func detect(_ data: Data) -> TreeFormat? {
        let head = String(decoding: data.prefix(4096), as: UTF8.self)
        let trimmed = head.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        guard let first = trimmed.first else { return nil }
        if first == "{" || first == "[" {
            return PageSourceJSONReader.looksLikePageSource(head) ? .pageSourceJSON : .json
        }
        if first == "<" {
            if head.contains("CocoaTouch.Storyboard") { return .storyboard }
            if head.contains("CocoaTouch.XIB") || head.contains("InterfaceBuilder3") { return .xib }
            if head.contains("<XCUIElementType") || head.contains("<AppiumAUT") { return .pageSource }
            if head.contains("<ViewHierarchy") { return .detox }
            return nil
        }
        if head.contains("Element subtree:") || head.contains("Attributes: Application") { return .xcuitest }
        if XCUITestDumpReader.looksLikeElementLine(String(trimmed.prefix { $0 != "\n" })) { return .xcuitest }
        return nil
    }
}
