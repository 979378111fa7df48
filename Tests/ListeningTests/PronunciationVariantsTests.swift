import Testing

@testable import Listening

@Suite struct PronunciationVariantsTests {
    @Test(arguments: [
        ("F ER S T", ["F AH S T"]),
        ("F AE S T ER", ["F AE S T AH", "F AA S T AH"]),
        ("L AE S T", ["L AA S T"]),
        ("N EH K S T", []),
        ("B AE K", ["B AA K"]),
        ("HH OW M", ["HH AH UW M"]),
        ("OW P AH N", ["AH UW P AH N"]),
        ("SH OW F OW T OW Z", ["SH AH UW F AH UW T AH UW Z"]),
        ("IH M AH JH", []),
    ])
    func britishVariantsFollowThePhoneRules(phones: String, variants: [String]) {
        #expect(PronunciationVariants.of(phones) == variants)
    }
}
