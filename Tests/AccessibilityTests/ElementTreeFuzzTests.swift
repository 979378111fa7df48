import Core
import Foundation
import Testing

@testable import Accessibility

/// Seeded random and mutated inputs: the decoder must return a document or an `ElementTreeError`
/// with a sane location, never crash; whatever it accepts must survive encode → decode unchanged.
@Suite struct ElementTreeFuzzTests {
    /// A small, fast, seedable generator (SplitMix64), so that every run sees the same inputs.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Bytes that matter to the grammar, the escapes and the encoding checks.
    static let interestingBytes: [UInt8] =
        Array(#"{}[]":,\u"#.utf8) + [
            0x00, 0x0A, 0x0D, 0x20, 0x2D, 0x30, 0x39, 0x65, 0x6E, 0x74, 0x66, 0x7F, 0x80, 0xBF, 0xC0, 0xC3, 0xE2,
            0xED, 0xF0, 0xF4, 0xF5, 0xFE, 0xFF,
        ]

    static let tokens: [String] = [
        "{", "}", "[", "]", ",", ":", " ", "\n", "\"label\"", "\"children\"", "\"traits\"", "\"container\"",
        "\"isElement\"", "\"value\"", "\"x\"", "\"button\"", "\"buton\"", "\"list\"", "\"grid\"", "true", "false",
        "null", "0", "-1.5e3", "01", "\"\\ud83d\\ude00\"", "\"\\ud83d\"", "\"\\u0000\"", "\"\\q\"", "\"é\"", "\"",
    ]

    /// Small limits, so that the limit paths are reached by small inputs too.
    static let smallLimits = JSONLimits(maxDepth: 6, maxNodes: 40, maxStringBytes: 48)

    @Test(arguments: [(UInt64(1), 1_500), (2, 1_500)])
    func mutatedFixturesNeverCrash(seed: UInt64, count: Int) throws {
        var random = SplitMix64(state: seed)
        let seeds = try Fixture.valid.map { try [UInt8](Fixture.data($0)) }
        var accepted = 0
        for round in 0..<count {
            var input = seeds[round % seeds.count]
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                Self.mutate(&input, using: &random)
            }
            let limits = round.isMultiple(of: 3) ? Self.smallLimits : .standard
            if try Self.check(input, limits: limits, seed: seed) { accepted += 1 }
        }
        // Both outcomes must be exercised for the run to mean something.
        #expect((count / 50..<count - count / 50).contains(accepted), "accepted \(accepted) of \(count)")
    }

    @Test func randomBytesNeverCrash() throws {
        var random = SplitMix64(state: 3)
        for _ in 0..<1_000 {
            let length = Int.random(in: 0...64, using: &random)
            let input = (0..<length).map { _ in
                Bool.random(using: &random)
                    ? UInt8.random(in: 0...255, using: &random)
                    : Self.interestingBytes.randomElement(using: &random) ?? 0
            }
            try Self.check(input, limits: .standard, seed: 3)
        }
    }

    @Test func tokenSoupNeverCrashes() throws {
        var random = SplitMix64(state: 4)
        for round in 0..<1_500 {
            let count = Int.random(in: 1...40, using: &random)
            let text = (0..<count).map { _ in Self.tokens.randomElement(using: &random) ?? "" }.joined()
            try Self.check(Array(text.utf8), limits: round.isMultiple(of: 2) ? Self.smallLimits : .standard, seed: 4)
        }
    }

    @Test func randomTreesRoundTrip() throws {
        var random = SplitMix64(state: 5)
        for _ in 0..<300 {
            let roots = (0..<Int.random(in: 0...3, using: &random)).map { _ in Self.randomTree(using: &random) }
            let document: ElementTreeDocument =
                roots.count == 1 && Bool.random(using: &random) ? .object(roots[0]) : .array(roots)
            let text = ElementTreeEncoder().encode(document)
            #expect(try ElementTreeDecoder().decode(text) == document)
        }
    }

    // MARK: - Helpers

    /// Decodes `input`; checks the error's location, or the round trip of what was accepted.
    /// Returns whether the input was accepted.
    @discardableResult
    static func check(_ input: [UInt8], limits: JSONLimits, seed: UInt64) throws -> Bool {
        let document: ElementTreeDocument
        do {
            document = try ElementTreeDecoder(limits: limits).decode(input)
        } catch {
            let lines = input.filter { $0 == 0x0A || $0 == 0x0D }.count + 1
            let line = try #require(error.line)
            let column = try #require(error.column)
            #expect((1...lines).contains(line), "seed \(seed): \(error)")
            #expect((1...input.count + 1).contains(column), "seed \(seed): \(error)")
            #expect(error.path.hasPrefix("$"), "seed \(seed): \(error)")
            #expect(!error.message.isEmpty)
            return false
        }
        let tree = AccessibilityTree(document)
        #expect(tree.stops.count <= tree.nodes.count)
        let again = try ElementTreeDecoder().decode(ElementTreeEncoder().encode(document))
        #expect(again == document, "seed \(seed): \(String(decoding: input, as: UTF8.self))")
        return true
    }

    static func mutate(_ input: inout [UInt8], using random: inout SplitMix64) {
        let position = input.isEmpty ? 0 : Int.random(in: 0..<input.count, using: &random)
        let byte =
            Bool.random(using: &random)
            ? interestingBytes.randomElement(using: &random) ?? 0
            : UInt8.random(in: 0...255, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0 where !input.isEmpty: input[position] = byte
        case 1: input.insert(byte, at: position)
        case 2 where !input.isEmpty: input.remove(at: position)
        case 3: input.removeSubrange(position...)
        case 4 where !input.isEmpty:
            let end = min(input.count, position + Int.random(in: 1...32, using: &random))
            input.insert(contentsOf: input[position..<end], at: Int.random(in: 0...input.count, using: &random))
        default:
            input.insert(contentsOf: tokens.randomElement(using: &random)?.utf8 ?? "".utf8, at: position)
        }
    }

    static func randomTree(using random: inout SplitMix64) -> AccessibilityElement {
        let strings = ["", "Save", "é 😀 /", "tab\tand\nnewline", "quote \" backslash \\", "\u{1}", "日本語"]
        func string() -> String? {
            Int.random(in: 0..<3, using: &random) == 0 ? strings.randomElement(using: &random) : nil
        }
        func element() -> AccessibilityElement {
            AccessibilityElement(
                label: string(), value: string(), hint: string(),
                traits: AccessibilityTraits(rawValue: UInt64.random(in: 0...UInt64.max, using: &random))
                    .intersection(.all),
                identifier: string(), language: string(), ipa: string(),
                isElement: [true, false, nil].randomElement(using: &random) ?? nil,
                container: ContainerKind.allCases.randomElement(using: &random) ?? .none,
                control: ([nil] + ControlKind.allCases).randomElement(using: &random) ?? nil)
        }
        // Built bottom-up with a work list instead of recursion.
        var levels: [[AccessibilityElement]] = [[]]
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let children = levels[levels.count - 1]
            levels.append(
                (0..<Int.random(in: 1...3, using: &random)).map { _ in
                    var parent = element()
                    parent.children = Bool.random(using: &random) ? children : []
                    return parent
                })
        }
        var root = element()
        root.children = levels.last ?? []
        return root
    }
}
