import Core

/// Speaks symbols in user text by name, as far as the level says (`speech.md` §8).
///
/// The engine's own punctuation stays off; Lector names symbols itself, in the utterance's language, from
/// names passed in by the caller (the `symbol.*` strings), so the periods and colons composition inserts
/// are never named.
public struct Punctuation: Hashable, Sendable {
    /// The level.
    public var level: PunctuationLevel
    /// Localized names by key (`symbol.at` → "at"). A symbol without a name is left unchanged.
    public var names: [String: String]

    /// Creates the rules for a level and the names of one language.
    public init(level: PunctuationLevel, names: [String: String]) {
        self.level = level
        self.names = names
    }

    /// The utterance with the rules applied to every plain-text piece.
    public func apply(to utterance: Utterance) -> Utterance {
        var result = utterance
        result.pieces = apply(to: utterance.pieces)
        return result
    }

    /// The pieces with the rules applied to every plain-text piece; other pieces are kept. A piece left
    /// empty is dropped.
    /// Every scalar that is a symbol of the table.
    private static let symbolScalars: Set<Unicode.Scalar> = Set(
        PunctuationSymbol.byCharacter.keys.compactMap { $0.unicodeScalars.count == 1 ? $0.unicodeScalars.first : nil })

    /// The ASCII bytes that are symbols of the table.
    private static let asciiSymbols = ASCIIBits((0..<128).filter { PunctuationSymbol.ascii(UInt8($0)) != nil })

    /// For each level (`none`, `some`, `most`, `all`): the ASCII symbols that change a text at that level, named
    /// there or not a pause symbol (``needsWork(_:)``).
    private static let asciiWorkByLevel: [ASCIIBits] = [PunctuationLevel.none, .some, .most, .all].map { level in
        ASCIIBits(
            (0..<128).filter { byte in
                guard let symbol = PunctuationSymbol.ascii(UInt8(byte)) else { return false }
                return !(symbol.isPause && symbol.level > level)
            })
    }

    /// The ASCII symbols that change a text at this level.
    private var asciiWork: ASCIIBits {
        switch level {
        case .none: Self.asciiWorkByLevel[0]
        case .some: Self.asciiWorkByLevel[1]
        case .most: Self.asciiWorkByLevel[2]
        case .all: Self.asciiWorkByLevel[3]
        }
    }

    /// False when every symbol of `text` is a pause symbol above the level (it stays as it is) and none
    /// repeats four times in a row (a run would be removed).
    func needsWork(_ text: String) -> Bool {
        var bytes = text
        if let ascii = bytes.withUTF8({ needsWork(ascii: $0) }) { return ascii }
        return needsWork(scalars: text)
    }

    /// True when ``apply(to:)`` leaves the one text piece `text` as it is (the check it makes of
    /// each text piece), asked of a text without making a piece array.
    public func leavesAlone(_ text: String) -> Bool {
        !text.isEmpty && !needsWork(text)
    }

    /// ``needsWork(_:)`` of an ASCII text read byte by byte (each byte is one of its scalars); nil when a byte is
    /// from 0x80 up (the text is read by scalar then).
    private func needsWork(ascii bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        let asciiWork = asciiWork
        let asciiSymbols = Self.asciiSymbols
        var previous: UInt8 = 0
        var run = 0
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            if byte == 0x20 {
                if previous == 0x20 { return true }  // spaces are collapsed
                previous = byte
                continue
            }
            guard asciiSymbols.contains(byte) else {
                previous = byte
                continue
            }
            // Named at this level, or not a pause symbol: the text changes.
            if asciiWork.contains(byte) { return true }
            run = byte == previous ? run + 1 : 1
            previous = byte
            if run >= 4 { return true }
        }
        return false
    }

    /// ``needsWork(_:)`` scalar by scalar, for every text.
    private func needsWork(scalars text: String) -> Bool {
        let asciiWork = asciiWork
        var previous: Unicode.Scalar = "\0"
        var run = 0
        for scalar in text.unicodeScalars {
            if scalar == " " {
                if previous == " " { return true }  // spaces are collapsed
                previous = scalar
                continue
            }
            let symbol: PunctuationSymbol
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                guard Self.asciiSymbols.contains(byte) else {
                    previous = scalar
                    continue
                }
                // Named at this level, or not a pause symbol: the text changes.
                if asciiWork.contains(byte) { return true }
                run = scalar == previous ? run + 1 : 1
                previous = scalar
                if run >= 4 { return true }
                continue
            } else {
                guard Self.symbolScalars.contains(scalar) else {
                    previous = scalar
                    continue
                }
                guard let row = PunctuationSymbol.byCharacter[Character(scalar)] else { continue }
                symbol = row
            }
            if !(symbol.isPause && symbol.level > level) { return true }
            run = scalar == previous ? run + 1 : 1
            previous = scalar
            if run >= 4 { return true }
        }
        return false
    }

    /// ``needsWork(_:)`` reading every symbol from the table (for tests of the ASCII bits).
    func needsWorkByTable(_ text: String) -> Bool {
        var previous: Unicode.Scalar = "\0"
        var run = 0
        for scalar in text.unicodeScalars {
            if scalar == " " {
                if previous == " " { return true }
                previous = scalar
                continue
            }
            guard let symbol = PunctuationSymbol.byCharacter[Character(scalar)], Self.symbolScalars.contains(scalar)
            else {
                previous = scalar
                continue
            }
            if !(symbol.isPause && symbol.level > level) { return true }
            run = scalar == previous ? run + 1 : 1
            previous = scalar
            if run >= 4 { return true }
        }
        return false
    }

    public func apply(to pieces: [Utterance.Piece]) -> [Utterance.Piece] {
        // Nothing to change (the common case): the same pieces, no new array.
        let unchanged = pieces.allSatisfy { piece in
            guard case .text(let text) = piece else { return true }
            return !text.isEmpty && !needsWork(text)
        }
        if unchanged { return pieces }
        return pieces.compactMap { piece in
            guard case .text(let text) = piece else { return piece }
            let spoken = apply(to: text)
            return spoken.isEmpty ? nil : .text(spoken)
        }
    }

    /// One text with the rules applied.
    ///
    /// 1. Left alone at every level: `.` `,` `:` between two digits, `'` `’` between two letters, `-`
    ///    between two letters or digits.
    /// 2. A run of 4 or more of the same symbol: named once with its count at or below the level
    ///    ("4 equals"), removed above it.
    /// 3. A symbol at or below the level becomes its name set off by spaces; a pause symbol before a space
    ///    or at the end also keeps itself ("Hi comma, there").
    /// 4. Above the level a pause symbol stays, any other symbol becomes a space.
    /// 5. Other characters are unchanged; spaces are collapsed, and the text gains no space at either end
    ///    that it did not have.
    public func apply(to text: String) -> String {
        // Most text has no symbol that changes at this level: nothing to do.
        guard needsWork(text) else { return text }
        return applyToASCII(text) ?? applyByCharacters(text)
    }

    /// ``apply(to:)`` character by character, for every text (the ASCII way is tested against it).
    func applyByCharacters(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard let symbol = PunctuationSymbol.byCharacter[character], let name = names[symbol.key] else {
                result.append(character)
                index += 1
                continue
            }
            var runEnd = index + 1
            while runEnd < characters.count && characters[runEnd] == character {
                runEnd += 1
            }
            let runLength = runEnd - index
            if runLength >= 4 {
                result += symbol.level <= level ? " \(runLength) \(name) " : " "
                index = runEnd
                continue
            }
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if Self.isLeftAlone(character, between: previous, and: next) {
                result.append(character)
            } else if symbol.level <= level {
                let keepsPause = symbol.isPause && (next == nil || next == " ")
                result += keepsPause ? " \(name)\(character)" : " \(name) "
            } else {
                result += symbol.isPause ? String(character) : " "
            }
            index += 1
        }
        return Self.collapsingSpaces(result, like: text)
    }

    /// ``apply(to:)`` for text whose characters are its bytes (ASCII without a carriage return, the one ASCII
    /// pair that is a single character): the same rules, read byte by byte; nil for any other text.
    func applyToASCII(_ text: String) -> String? {
        var contiguous = text
        return contiguous.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
            var result = ""
            result.reserveCapacity(bytes.count + 16)
            var plainStart = 0
            var index = 0
            func flushPlain(_ end: Int) {
                if plainStart < end {
                    result += String(decoding: UnsafeBufferPointer(rebasing: bytes[plainStart..<end]), as: UTF8.self)
                }
            }
            while index < bytes.count {
                let byte = bytes[index]
                // A byte that is no symbol is passed over on its bit, without reading (copying) a table row.
                guard Self.asciiSymbols.contains(byte), let symbol = PunctuationSymbol.ascii(byte),
                    let name = names[symbol.key]
                else {
                    index += 1
                    continue
                }
                flushPlain(index)
                var runEnd = index + 1
                while runEnd < bytes.count && bytes[runEnd] == byte { runEnd += 1 }
                let runLength = runEnd - index
                if runLength >= 4 {
                    if symbol.level <= level {
                        result += " "
                        result += String(runLength)
                        result += " "
                        result += name
                        result += " "
                    } else {
                        result += " "
                    }
                    index = runEnd
                    plainStart = index
                    continue
                }
                let previous: UInt8? = index > 0 ? bytes[index - 1] : nil
                let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
                if Self.isLeftAlone(byte, between: previous, and: next) {
                    result.unicodeScalars.append(Unicode.Scalar(byte))
                } else if symbol.level <= level {
                    result += " "
                    result += name
                    // A pause symbol before a space or at the end keeps itself.
                    if symbol.isPause && (next == nil || next == 0x20) {
                        result.unicodeScalars.append(Unicode.Scalar(byte))
                    } else {
                        result += " "
                    }
                } else if symbol.isPause {
                    result.unicodeScalars.append(Unicode.Scalar(byte))
                } else {
                    result += " "
                }
                index += 1
                plainStart = index
            }
            flushPlain(bytes.count)
            return Self.collapsingSpaces(result, likeASCII: bytes) ?? Self.collapsingSpaces(result, like: text)
        }
    }

    /// Rule 1 for ASCII bytes, where a letter is A–Z or a–z and a number 0–9.
    private static func isLeftAlone(_ byte: UInt8, between previous: UInt8?, and next: UInt8?) -> Bool {
        guard let previous, let next else { return false }
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        func isLetter(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"):
            return isDigit(previous) && isDigit(next)
        case UInt8(ascii: "'"):
            return isLetter(previous) && isLetter(next)
        case UInt8(ascii: "-"):
            return (isLetter(previous) || isDigit(previous)) && (isLetter(next) || isDigit(next))
        default:
            return false
        }
    }

    /// ``collapsingSpaces(_:like:)`` for an ASCII result of ASCII text, byte by byte; nil when `result` has
    /// another byte (a symbol's name in another script).
    private static func collapsingSpaces(_ result: String, likeASCII original: UnsafeBufferPointer<UInt8>) -> String? {
        var result = result
        return result.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            guard bytes.contains(where: { $0 != 0x20 }) else {
                return original.isEmpty ? "" : (original.contains(0x20) ? " " : "")
            }
            // Written straight into the string (at most the bytes and a space at each end): no byte array first.
            return String(unsafeUninitializedCapacity: bytes.count + 2) { collapsed in
                var count = 0
                if original.first == 0x20 {
                    collapsed[count] = 0x20
                    count += 1
                }
                var pendingSpace = false
                var wroteWord = false
                for byte in bytes {
                    if byte == 0x20 {
                        pendingSpace = wroteWord
                        continue
                    }
                    if pendingSpace {
                        collapsed[count] = 0x20
                        count += 1
                    }
                    pendingSpace = false
                    wroteWord = true
                    collapsed[count] = byte
                    count += 1
                }
                if original.last == 0x20 {
                    collapsed[count] = 0x20
                    count += 1
                }
                return count
            }
        }
    }

    // MARK: - Rules

    /// Rule 1: symbols inside numbers and words that are never named.
    static func isLeftAlone(_ character: Character, between previous: Character?, and next: Character?) -> Bool {
        guard let previous, let next else { return false }
        switch character {
        case ".", ",", ":":
            return previous.isNumber && next.isNumber
        case "'", "’":
            return previous.isLetter && next.isLetter
        case "-":
            return (previous.isLetter || previous.isNumber) && (next.isLetter || next.isNumber)
        default:
            return false
        }
    }

    /// `result` with runs of spaces collapsed, keeping one space at an end only where `original` had one.
    static func collapsingSpaces(_ result: String, like original: String) -> String {
        let core = Utterance.collapsingSpaces(result)
        guard !core.isEmpty else { return original.isEmpty ? "" : (original.contains(" ") ? " " : "") }
        let leading = original.first == " " ? " " : ""
        let trailing = original.last == " " ? " " : ""
        return leading + core + trailing
    }
}
