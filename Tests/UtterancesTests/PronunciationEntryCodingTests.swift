import Foundation
import Testing

@testable import Utterances

@Suite struct PronunciationEntryCodingTests {
    @Test func roundTripsThroughJSON() throws {
        let entry = try PronunciationEntry(
            pattern: "Tübingen", caseSensitive: true, kind: .ipa, replacement: "ˈtyːbɪŋən", language: "de")
        let data = try JSONEncoder().encode(entry)
        #expect(try JSONDecoder().decode(PronunciationEntry.self, from: data) == entry)
    }

    @Test func decodingValidates() throws {
        let json = Data(
            #"{"pattern":"x","match":"anywhere","kind":"espeak","replacement":"w'In","language":"en"}"#.utf8)
        let error = try #require(
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(PronunciationEntry.self, from: json)
            })
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.underlyingError as? PronunciationError == .phonemesNeedWordBoundaries(pattern: "x"))
    }

    @Test func decodingDefaultsMatchAndCase() throws {
        let json = Data(#"{"pattern":"Nguyen","kind":"say","replacement":"win","language":"en"}"#.utf8)
        let entry = try JSONDecoder().decode(PronunciationEntry.self, from: json)
        #expect(entry.match == .word)
        #expect(!entry.caseSensitive)
    }
}
