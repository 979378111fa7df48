/// The placeholders of a table value (localization.md §1, audit.md §2.5): `%@` and `%d` in
/// order, `%N$@` and `%N$d` (N = 1…9) by position, `%%` a percent sign; nothing else.
public struct Placeholders: Sendable, Equatable {
    /// An argument's type.
    public enum Kind: String, Sendable, Equatable {
        /// `%@`.
        case text = "%@"
        /// `%d`.
        case integer = "%d"
    }

    /// One placeholder as written.
    public struct Item: Sendable, Equatable {
        /// The 1-based argument position (ordered placeholders count from 1).
        public var position: Int
        /// Its type.
        public var kind: Kind
        /// Whether it is written `%N$…`.
        public var numbered: Bool
        /// The scalar offset of its `%`.
        public var offset: Int
        /// Its length in scalars.
        public var length: Int
    }

    /// The valid placeholders, in order.
    public private(set) var items: [Item] = []
    /// `%` sequences that start no placeholder, as written (`%ld`, `%`, `%s`).
    public private(set) var unknown: [String] = []
    /// `%N$` sequences with N of two digits or more, or 0 (`%10$@`).
    public private(set) var outOfRange: [String] = []

    /// Scans a value.
    public init(_ value: String) {
        let scalars = Array(value.unicodeScalars)
        var index = 0
        var ordered = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            let start = index
            var next = index + 1
            guard next < scalars.count else {
                unknown.append("%")
                break
            }
            if scalars[next] == "%" {
                index = next + 1
                continue
            }
            if scalars[next] == "@" || scalars[next] == "d" {
                ordered += 1
                items.append(Item(position: ordered, kind: scalars[next] == "@" ? .text : .integer, numbered: false, offset: start, length: 2))
                index = next + 1
                continue
            }
            var digits = 0
            var number = 0
            while next < scalars.count, ("0"..."9").contains(scalars[next]) {
                number = min(number * 10 + Int(scalars[next].value - 0x30), 1_000)
                digits += 1
                next += 1
            }
            if digits > 0, next + 1 < scalars.count, scalars[next] == "$", scalars[next + 1] == "@" || scalars[next + 1] == "d" {
                let text = String(String.UnicodeScalarView(scalars[start...(next + 1)]))
                if digits == 1, number >= 1 {
                    items.append(Item(
                        position: number, kind: scalars[next + 1] == "@" ? .text : .integer, numbered: true,
                        offset: start, length: next + 2 - start))
                } else {
                    outOfRange.append(text)
                }
                index = next + 2
                continue
            }
            let end = min(start + 2, scalars.count)
            unknown.append(String(String.UnicodeScalarView(scalars[start..<end])))
            index = start + 1
        }
    }

    /// Whether ordered (`%@`) and numbered (`%1$@`) forms are mixed.
    public var mixesForms: Bool {
        items.contains(where: \.numbered) && items.contains(where: { !$0.numbered })
    }

    /// Numbered positions below the highest one that are never used (`%1$@ and %3$@` → 2).
    public var gaps: [Int] {
        let numbered = Set(items.filter(\.numbered).map(\.position))
        guard let highest = numbered.max() else { return [] }
        return (1...highest).filter { !numbered.contains($0) }
    }

    /// Positions used with both types.
    public var conflictingPositions: [Int] {
        var kinds: [Int: Kind] = [:]
        var conflicts: [Int] = []
        for item in items {
            if let kind = kinds[item.position], kind != item.kind {
                if !conflicts.contains(item.position) { conflicts.append(item.position) }
            } else {
                kinds[item.position] = item.kind
            }
        }
        return conflicts.sorted()
    }

    /// Whether the value breaks the grammar in any way (`strings.placeholder-invalid`).
    public var isInvalid: Bool {
        !unknown.isEmpty || !outOfRange.isEmpty || mixesForms || !gaps.isEmpty || !conflictingPositions.isEmpty
    }

    /// The type of each argument position (the first use wins).
    public var types: [Int: Kind] {
        var result: [Int: Kind] = [:]
        for item in items where result[item.position] == nil { result[item.position] = item.kind }
        return result
    }

    /// The number of ordered placeholders.
    public var orderedCount: Int { items.count { !$0.numbered } }

    /// The value with every placeholder removed and `%%` written as `%`.
    public static func removing(from value: String) -> String {
        let scalars = Array(value.unicodeScalars)
        let found = Placeholders(value)
        var output = String.UnicodeScalarView()
        var index = 0
        var itemIndex = 0
        while index < scalars.count {
            if itemIndex < found.items.count, found.items[itemIndex].offset == index {
                index += found.items[itemIndex].length
                itemIndex += 1
                continue
            }
            if scalars[index] == "%", index + 1 < scalars.count, scalars[index + 1] == "%" {
                output.append("%")
                index += 2
                continue
            }
            output.append(scalars[index])
            index += 1
        }
        return String(output)
    }

    /// Whether the trimmed value begins with a placeholder.
    public static func startsWithPlaceholder(_ value: String) -> Bool {
        let trimmed = TextCharacters.trim(value)
        return Placeholders(trimmed).items.first?.offset == 0
    }
}
