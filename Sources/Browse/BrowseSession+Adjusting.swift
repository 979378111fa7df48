import Domain
import Foundation
import Localization
import Narration
import Screens
import Utterances

extension BrowseSession {
    /// Up / Down: adjusts an adjustable element (up raises, down lowers; at an end the boundary earcon); on
    /// other elements moves by the rotor unit (up: previous, down: next).
    func adjust(up: Bool) throws {
        guard let stop = try focusedStop(), case .adjust(let adjustment) = stop.element.action else {
            return try move(to: rotor, forward: !up)
        }
        let moved: Bool
        switch adjustment {
        case .itemCategory(let id):
            guard let item = try library.items.item(id: id) else { return try rebuildAfterLoss() }
            guard let next = Self.step(item.category, in: Domain.Category.allCases, up: up) else {
                return try announceDescription(earcon: .boundary)
            }
            try change {
                var changed = item
                changed.category = next
                try library.items.update(changed)
            }
            moved = true
        case .itemSort:
            guard let next = Self.step(state.itemSort, in: ItemSort.allCases, up: up) else {
                return try announceDescription(earcon: .boundary)
            }
            state.itemSort = next
            try rebuild()
            moved = true
        case .photoFilter:
            let filters: [PhotoFilter] = [.all, .favorites] + (try library.tags.all().map { .tag($0.name) })
            guard let next = Self.step(state.photoFilter, in: filters, up: up) else {
                return try announceDescription(earcon: .boundary)
            }
            state.photoFilter = next
            try rebuild()
            moved = true
        case .setting(let name):
            moved = settings.step(name, up: up, languages: state.languages)
            if moved { try settingsChanged(name) }
        }
        try announceDescription(earcon: moved ? nil : .boundary)
    }

    /// The value after `value` in `values` (up) or before it; nil at either end.
    static func step<T: Equatable>(_ value: T, in values: [T], up: Bool) -> T? {
        guard let index = values.firstIndex(of: value) else { return values.first }
        let next = up ? index + 1 : index - 1
        return values.indices.contains(next) ? values[next] : nil
    }

    /// `set NAME VALUE`: changes a setting live and saves it; a value it does not take is said as an error.
    func set(_ name: SettingName, _ value: String) throws {
        guard settings.set(name, to: value, languages: state.languages) else {
            var allowed = SpeechSettings.allowed(name, languages: state.languages)
            if let range = SpeechSettings.range(of: name) {
                allowed = words.format(.browseRange, .number(range.lowerBound), .number(range.upperBound))
            }
            throw BrowseError(message: words.format(.browseErrorInvalidArgument, .text("set \(name.rawValue)"), .text(allowed)))
        }
        try settingsChanged(name)
        if screen.id == .settings, let index = try screen.index(of: "settings.\(name.rawValue)") { focus = index }
        try announceDescriptionOfSetting(name)
    }

    /// Says the setting's new value: on the Settings screen its element, elsewhere "Label: value".
    private func announceDescriptionOfSetting(_ name: SettingName) throws {
        if screen.id == .settings { return try announceDescription() }
        if name.isSwitch {
            let on = name == .hints ? settings.hints : settings.earcons
            return try say(on ? .browseSettingOn : .browseSettingOff, .text(builder.settingLabel(name)))
        }
        let value = builder.settingValue(name, settings)
        try say(.browseSettingChanged, .text(builder.settingLabel(name)), .text(value.speech))
    }

    /// Applies a changed setting at once (voice, narrator, language, earcons), saves it in the library and
    /// rebuilds the screen in the language in force.
    func settingsChanged(_ name: SettingName) throws {
        state.settings = settings
        switch name {
        case .rate, .pitch, .volume:
            try environment.voice?.setProsody(Prosody(rate: settings.rate, pitch: settings.pitch, volume: settings.volume))
        case .locale:
            words = ScreenStrings(strings: environment.services.strings(for: settings.locale), timeZone: environment.timeZone)
        default:
            break
        }
        narrator = environment.services.narrator(for: settings)
        applyOutputSettings()
        do {
            try library.transaction { try library.settings.setValue(settings.text(name), for: name.storageKey) }
        } catch {
            throw BrowseError(message: message(for: error))
        }
        try rebuild()
    }

    /// Earcons, the earcon volume and the marking of capitals, from the settings.
    func applyOutputSettings() {
        speaker.earcons = settings.earcons
        environment.output.volume = settings.volume
        switch settings.capitals {
        case .pitch: environment.output.capitals = .pitch
        case .none: environment.output.capitals = .none
        case .word: environment.output.capitals = .word(words.text(.speechCapital))
        }
    }
}
