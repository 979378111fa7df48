import Keys
import LineEditing
import Testing

/// Whole byte sequences decode to one key each: CSI and SS3, xterm modifiers, the Linux console's F-keys.
struct KeySequencesTests {
    static let table: [(String, Key)] = [
        ("\u{1B}", .escape), ("\t", .tab), ("\r", .enter), ("\n", .enter), ("\u{7F}", .backspace),
        ("\u{8}", .backspace), ("\u{4}", .endOfInput), ("q", .character("q")), (" ", .character(" ")),
        ("é", .character("é")),
        ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OD", .left), ("\u{1B}[H", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
        ("\u{1B}[2~", .insert), ("\u{1B}[3~", .delete), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
        ("\u{1B}[Z", .shiftTab),
        ("\u{1B}OP", .function(1)), ("\u{1B}OS", .function(4)), ("\u{1B}[11~", .function(1)),
        ("\u{1B}[15~", .function(5)), ("\u{1B}[17~", .function(6)), ("\u{1B}[21~", .function(10)),
        ("\u{1B}[23~", .function(11)), ("\u{1B}[24~", .function(12)),
        ("\u{1B}[[A", .function(1)), ("\u{1B}[[E", .function(5)),
        ("\u{1B}[1;5C", .modified(.right, .control)), ("\u{1B}[1;2D", .modified(.left, .shift)),
        ("\u{1B}[1;3A", .modified(.up, .alt)), ("\u{1B}[1;8B", .modified(.down, [.shift, .alt, .control])),
        ("\u{1B}[6;5~", .modified(.pageDown, .control)), ("\u{1B}[1;2P", .modified(.function(1), .shift)),
        ("\u{1B}[3;2~", .modified(.delete, .shift)),
        ("\u{1B}[99~", .unknown(Array("\u{1B}[99~".utf8))), ("\u{1B}[5X", .unknown(Array("\u{1B}[5X".utf8))),
        ("\u{1B}[1;1C", .right), ("\u{1B}[1;99C", .unknown(Array("\u{1B}[1;99C".utf8))),
        ("\u{1B}x", .unknown([0x1B, 0x78])), ("\u{1}", .modified(.character("a"), .control)),
        ("\u{3}", .modified(.character("c"), .control)), ("\u{16}", .modified(.character("v"), .control)),
        ("\u{1A}", .modified(.character("z"), .control)), ("\u{1C}", .unknown([0x1C])),
    ]

    @Test(arguments: table.indices) func decodes(_ row: Int) {
        let (sequence, key) = Self.table[row]
        #expect(KeySequences.key(for: Array(sequence.utf8)) == key, "\(Array(sequence.utf8))")
    }

    @Test func aSequenceIsCompleteAtItsFinalByte() {
        let complete: [String] = ["q", "\u{1B}[A", "\u{1B}[6~", "\u{1B}[1;5C", "\u{1B}OP", "\u{1B}[[A", "\u{1B}x"]
        let partial: [String] = ["\u{1B}", "\u{1B}[", "\u{1B}[6", "\u{1B}[1;5", "\u{1B}O", "\u{1B}[["]
        for sequence in complete { #expect(KeySequences.isComplete(Array(sequence.utf8)), "\(sequence.utf8)") }
        for sequence in partial { #expect(!KeySequences.isComplete(Array(sequence.utf8)), "\(sequence.utf8)") }
    }

    @Test func namesSayTheModifiers() {
        #expect(Key.modified(.right, .control).name == "Ctrl-Right")
        #expect(Key.modified(.pageDown, [.shift, .control]).name == "Ctrl-Shift-PageDown")
        #expect(Key.function(1).name == "F1")
        #expect(Key.unknown(Array("\u{1B}[99~".utf8)).name == "^[[99~")
    }
}
