import Browse
import Domain
import Foundation
import Keys
import Screens
import TestSupport
import Testing
import Utterances

/// The Voice commands setting (issue 17): `listen on|off`, the `l` key and the Settings switch change one saved
/// setting, and a spoken `quit` ends an interactive session without waiting for a key.
@Suite struct ListenSettingTests {
    @Test func listenOnIsSavedInTheLibraryAndListenOffToo() throws {
        let harness = try Harness()
        try harness.session.open(.screen(.home))
        _ = harness.take()
        #expect(!harness.session.listening)
        #expect(try harness.run("listen on") == ["Listening."])
        #expect(harness.session.listening)
        #expect(try harness.library.settings.value(for: "speech.listen") == "on")
        #expect(try harness.run("listen off") == ["Not listening."])
        #expect(!harness.session.listening)
        #expect(try harness.library.settings.value(for: "speech.listen") == "off")
    }

    @Test func theLKeyTogglesTheSavedSetting() throws {
        let harness = try Harness(interactive: true)
        try harness.session.open(.screen(.home))
        _ = harness.take()
        try InteractiveLoop(
            session: harness.session, keys: ScriptedKeys([.character("l")]), lines: harness.lines,
            output: harness.output
        )
        .run()
        #expect(harness.take() == ["Listening."])
        #expect(try harness.library.settings.value(for: "speech.listen") == "on")
    }

    @Test func theSettingsScreenHasAVoiceCommandsSwitch() throws {
        let harness = try Harness()
        try harness.session.open(.screen(.settings))
        _ = harness.take()
        let said = try harness.run("find voice\nactivate")
        #expect(
            said == [
                "Voice commands. Switch Button. Off.", "Press Enter to toggle setting.",
                "Voice commands. Switch Button. On.",
                "Press Enter to toggle setting.",
            ], "\(said)")
        #expect(harness.session.listening)
        #expect(try harness.library.settings.value(for: "speech.listen") == "on")
        let off = try harness.run("set listen off")
        #expect(off.first == "Voice commands. Switch Button. Off.", "\(off)")
        #expect(!harness.session.listening)
    }

    @Test func aSavedSettingStartsTheSessionListening() throws {
        var settings = SpeechSettings()
        settings.apply(saved: ["speech.listen": "on"], languages: ["en"])
        #expect(settings.listen)
        settings.apply(saved: ["speech.listen": "off"], languages: ["en"])
        #expect(!settings.listen)
        let harness = try Harness(configure: { $0.settings.listen = true })
        #expect(harness.session.listening)
    }

    @Test func idleWorkThatSaysStopEndsTheLoopWithoutAnotherKey() throws {
        let harness = try Harness(interactive: true)
        try harness.session.open(.screen(.home))
        _ = harness.take()
        let loop = InteractiveLoop(
            session: harness.session, keys: ScriptedKeys([.right, .right, .right]), lines: harness.lines,
            output: harness.output)
        var calls = 0
        loop.idleWork = {
            calls += 1
            return calls < 2
        }
        try loop.run()
        #expect(harness.take() == ["Items: 12 items. Button.", "Opens your inventory."])
        #expect(calls == 2)
    }

    /// Say-heard (issue 42): voice commands are said back during the first hour of listening, counted across
    /// sessions in the library; `set say-heard on|off|first-hour` overrides it.
    @Test func commandsAreSaidBackDuringTheFirstHourOfListening() throws {
        let harness = try Harness()
        #expect(harness.session.saysHeardBack)
        harness.session.addListening(seconds: 30)
        #expect(try harness.library.settings.value(for: "voice.listened-seconds") == nil)  // saved each minute
        harness.session.addListening(seconds: 45)
        #expect(try harness.library.settings.value(for: "voice.listened-seconds") == "75")
        harness.session.addListening(seconds: 3_600)
        #expect(!harness.session.saysHeardBack)
        #expect(try harness.run("set say-heard on").isEmpty == false)
        #expect(harness.session.saysHeardBack)
        _ = try harness.run("set say-heard off")
        #expect(!harness.session.saysHeardBack)
        #expect(try harness.library.settings.value(for: "speech.say-heard") == "off")
        // A new session over the same library remembers the hour.
        let again = try Harness(library: harness.library)
        _ = try again.run("set say-heard first-hour")
        #expect(!again.session.saysHeardBack)
    }
}
