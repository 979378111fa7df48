import Core
import Localization

/// The placeholders of a table value (audit.md §2.5, "Placeholders"), read with Apple's full
/// format-specifier grammar (``FormatString``); with `houseStyle`, Lector's own narrower set
/// (localization.md §1: `%@`, `%d`, `%N$@`, `%N$d` with N = 1…9, `%%`) and nothing else.
public struct Placeholders: Sendable, Equatable {
    /// An argument's type class (`%d` and `%ld` agree; `%@` and `%d` do not).
    public typealias Kind = FormatArgumentClass

    /// One argument as written.
    public struct Item: Sendable, Equatable {
        /// The 1-based argument position (ordered placeholders count from 1).
        public var position: Int
        /// Its type class.
        public var kind: Kind
        /// Whether it is written `%N$…` (or `*N$`).
        public var numbered: Bool
        /// The scalar offset of its specifier's `%`.
        public var offset: Int
        /// Its specifier's length in scalars.
        public var length: Int
    }

    /// The arguments of the valid placeholders, in order.
    public internal(set) var items: [Item] = []
    /// `%` sequences that start no placeholder, as written (`%`, `% `, `%y`; in house style also
    /// `%ld`, `%s`…).
    public private(set) var unknown: [String] = []
    /// Positions that cannot be: `%0$…`, and in house style N of two digits or more (`%10$@`).
    public private(set) var outOfRange: [String] = []
    /// Positions above ``FormatString/maximumPosition`` (`%1000000$@`), as written.
    public private(set) var aboveLimit: [String] = []
    /// Whether the value breaks the grammar in any way (`strings.placeholder-invalid`), worked out once.
    public internal(set) var isInvalid = false

    /// Scans a value with ``FormatString``.
    public init(_ value: String, houseStyle: Bool = false) {
        guard value.containsByte(UInt8(ascii: "%")) else { return }
        let format = FormatString(value)
        for problem in format.invalid {
            if problem.reason == .positionZero {
                outOfRange.append(problem.text)
            } else if problem.reason == .positionTooLarge {
                aboveLimit.append(problem.text)
            } else {
                unknown.append(problem.text)
            }
        }
        var rejected: Set<Int> = []
        if houseStyle {
            for (index, specifier) in format.specifiers.enumerated() where !specifier.isInHouseSet {
                rejected.insert(index)
                if specifier.isHouseConversion, let position = specifier.position, position > 9 {
                    outOfRange.append(specifier.text)
                } else {
                    unknown.append(specifier.text)
                }
            }
        }
        for argument in format.arguments where !rejected.contains(argument.specifierIndex) {
            let range = format.specifiers[argument.specifierIndex].range
            items.append(
                Item(
                    position: argument.position, kind: argument.argumentClass, numbered: argument.isNumbered,
                    offset: range.lowerBound, length: range.count))
        }
        isInvalid =
            !unknown.isEmpty || !outOfRange.isEmpty || !aboveLimit.isEmpty || mixesForms || !gaps.isEmpty
            || !conflictingPositions.isEmpty
    }

    /// Whether ordered (`%@`) and numbered (`%1$@`) forms are mixed.
    public var mixesForms: Bool {
        items.contains(where: \.numbered) && items.contains(where: { !$0.numbered })
    }

    /// Numbered positions below the highest one that are never used (`%1$@ and %3$@` → 2).
    public var gaps: [Int] {
        guard items.contains(where: \.numbered) else { return [] }
        let numbered = Set(items.filter(\.numbered).map(\.position))
        guard let highest = numbered.max() else { return [] }
        return (1...highest).filter { !numbered.contains($0) }
    }

    /// Positions used with two type classes.
    public var conflictingPositions: [Int] {
        guard items.count > 1 else { return [] }
        var kinds: [Int: Kind] = [:]
        kinds.reserveCapacity(items.count)
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

    /// Numbered positions used with two type classes (the ordered placeholders left out: in a plural variant
    /// Foundation gives them the variable's own argument, which the variant alone does not name).
    public var conflictingNumberedPositions: [Int] {
        var kinds: [Int: Kind] = [:]
        var conflicts: [Int] = []
        for item in items where item.numbered {
            if let kind = kinds[item.position], kind != item.kind {
                if !conflicts.contains(item.position) { conflicts.append(item.position) }
            } else {
                kinds[item.position] = item.kind
            }
        }
        return conflicts.sorted()
    }

    /// The type class of each argument position (the first use wins).
    public var types: [Int: Kind] {
        var result: [Int: Kind] = [:]
        // Room for every position at once: the dictionary never grows (and rehashes) item by item.
        result.reserveCapacity(items.count)
        for item in items where result[item.position] == nil { result[item.position] = item.kind }
        return result
    }

    /// The number of ordered placeholders.
    public var orderedCount: Int { items.count { !$0.numbered } }

    /// The value with every placeholder removed and `%%` written as `%`.
    public static func removing(from value: String) -> String {
        guard value.containsByte(UInt8(ascii: "%")) else { return value }
        let scalars = Array(value.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        for token in FormatString(value).tokens {
            let range: Range<Int>
            let replacement: String
            switch token {
            case .specifier(let specifier): (range, replacement) = (specifier.range, "")
            case .percent(let percent): (range, replacement) = (percent, "%")
            case .invalid: continue
            }
            output.append(contentsOf: scalars[index..<range.lowerBound])
            output.append(contentsOf: replacement.unicodeScalars)
            index = range.upperBound
        }
        output.append(contentsOf: scalars[index...])
        return String(output)
    }

    /// Whether the trimmed value begins with a placeholder.
    public static func startsWithPlaceholder(_ value: String) -> Bool {
        let trimmed = TextCharacters.trim(value)
        guard trimmed.hasPrefix("%") else { return false }
        return FormatString(trimmed).specifiers.first?.range.lowerBound == 0
    }
}
