import Core

/// Generates the pseudo-locales `en-XA` and `ar-XB` from the base table (localization.md §8).
///
/// Each value is split into protected pieces (placeholders, `%%`, line breaks, tabs), which pass
/// through unchanged, and text, which is transformed.
public enum PseudoLocalizer: String, Sendable, CaseIterable {
    /// `en-XA`: accented, 40% longer, in brackets.
    case accented = "en-XA"
    /// `ar-XB`: right-to-left marks and overrides.
    case rightToLeft = "ar-XB"

    /// The pseudo-locale for a folder tag (`en-XA`, `ar-XB`), if it is one.
    public init?(tag: String) {
        self.init(rawValue: LanguageTag.normalized(tag))
    }

    /// The folder tag, `en-XA` or `ar-XB`.
    public var tag: String { rawValue }

    /// The generated table: the base entries in base order, values transformed, comments kept.
    public func table(from base: StringsTable) -> StringsTable {
        StringsTable(
            language: tag,
            entries: base.entries.map { entry in
                var entry = entry
                entry.value = transform(entry.value)
                return entry
            })
    }

    /// Transforms one value.
    public func transform(_ value: String) -> String {
        guard !value.isEmpty else { return value }
        let pieces = Self.split(value)
        switch self {
        case .accented: return Self.accent(pieces)
        case .rightToLeft: return Self.mirror(pieces)
        }
    }

    // MARK: - Pieces

    /// A protected piece or a run of text.
    enum Piece: Equatable {
        case protected(String)
        case text(String)
    }

    /// Splits a value into protected pieces and text runs.
    static func split(_ value: String) -> [Piece] {
        let scalars = Array(value.unicodeScalars)
        var pieces: [Piece] = []
        var text = String.UnicodeScalarView()
        var index = 0
        func flush() {
            if !text.isEmpty { pieces.append(.text(String(text))) }
            text = String.UnicodeScalarView()
        }
        let placeholders = protectedRanges(value)
        while index < scalars.count {
            let length = protectedLength(scalars, at: index, placeholders: placeholders)
            if length > 0 {
                flush()
                pieces.append(.protected(String(String.UnicodeScalarView(scalars[index..<index + length]))))
                index += length
            } else {
                text.append(scalars[index])
                index += 1
            }
        }
        flush()
        return pieces
    }

    /// The length of the protected piece at an index, or 0.
    private static func protectedLength(
        _ scalars: [Unicode.Scalar], at index: Int, placeholders: [Int: Int]
    ) -> Int {
        let scalar = scalars[index]
        if scalar == "\n" || scalar == "\r" || scalar == "\t" { return 1 }
        return placeholders[index] ?? 0
    }

    /// The start and length of each house placeholder and `%%` of a value (Core's grammar, the
    /// house set of localization.md §1).
    private static func protectedRanges(_ value: String) -> [Int: Int] {
        var ranges: [Int: Int] = [:]
        for token in FormatString(value).tokens {
            switch token {
            case .percent(let range): ranges[range.lowerBound] = range.count
            case .specifier(let specifier) where specifier.isInHouseSet:
                ranges[specifier.range.lowerBound] = specifier.range.count
            case .specifier, .invalid: break
            }
        }
        return ranges
    }

    // MARK: - en-XA

    private static let lower = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž")
    private static let upper = Array("ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")

    private static func accent(_ pieces: [Piece]) -> String {
        var body = ""
        var textCount = 0
        for piece in pieces {
            switch piece {
            case .protected(let text):
                body += text
            case .text(let text):
                textCount += text.count
                for character in text {
                    body.append(accented(character))
                }
            }
        }
        let leading = body.prefix(while: \.isWhitespace)
        let rest = body.dropFirst(leading.count)
        let trailing = String(rest.reversed().prefix(while: \.isWhitespace).reversed())
        let core = rest.dropLast(trailing.count)
        guard !core.isEmpty else { return body }
        let padding = (textCount * 4 + 9) / 10
        let tildes = padding > 0 ? " " + String(repeating: "~", count: padding) : ""
        return leading + "[" + core + tildes + "]" + trailing
    }

    private static func accented(_ character: Character) -> Character {
        guard let ascii = character.asciiValue else { return character }
        switch ascii {
        case 0x61...0x7A: return lower[Int(ascii - 0x61)]
        case 0x41...0x5A: return upper[Int(ascii - 0x41)]
        default: return character
        }
    }

    // MARK: - ar-XB

    private static func mirror(_ pieces: [Piece]) -> String {
        var result = "\u{200F}"
        for piece in pieces {
            switch piece {
            case .protected(let text): result += text
            case .text(let text): result += "\u{202E}" + text + "\u{202C}"
            }
        }
        return result
    }
}
