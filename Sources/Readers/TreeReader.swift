import Accessibility
import Core
import Foundation
import Localization

/// Reads any tree file Lector knows: element-tree JSON, storyboards, xibs, XCUITest dumps and
/// page sources. The format is detected from the content unless one is forced.
///
/// Every format's elements nest at most ``maximumDepth`` levels, the limit of element-tree JSON (`cli.md`,
/// "Limits"): the screens, the narration and the audit walk the tree, and a deeper tree is refused here, at the
/// line of its first element below the limit, rather than left to exhaust their stack.
public struct TreeReader: Sendable {
    /// The deepest nesting of elements any tree format may have (a root is level 0).
    public static let maximumDepth = 200

    /// What to read and how.
    public struct Configuration: Sendable {
        /// The forced format (`--format`), nil to detect it.
        public var format: TreeFormat?
        /// The locale whose storyboard table applies (`--locale`), nil for the document's own strings.
        public var locale: String?
        /// The element-tree JSON limits.
        public var limits: JSONLimits
        /// The strings of the locale the screens are shown in, for the titles UIKit gives system
        /// bar items in storyboards and xibs (without them, an item's name capitalized).
        public var strings: Strings?

        /// Creates a configuration.
        public init(
            format: TreeFormat? = nil, locale: String? = nil, limits: JSONLimits = .standard, strings: Strings? = nil
        ) {
            self.format = format
            self.locale = locale
            self.limits = limits
            self.strings = strings
        }
    }

    /// The configuration.
    public var configuration: Configuration
    private let tables: StoryboardTables

    /// Creates a reader; storyboard tables are found beside the file and parsed by `tables`.
    public init(configuration: Configuration = .init(), tables: StoryboardTables = StoryboardTables()) {
        self.configuration = configuration
        self.tables = tables
    }

    /// Reads the content of a tree file.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - file: the file as the user named it (`-` for standard input): screen names, table lookup.
    /// - Throws: ``TreeReaderError``: the reader's or the JSON decoder's error. Content of no known
    ///   format is read as JSON, so its error says what JSON expected.
    public func read(_ data: Data, file: String) throws(TreeReaderError) -> ReadTree {
        // Content that is none of the formats is read as JSON, whose errors say what was expected.
        let format = configuration.format ?? TreeFormat.detect(data) ?? .json
        switch format {
        case .json:
            let document: ElementTreeDocument
            do throws(ElementTreeError) {
                document = try ElementTreeDecoder(limits: configuration.limits).decode(data)
            } catch {
                throw .tree(error)
            }
            return ReadTree(format: format, document: document, screens: Self.screens(document.roots, file: file))
        case .xcuitest:
            do {
                let roots = try XCUITestDumpReader().read(String(decoding: data, as: UTF8.self), file: file)
                return try Self.tree(format, roots, file: file)
            } catch {
                throw .reader(error)
            }
        case .pageSource:
            do {
                return try Self.tree(format, try PageSourceReader().read(data, file: file), file: file)
            } catch {
                throw .reader(error)
            }
        case .pageSourceJSON:
            do {
                return try Self.tree(format, try PageSourceJSONReader().read(data, file: file), file: file)
            } catch {
                throw .reader(error)
            }
        case .detox:
            do {
                return try Self.tree(format, try DetoxHierarchyReader().read(data, file: file), file: file)
            } catch {
                throw .reader(error)
            }
        case .storyboard, .xib:
            let interface: InterfaceDocument
            do {
                interface = try InterfaceBuilderReader().read(data, file: file)
            } catch {
                throw .reader(error)
            }
            let found = file == "-" ? [] : tables.tables(for: file)
            let applied = configuration.locale.flatMap { StoryboardTables.table(for: $0, in: found) }
            let builder = InterfaceElementBuilder(
                table: applied, strings: configuration.strings,
                isRightToLeft: configuration.locale.map(Strings.isRightToLeft) ?? false)
            let many = interface.screens.count > 1
            let screens = interface.screens.map { screen in
                ReadScreen(
                    name: many ? "\(file)#\(screen.objectID ?? screen.name)" : file,
                    root: builder.element(of: screen))
            }
            let roots = screens.map(\.root)
            let document: ElementTreeDocument = roots.count == 1 ? .object(roots[0]) : .array(roots)
            return ReadTree(
                format: interface.format, document: document, screens: screens, interface: interface, tables: found,
                appliedTable: applied)
        }
    }

    private static func tree(
        _ format: TreeFormat, _ roots: [AccessibilityElement], file: String
    ) throws(ReaderError) -> ReadTree {
        try checkDepth(roots, file: file)
        let document: ElementTreeDocument = roots.count == 1 ? .object(roots[0]) : .array(roots)
        return ReadTree(format: format, document: document, screens: screens(roots, file: file))
    }

    /// Refuses elements nested deeper than ``maximumDepth``, walking the tree without recursion.
    static func checkDepth(_ roots: [AccessibilityElement], file: String) throws(ReaderError) {
        var pending = roots.map { ($0, 0) }
        while let (element, depth) = pending.popLast() {
            guard depth <= maximumDepth else {
                throw ReaderError(file: file, line: element.source?.line, problem: .tooDeep(limit: maximumDepth))
            }
            pending += element.children.map { ($0, depth + 1) }
        }
    }

    private static func screens(_ roots: [AccessibilityElement], file: String) -> [ReadScreen] {
        [ReadScreen(name: file, root: roots.count == 1 ? roots[0] : AccessibilityElement(children: roots))]
    }
}
