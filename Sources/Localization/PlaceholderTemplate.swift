import Core
import Synchronization

/// A table value read once into its literal runs and argument slots, so that filling it is concatenation
/// (``Strings/fill(_:arguments:channel:)`` reads each distinct template only once per process).
public struct PlaceholderTemplate: Sendable {
    /// One run of the template: literal text, or the index of the argument written there.
    public enum Part: Sendable {
        /// Text copied as it is (`%%` already a percent sign); never empty.
        case literal(String)
        /// The 0-based index of the argument written there.
        case argument(Int)
    }

    /// The runs in order.
    public let parts: [Part]

    /// Reads a template with Core's ``FormatString``: `%%` is a percent sign, a house-set placeholder an
    /// argument slot (`%N$…` argument N, others in order), anything else is copied literally.
    public init(_ template: String) {
        let scalars = Array(template.unicodeScalars)
        var parts: [Part] = []
        var literal = String.UnicodeScalarView()
        var nextOrdered = 0
        var index = 0
        func flush() {
            if !literal.isEmpty { parts.append(.literal(String(literal))) }
            literal = String.UnicodeScalarView()
        }
        for token in FormatString(template).tokens {
            switch token {
            case .percent(let range):
                literal.append(contentsOf: scalars[index..<range.lowerBound])
                literal.append("%")
                index = range.upperBound
            case .specifier(let specifier) where specifier.isInHouseSet:
                literal.append(contentsOf: scalars[index..<specifier.range.lowerBound])
                flush()
                if let position = specifier.position {
                    parts.append(.argument(position - 1))
                } else {
                    parts.append(.argument(nextOrdered))
                    nextOrdered += 1
                }
                index = specifier.range.upperBound
            case .specifier, .invalid:
                continue  // copied literally with the text around it
            }
        }
        literal.append(contentsOf: scalars[index...])
        flush()
        self.parts = parts
    }

    /// The template with its slots filled; a slot without an argument is left empty.
    public func fill(_ arguments: [StringArgument], number: (Int) -> String) -> String {
        var result = ""
        for part in parts {
            switch part {
            case .literal(let text):
                result += text
            case .argument(let position):
                guard position >= 0, position < arguments.count else { continue }
                switch arguments[position] {
                case .text(let text): result += text
                case .number(let value): result += number(value)
                }
            }
        }
        return result
    }

    /// ``fill(_:number:)`` with one or two text arguments (`first` for slot 0, `second` for slot 1), written into
    /// a string of the final length: no argument array, no growth while appending.
    func fill(text first: String, _ second: String? = nil) -> String {
        var length = 0
        for part in parts {
            switch part {
            case .literal(let text): length += text.utf8.count
            case .argument(0): length += first.utf8.count
            case .argument(1): length += second?.utf8.count ?? 0
            case .argument: continue
            }
        }
        var result = ""
        result.reserveCapacity(length)
        for part in parts {
            switch part {
            case .literal(let text): result += text
            case .argument(0): result += first
            case .argument(1): if let second { result += second }
            case .argument: continue
            }
        }
        return result
    }

    // MARK: - The process's templates

    /// The templates read so far, by their text. Table values are a few thousand at most; past
    /// ``cacheLimit`` (templates that are not table values) a template is read and not kept.
    private static let cache = Mutex<[Bytes: PlaceholderTemplate]>([:])
    static let cacheLimit = 8_192

    /// The read form of `template`, from the cache when it was read before.
    static func cached(_ template: String) -> PlaceholderTemplate {
        let key = Bytes(text: template)
        if let known = cache.withLock({ $0[key] }) { return known }
        let read = PlaceholderTemplate(template)
        cache.withLock { templates in
            if templates.count < cacheLimit { templates[key] = read }
        }
        return read
    }

    /// A template as its UTF-8 bytes: String's own equality is canonical equivalence, and two spellings of
    /// one text (NFC and NFD) must keep their own bytes.
    private struct Bytes: Hashable, Sendable {
        let text: String

        static func == (lhs: Bytes, rhs: Bytes) -> Bool { lhs.text.utf8.elementsEqual(rhs.text.utf8) }

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }
}
