import CLouis
import Synchronization

/// Translates text into Unicode braille cells (U+2800–U+28FF) with liblouis, through one table.
///
/// liblouis keeps compiled tables in process-global state; every call goes through one lock.
public struct BrailleTranslator: Sendable {
    /// The table translated with.
    public let table: BrailleTable
    /// liblouis's table list: the Unicode display table first, so every output character is a braille cell
    /// (what `lou_translate unicode.dis,TABLE` prints).
    private let tableList: String

    /// The lock over liblouis's global state.
    private static let lock = Mutex<Void>(())
    /// The longest text translated at once (longer text is cut there; a display line is far shorter).
    public static let maximumLength = 65_536

    /// Compiles `table`; throws when liblouis cannot find or compile it.
    public init(table: BrailleTable) throws(BrailleError) {
        self.table = table
        tableList = "unicode.dis," + table.name
        let list = tableList
        let status = Self.lock.withLock { _ in
            lou_setLogLevel(LOU_LOG_OFF)
            return lou_checkTable(list)
        }
        guard status != 0 else {
            throw BrailleError(
                kind: .table, function: "lou_checkTable",
                message: "braille table \u{201C}\(table.name)\u{201D} is missing or does not compile")
        }
    }

    /// The braille of `text`, one cell per output character; line breaks are kept, each line translated alone.
    public func translate(_ text: String) throws(BrailleError) -> String {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(try translateLine(String(line)))
        }
        return lines.joined(separator: "\n")
    }

    /// The braille of a line being edited, and the cell of the character at `cursor` (a character index; the line's
    /// length for a cursor after its end). `expandingWord` (contracted braille): the word at the cursor is shown
    /// in computer braille, letter by letter (liblouis's `compbrlAtCursor`), as NVDA does, so what is typed is seen.
    public func translate(_ line: String, cursor: Int, expandingWord: Bool = false) throws(BrailleError)
        -> BrailleLine
    {
        let characters = Array(line)
        let cursor = min(max(0, cursor), characters.count)
        // The cursor and liblouis's positions count widechars; a character may be several (a flag, é decomposed).
        let before = Self.widechars(String(characters[..<cursor])).count
        let result = try translateLine(line, cursor: before, expandingWord: expandingWord)
        return BrailleLine(cells: result.cells, cursor: result.cursor ?? result.cells.unicodeScalars.count)
    }

    private func translateLine(_ text: String) throws(BrailleError) -> String {
        try translateLine(text, cursor: nil, expandingWord: false).cells
    }

    /// One line's cells; with a `cursor` (widechar index), the output cell of the widechar there (nil when the
    /// cursor is after the input's end).
    private func translateLine(_ text: String, cursor: Int?, expandingWord: Bool) throws(BrailleError)
        -> (cells: String, cursor: Int?)
    {
        let input = Array(Self.widechars(text).prefix(Self.maximumLength))
        guard !input.isEmpty else { return ("", nil) }
        let inside = cursor.flatMap { $0 < input.count ? $0 : nil }
        var capacity = max(64, input.count * 4)
        let list = tableList
        while true {
            let result: (ok: Bool, consumed: Int, output: [widechar], positions: [Int32]) = Self.lock.withLock { _ in
                var output = [widechar](repeating: 0, count: capacity)
                var positions = [Int32](repeating: 0, count: input.count)
                var inLength = Int32(input.count)
                var outLength = Int32(capacity)
                // The word at the cursor uncontracted: the cursor at the end of a word just typed counts too.
                var cursorPosition = Int32(cursor.map { min($0, input.count - 1) } ?? -1)
                let mode = cursor != nil && expandingWord ? Int32(compbrlAtCursor.rawValue) : 0
                let ok = input.withUnsafeBufferPointer { source in
                    output.withUnsafeMutableBufferPointer { target in
                        positions.withUnsafeMutableBufferPointer { outputPositions in
                            withUnsafeMutablePointer(to: &cursorPosition) { cursorPointer in
                                lou_translate(
                                    list, source.baseAddress, &inLength, target.baseAddress, &outLength, nil, nil,
                                    cursor == nil ? nil : outputPositions.baseAddress, nil,
                                    cursor == nil ? nil : cursorPointer, mode)
                            }
                        }
                    }
                }
                let count = Int(max(0, outLength))
                return (ok != 0, Int(inLength), Array(output.prefix(count)), positions)
            }
            guard result.ok else {
                throw BrailleError(
                    kind: .translation, function: "lou_translate",
                    message: "table \u{201C}\(table.name)\u{201D} could not translate the text")
            }
            // A full output buffer stops translation early (liblouis may still count the whole input as
            // consumed): translate again with more room.
            if result.consumed < input.count || result.output.count >= capacity, capacity < input.count * 64 {
                capacity *= 4
                continue
            }
            let cells = Self.string(result.output)
            let cell = inside.map { min(Int(max(0, result.positions[$0])), result.output.count) }
            return (cells, cell)
        }
    }

    /// `text` as liblouis's widechars (UTF-32 or UTF-16, as liblouis was built: `lou_charSize`).
    private static func widechars(_ text: String) -> [widechar] {
        if MemoryLayout<widechar>.size >= 4 {
            return text.unicodeScalars.map { widechar(truncatingIfNeeded: $0.value) }
        }
        return text.utf16.map { widechar(truncatingIfNeeded: $0) }
    }

    private static func string(_ characters: [widechar]) -> String {
        if MemoryLayout<widechar>.size >= 4 {
            var result = String.UnicodeScalarView()
            for character in characters {
                if let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: character)) { result.append(scalar) }
            }
            return String(result)
        }
        return String(decoding: characters.map { UInt16(truncatingIfNeeded: $0) }, as: UTF16.self)
    }
}
