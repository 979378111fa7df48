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
}
