import Localization

/// The finding messages of one screen pass, each table value looked up and read into its template
/// once, then filled by concatenation: the same text as ``Strings/format(_:_:channel:)`` and
/// ``Strings/text(_:)`` on the display channel.
///
/// Right-to-left strings are filled by ``Strings`` itself (their bidi isolation depends on the
/// arguments). Not shared between threads: each worker has its own (``TextCache/messages(for:)``).
final class MessageTemplates {
    /// A table value as looked up, and read into its template when it has a `%`.
    private struct Entry {
        var value: String
        var template: PlaceholderTemplate?
    }

    /// The strings of the UI language.
    let strings: Strings
    private let fillsHere: Bool
    /// The messages met so far, by key.
    private var entries: [StringKey: Entry] = [:]

    /// Creates the messages of a pass in the UI language of `strings`.
    init(strings: Strings) {
        self.strings = strings
        fillsHere = !strings.isRightToLeft
    }

    private func entry(_ key: StringKey) -> Entry {
        if let known = entries[key] { return known }
        let value = strings.text(key)
        let entry = Entry(
            value: value, template: value.utf8.contains(UInt8(ascii: "%")) ? PlaceholderTemplate(value) : nil)
        entries[key] = entry
        return entry
    }

    /// The value of a key: ``Strings/text(_:)``.
    func text(_ key: StringKey) -> String {
        entry(key).value
    }

    /// The value of a key with its placeholders filled: ``Strings/format(_:arguments:channel:)`` on
    /// the display channel.
    func format(_ key: StringKey, _ arguments: [StringArgument]) -> String {
        guard fillsHere else { return strings.format(key, arguments: arguments, channel: .display) }
        let entry = entry(key)
        guard let template = entry.template else { return entry.value }
        return template.fill(arguments) { strings.number($0, channel: .display) }
    }

    /// The value of a key with one text argument.
    func format(_ key: StringKey, text: String) -> String {
        format(key, [.text(text)])
    }

    /// A text check's message: ``CheckMatch/render(_:)``.
    func render(_ match: CheckMatch) -> String {
        let values: [StringArgument] = match.arguments.map { argument in
            switch argument {
            case .text(let text): .text(text)
            case .number(let number): .number(number)
            case .word(let key): .text(text(key))
            }
        }
        return format(match.message, values)
    }
}
