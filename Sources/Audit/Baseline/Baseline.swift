import Core

/// The findings a project has accepted for now (`--baseline FILE`, written by `--write-baseline
/// FILE`): a count per ``BaselineKey``. Only findings beyond the baseline count for the exit status.
///
/// The file is UTF-8 JSON, pretty-printed, its entries sorted by key, so that it diffs well:
/// `{"tool": "lector", "baselineVersion": 1, "findings": [{"rule", "check"?, "locale", "file" |
/// "screen", "key"? | "path"?, "count"}]}` (docs/audit-rules.md, "Baselines").
public struct Baseline: Sendable, Hashable {
    /// The value of `baselineVersion` this version writes and reads.
    public static let formatVersion = 1

    /// How many findings of each key the baseline accepts (each at least 1).
    public var counts: [BaselineKey: Int]

    /// A baseline of these counts.
    public init(counts: [BaselineKey: Int] = [:]) {
        self.counts = counts.filter { $0.value > 0 }
    }

    /// The baseline of these findings: one count per finding, repeated keys counted.
    public init(findings: [Finding], root: ArtifactRoot) {
        var counts: [BaselineKey: Int] = [:]
        for finding in findings { counts[BaselineKey(finding, root: root), default: 0] += 1 }
        self.init(counts: counts)
    }

    /// Whether the baseline holds any finding of this key.
    public func contains(_ finding: Finding, root: ArtifactRoot) -> Bool {
        counts[BaselineKey(finding, root: root)] != nil
    }

    /// The findings beyond the baseline and those it accepts, each in the given order; of several
    /// findings with one key, the first ones (up to its count) are accepted.
    public func split(_ findings: [Finding], root: ArtifactRoot) -> (new: [Finding], baselined: [Finding]) {
        var left = counts
        var new: [Finding] = []
        var baselined: [Finding] = []
        for finding in findings {
            let key = BaselineKey(finding, root: root)
            if let count = left[key], count > 0 {
                left[key] = count - 1
                baselined.append(finding)
            } else {
                new.append(finding)
            }
        }
        return (new, baselined)
    }

    // MARK: - The file

    /// The file's text, ending with a line break.
    public func render() -> String {
        let entries: [JSONValue] = counts.keys.sorted().map { key in
            var members: [(String, JSONValue)] = [("rule", .string(key.rule))]
            if let check = key.check { members.append(("check", .string(check))) }
            members.append(("locale", .string(key.locale)))
            if let file = key.file { members.append(("file", .string(file))) }
            if let screen = key.screen { members.append(("screen", .string(screen))) }
            if let entryKey = key.key { members.append(("key", .string(entryKey))) }
            if let path = key.path { members.append(("path", .string(path))) }
            members.append(("count", .int(counts[key] ?? 1)))
            return .members(members)
        }
        let text = JSONWriter.string(
            .members([
                ("tool", .string("lector")), ("baselineVersion", .int(Self.formatVersion)),
                ("findings", .list(entries)),
            ]))
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    /// Reads a baseline file's bytes; `file` names it in errors.
    public static func parse(_ bytes: [UInt8], file: String) throws(BaselineFileError) -> Baseline {
        let root: JSONNode
        do {
            root = try JSONReader().read(bytes)
        } catch {
            throw BaselineFileError(
                file: file, line: error.position?.line, column: error.position?.column,
                kind: .malformed(path: error.path))
        }
        func fail(_ node: JSONNode, _ path: String) -> BaselineFileError {
            let position = SourcePosition(offset: node.offset, in: bytes)
            return BaselineFileError(
                file: file, line: position.line, column: position.column, kind: .malformed(path: path))
        }
        guard case .object(let top) = root.value else { throw fail(root, "$") }
        for member in top.members where !["tool", "baselineVersion", "findings"].contains(member.key) {
            throw fail(member.node, "$." + member.key)
        }
        if let tool = top["tool"], tool.value != .string("lector") { throw fail(tool, "$.tool") }
        guard let version = top["baselineVersion"] else { throw fail(root, "$.baselineVersion") }
        guard version.value == .integer(Int64(formatVersion)) else { throw fail(version, "$.baselineVersion") }
        guard let list = top["findings"] else { throw fail(root, "$.findings") }
        guard case .array(let items) = list.value else { throw fail(list, "$.findings") }
        var counts: [BaselineKey: Int] = [:]
        for (index, item) in items.enumerated() {
            let path = "$.findings[\(index)]"
            guard case .object(let object) = item.value else { throw fail(item, path) }
            var strings: [String: String] = [:]
            var count: Int?
            for member in object.members {
                let memberPath = path + "." + member.key
                switch (member.key, member.node.value) {
                case ("count", .integer(let number)) where number >= 1 && number <= Int64(Int32.max):
                    count = Int(number)
                case ("rule", .string(let text)), ("check", .string(let text)), ("locale", .string(let text)),
                    ("file", .string(let text)), ("screen", .string(let text)), ("key", .string(let text)),
                    ("path", .string(let text)):
                    guard strings.updateValue(text, forKey: member.key) == nil else {
                        throw fail(member.node, memberPath)
                    }
                default:
                    throw fail(member.node, memberPath)
                }
            }
            guard let rule = strings["rule"] else { throw fail(item, path + ".rule") }
            guard let locale = strings["locale"] else { throw fail(item, path + ".locale") }
            guard let count else { throw fail(item, path + ".count") }
            let isFile = strings["file"] != nil
            guard isFile != (strings["screen"] != nil) else { throw fail(item, path + (isFile ? ".screen" : ".file")) }
            if isFile, strings["path"] != nil { throw fail(item, path + ".path") }
            if !isFile, strings["key"] != nil { throw fail(item, path + ".key") }
            let key = BaselineKey(
                rule: rule, check: strings["check"], locale: locale, file: strings["file"], screen: strings["screen"],
                key: strings["key"], path: strings["path"])
            counts[key, default: 0] += count
        }
        return Baseline(counts: counts)
    }
}
