import Domain
import Foundation
import Localization
import Screens
import Utterances

extension BrowseSession {
    /// Up / Down: adjusts an adjustable element (up raises, down lowers; at an end the boundary earcon); on
    /// other elements moves by the rotor unit (up: previous, down: next).
    func adjust(up: Bool) throws {
        guard let stop = try focusedStop(), case .adjust(let adjustment) = stop.element.action else {
            return try announce(focus.move(to: focus.rotor, forward: !up))
        }
        let moved: Bool
        switch adjustment {
        case .itemCategory(let id):
            switch try editor.stepCategory(of: id, up: up) {
            case .lost: return try rebuildAfterLoss()
            case .atEnd: return try announceDescription(earcon: .boundary)
            case .stepped(let commit): try finish(commit)
            }
            moved = true
        case .itemSort:
            guard let next = ItemSort.allCases.neighbor(of: state.itemSort, up: up) else {
                return try announceDescription(earcon: .boundary)
            }
            state.itemSort = next
            try rebuild()
            moved = true
        case .photoFilter:
            let filters: [PhotoFilter] = [.all, .favorites] + (try library.tags.all().map { .tag($0.name) })
            guard let next = filters.neighbor(of: state.photoFilter, up: up) else {
                return try announceDescription(earcon: .boundary)
            }
            state.photoFilter = next
            try rebuild()
            moved = true
        case .setting(let name):
            moved = live.step(name, up: up)
            if moved { try settingsChanged(name) }
        }
        try announceDescription(earcon: moved ? nil : .boundary)
    }

    /// `set NAME VALUE`: changes a setting live and saves it; a value it does not take is said as an error.
    func set(_ name: SettingName, _ value: String) throws {
        guard live.set(name, to: value) else {
            let allowed = live.allowed(name)
            let text = allowed.range.map { words.format(.browseRange, .number($0.lowerBound), .number($0.upperBound)) }
            throw BrowseError(
                message: words.format(
                    .browseErrorInvalidArgument, .text("set \(name.rawValue)"), .text(text ?? allowed.list)))
        }
        try settingsChanged(name)
        if focus.screen.id == .settings { try focus.focus(on: .setting(name)) }
        try announceSetting(name)
    }

    /// Says the setting's new value: on the Settings screen its element, elsewhere "Label: value".
    private func announceSetting(_ name: SettingName) throws {
        if focus.screen.id == .settings { return try announceDescription() }
        if name.isSwitch {
            let on = live.values.isOn(name)
            return try announcer.say(on ? .browseSettingOn : .browseSettingOff, .text(builder.settingLabel(name)))
        }
        let value = builder.settingValue(name, live.values)
        try announcer.say(.browseSettingChanged, .text(builder.settingLabel(name)), .text(value.speech))
    }

    /// Applies a changed setting at once (voice, narrator, language, earcons), saves it in the library and
    /// rebuilds the screen in the language in force.
    func settingsChanged(_ name: SettingName) throws {
        let settings = live.values
        state.settings = settings
        try live.applyToVoice(name)
        if name == .locale {
            announcer.words = ScreenStrings(
                strings: environment.services.strings(for: settings.locale), timeZone: environment.timeZone)
        }
        announcer.narrator = environment.services.narrator(for: settings)
        applyOutputSettings()
        do {
            try live.save(name)
        } catch {
            throw BrowseError(message: message(for: error))
        }
        try rebuild()
    }

    /// Earcons, the earcon volume and the marking of capitals, from the settings.
    func applyOutputSettings() {
        announcer.earcons = live.values.earcons
        live.applyToOutput(capitalWord: words.text(.speechCapital))
    }
}
