import Screens
import Testing
import Utterances

@Suite struct SpeechSettingsTests {
    @Test func numbersStepOnMultiplesAndStopAtTheEnds() {
        var settings = SpeechSettings()
        do { let moved = settings.step(.rate, up: true, languages: []); #expect(moved) }
        #expect(settings.rate == 200)
        settings.rate = 890
        do { let moved = settings.step(.rate, up: true, languages: []); #expect(moved) }
        #expect(settings.rate == 900)
        do { let moved = settings.step(.rate, up: true, languages: []); #expect(!moved) }
        settings.pitch = 3
        do { let moved = settings.step(.pitch, up: false, languages: []); #expect(moved) }
        #expect(settings.pitch == 0)
        do { let moved = settings.step(.pitch, up: false, languages: []); #expect(!moved) }
    }

    @Test func choicesCycleWithoutWrapping() {
        var settings = SpeechSettings()
        do { let moved = settings.step(.verbosity, up: true, languages: []); #expect(moved) }
        #expect(settings.verbosity == .verbose)
        do { let moved = settings.step(.verbosity, up: true, languages: []); #expect(!moved) }
        do { let moved = settings.step(.locale, up: true, languages: ["en", "de"]); #expect(moved) }
        #expect(settings.locale == "de")
        do { let moved = settings.step(.locale, up: true, languages: ["en", "de"]); #expect(!moved) }
    }

    @Test(arguments: [
        ("rate", "220", true), ("rate", "2000", false), ("volume", "0", true), ("verbosity", "brief", true),
        ("punctuation", "loud", false), ("capitals", "word", true), ("hints", "off", true), ("earcons", "maybe", false),
        ("locale", "DE", true), ("locale", "fr", false),
    ])
    func setChecksTheValue(name: String, value: String, accepted: Bool) throws {
        var settings = SpeechSettings()
        let setting = try #require(SettingName(rawValue: name))
        let changed = settings.set(setting, to: value, languages: ["en", "de"])
        #expect(changed == accepted)
        if accepted { #expect(settings.text(setting).lowercased() == value.lowercased()) }
    }

    @Test func savedSettingsApplyAndBadOnesAreIgnored() {
        var settings = SpeechSettings()
        settings.apply(saved: ["speech.rate": "300", "speech.hints": "off", "speech.pitch": "x"], languages: ["en"])
        #expect(settings.rate == 300)
        #expect(!settings.hints)
        #expect(settings.pitch == 50)
    }
}
