import Accessibility
import Core
import Localization
import Utterances

extension ScreenBuilder {
    /// Settings: adjustable Rate, Pitch, Volume, Verbosity, Punctuation, Capitals, Language and Typing echo; switches Hints,
    /// Earcons and Voice commands.
    func settings(_ values: SpeechSettings, languages: [String]) -> Screen {
        var sections = [heading(words.text(.screenSettingsTitle), identifier: "settings.heading")]
        for name in SettingName.allCases {
            let identifier = ElementID.setting(name).text
            let label = settingLabel(name)
            if name.isSwitch {
                let on = values.isOn(name)
                sections.append(
                    .element(
                        ScreenElement(
                            AccessibilityElement(
                                label: label, value: on ? "1" : "0", traits: [.button, .switchButton],
                                identifier: identifier),
                            action: .toggle(.setting(name)))))
            } else {
                let value = settingValue(name, values)
                sections.append(
                    .element(
                        ScreenElement(
                            AccessibilityElement(
                                label: label, value: value.display, traits: .adjustable, identifier: identifier),
                            spokenValue: value.spokenIfDifferent, action: .adjust(.setting(name)))))
            }
        }
        return Screen(id: .settings, title: words.text(.screenSettingsTitle), sections: sections)
    }

    /// The label of a setting.
    public func settingLabel(_ name: SettingName) -> String {
        switch name {
        case .rate: return words.text(.settingsRateLabel)
        case .pitch: return words.text(.settingsPitchLabel)
        case .volume: return words.text(.settingsVolumeLabel)
        case .verbosity: return words.text(.settingsVerbosityLabel)
        case .punctuation: return words.text(.settingsPunctuationLabel)
        case .capitals: return words.text(.settingsCapitalsLabel)
        case .locale: return words.text(.settingsLanguageLabel)
        case .hints: return words.text(.settingsHintsLabel)
        case .earcons: return words.text(.settingsEarconsLabel)
        case .typingEcho: return words.text(.settingsTypingEchoLabel)
        case .listen: return words.text(.settingsListenLabel)
        case .sayHeard: return words.text(.settingsSayHeardLabel)
        }
    }

    /// The value of a setting as shown and spoken.
    public func settingValue(_ name: SettingName, _ values: SpeechSettings) -> ScreenStrings.Both {
        func same(_ text: String) -> ScreenStrings.Both { ScreenStrings.Both(display: text, speech: text) }
        switch name {
        case .rate: return words.count(.settingsRateValue, values.rate)
        case .pitch:
            return ScreenStrings.Both(
                display: words.strings.number(values.pitch, channel: .display),
                speech: words.strings.number(values.pitch, channel: .speech))
        case .volume: return words.formatBoth(.settingsVolumeValue, [.number(values.volume)])
        case .verbosity:
            switch values.verbosity {
            case .brief: return same(words.text(.settingsVerbosityBriefValue))
            case .normal: return same(words.text(.settingsVerbosityNormalValue))
            case .verbose: return same(words.text(.settingsVerbosityVerboseValue))
            }
        case .punctuation:
            switch values.punctuation {
            case .none: return same(words.text(.settingsPunctuationNoneValue))
            case .some: return same(words.text(.settingsPunctuationSomeValue))
            case .most: return same(words.text(.settingsPunctuationMostValue))
            case .all: return same(words.text(.settingsPunctuationAllValue))
            }
        case .capitals:
            switch values.capitals {
            case .pitch: return same(words.text(.settingsCapitalsPitchValue))
            case .word: return same(words.format(.settingsCapitalsWordValue, .text(words.text(.speechCapital))))
            case .none: return same(words.text(.settingsCapitalsNoneValue))
            }
        case .locale: return same(languageName(values.locale))
        case .hints: return same(values.hints ? "1" : "0")
        case .earcons: return same(values.earcons ? "1" : "0")
        case .listen: return same(values.listen ? "1" : "0")
        case .typingEcho:
            switch values.typingEcho {
            case .characters: return same(words.text(.settingsTypingEchoCharactersValue))
            case .words: return same(words.text(.settingsTypingEchoWordsValue))
            case .both: return same(words.text(.settingsTypingEchoBothValue))
            case .none: return same(words.text(.settingsTypingEchoNoneValue))
            }
        case .sayHeard:
            switch values.sayHeard {
            case .firstHour: return same(words.text(.settingsSayHeardFirstHourValue))
            case .on: return same(words.text(.settingsSayHeardOnValue))
            case .off: return same(words.text(.settingsSayHeardOffValue))
            }
        }
    }

    /// The name of a language in the session's language; the tag itself when the tables do not name it.
    public func languageName(_ tag: String) -> String {
        switch LanguageTag.normalized(tag).lowercased() {
        case "en": return words.text(.languageNameEn)
        case "de": return words.text(.languageNameDe)
        case "es": return words.text(.languageNameEs)
        case "fr": return words.text(.languageNameFr)
        case "ja": return words.text(.languageNameJa)
        case "ar": return words.text(.languageNameAr)
        case "en-xa": return words.text(.languageNameEnXa)
        case "ar-xb": return words.text(.languageNameArXb)
        default: return tag
        }
    }
}
