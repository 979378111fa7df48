import Accessibility
import Domain
import Foundation
import Screens
import Speech
import TestSupport
import Testing
import Utterances

@testable import Browse

/// The announcer alone, speaking into a recording speaker: element speech with its hint after the pause,
/// messages, repeat, the history, read-all in parts, earcons on and off.
@Suite struct AnnouncerTests {
    /// What the announcer said: the text lines and every speech item, earcons and gaps included.
    final class Recording {
        var lines: [String] = []
        var items: [SpeechItem] = []
    }

    static func announcer(_ recording: Recording) throws -> Announcer {
        let output = SpeechOutput.lines(.text) { recording.lines.append($0) }
        let speaker = Speaker(output: output, echo: nil) { recording.items.append($0) }
        let words = ScreenStrings(strings: try NarrationFixture.strings("en"), timeZone: TimeZone(identifier: "UTC")!)
        return Announcer(speaker: speaker, narrator: try NarrationFixture.narrator("en"), words: words)
    }

    static func stop(_ label: String, hint: String? = nil, traits: AccessibilityTraits = .button, index: Int = 0)
        -> ScreenStop
    {
        ScreenStop(
            index: index, element: ScreenElement(AccessibilityElement(label: label, hint: hint, traits: traits)),
            context: .none)
    }

    @Test func anElementIsItsDescriptionThenItsHintAfterThePause() throws {
        let recording = Recording()
        let announcer = try Self.announcer(recording)
        try announcer.announce(Self.stop("Save", hint: "Saves the item."), earcon: .activation)
        #expect(recording.lines == ["Save. Button.", "Saves the item."])
        #expect(recording.items.count == 5)
        #expect(recording.items.first == .earcon(.activation))
        #expect(recording.items[1] == SpeechItem.earconGap)
        #expect(recording.items[3] == SpeechItem.hintGap)
    }

    @Test func noStopIsEmptyWithTheNoElementEarcon() throws {
        let recording = Recording()
        let announcer = try Self.announcer(recording)
        try announcer.announce(nil)
        #expect(recording.lines == ["Empty."])
        #expect(recording.items.first == .earcon(.noElement))
    }

    @Test func repeatSaysTheElementAgainWithItsHintButNotIntoTheHistory() throws {
        let recording = Recording()
        var announcer = try Self.announcer(recording)
        #expect(try !announcer.repeatLast())
        announcer.command = "next"
        try announcer.announce(Self.stop("Save", hint: "Saves the item."))
        #expect(try announcer.repeatLast())
        #expect(recording.lines == ["Save. Button.", "Saves the item.", "Save. Button.", "Saves the item."])
        #expect(announcer.historyLines.map(\.text) == ["Saves the item.", "Save. Button."])
        #expect(announcer.speaker.history.newestFirst.map(\.command) == ["next", "next"])
    }

    @Test func whileNotRecordingNothingGoesIntoTheHistory() throws {
        let recording = Recording()
        let announcer = try Self.announcer(recording)
        announcer.recording = false
        try announcer.say(text: "Hello.")
        #expect(recording.lines == ["Hello."])
        #expect(announcer.historyLines.isEmpty)
    }

    @Test func earconsOffLeaveOnlyTheWords() throws {
        let recording = Recording()
        let announcer = try Self.announcer(recording)
        announcer.earcons = false
        try announcer.sayError("Something failed.")
        try announcer.announceDescription(Self.stop("Rate", hint: "Adjusts.", traits: .adjustable), earcon: .boundary)
        #expect(recording.lines == ["Something failed.", "Rate. Adjustable."])
        #expect(!recording.items.contains { if case .earcon = $0 { return true } else { return false } })
    }

    @Test func readAllSaysFiftyStopsAPartWithoutHints() throws {
        let recording = Recording()
        var announcer = try Self.announcer(recording)
        let rows = (1...70).map {
            ScreenElement(AccessibilityElement(label: "Row \($0)", hint: "A hint.", traits: .staticText))
        }
        let screen = Screen(
            id: .home, title: "", sections: [.list(ListSection(identifier: "rows", rows: ArrayRows(rows)))])
        announcer.startReading(at: 5)
        try announcer.readPart(of: screen)
        #expect(recording.lines.count == 50)
        #expect(recording.lines.first == "Row 6")
        #expect(recording.lines.last == "Row 55")
        #expect(announcer.readingFrom == 55)
        try announcer.readPart(of: screen)
        #expect(recording.lines.count == 65)
        #expect(recording.lines.last?.hasPrefix("Row 70") == true)
        #expect(recording.lines.last?.hasSuffix("List End.") == true)
        #expect(announcer.readingFrom == nil)
        #expect(!recording.lines.contains("A hint."))
    }

    @Test func findLooksAtTheSpokenAndTheShownText() throws {
        let announcer = try Self.announcer(Recording())
        let element = ScreenElement(
            AccessibilityElement(label: "Café", value: "$5.00", traits: .button), spokenValue: "5 dollars")
        #expect(announcer.describes(element, containing: SortKey.folded("cafe")))
        #expect(announcer.describes(element, containing: SortKey.folded("Dollars")))
        #expect(announcer.describes(element, containing: SortKey.folded("$5.00")))
        #expect(!announcer.describes(element, containing: SortKey.folded("tea")))
    }
}
