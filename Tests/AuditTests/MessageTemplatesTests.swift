import Localization
import TestSupport
import Testing

@testable import Audit

/// The element rules' messages from templates read once per pass (issue 20) against
/// ``Strings/format(_:arguments:channel:)`` and ``CheckMatch/render(_:)``, in every shipped
/// language: the same text for every message key and for arguments with and without placeholders,
/// right-to-left text and numbers.
@Suite struct MessageTemplatesTests {
    static let languages = ["en", "de", "es", "fr", "ja", "ar"]

    static let keys: [StringKey] = [
        .auditLabelMissingMessage, .auditLabelMissingImageMessage, .auditLabelWhitespaceMessage,
        .auditLabelDuplicateMessage, .auditLabelGenericLinkMessage, .auditLabelGenericLinkAddressMessage,
        .auditLabelContainsValueMessage, .auditTraitsConflictMessage, .auditTraitsIncompleteMessage,
        .auditTraitsIncompletePart, .auditTraitsIncompleteEitherPart, .auditTraitsAdjustableWithoutValueMessage,
        .auditTraitsSwitchValueMessage, .auditTraitsSwitchValueMissingMessage, .auditTraitsTextFieldLabelIsValueMessage,
        .auditHeadingEmptyMessage, .auditScreenNoHeadingMessage, .auditIdentifierDuplicateMessage,
        .auditElementTargetSizeMessage, .auditCheckLabelNotHumanReadable, .auditCheckLabelMarkup,
        .auditCheckLabelRedundantTrait, .auditCheckLabelContainsState, .auditCheckLabelContainsAction,
        .auditCheckLabelTrailingPeriod, .auditCheckLabelNotCapitalized, .auditCheckLabelSymbolOnly,
        .auditCheckLabelEqualsHint, .auditCheckHintGesture, .auditCheckHintImperative,
        .auditCheckHintImperativeSuggestion, .auditCheckHintImperativePlease, .auditCheckHintHasSubject,
        .auditCheckHintNotCapitalized, .auditCheckHintMissingPeriod, .auditCheckHintRepeatsLabel,
        .auditCheckHintRepeatsTrait, .photosNoDescription, .auditPhotoUndescribedMessage,
        StringKey("audit.no-such-key"),
    ]

    static let argumentLists: [[StringArgument]] = [
        [], [.text("Save")], [.text("50% off"), .text("%@ %d %%")], [.text("صورة"), .number(3)],
        [.number(12_345), .text("")], [.text("Foto schließen"), .text("写真"), .text("x")],
    ]

    @Test(arguments: languages)
    func templatesFillLikeStrings(language: String) throws {
        let strings = try NarrationFixture.strings(language)
        let messages = MessageTemplates(strings: strings)
        var filled = 0
        // Twice over: the second round reads the templates already read.
        for _ in 0..<2 {
            for key in Self.keys {
                #expect(messages.text(key) == strings.text(key), "\(language) \(key)")
                for arguments in Self.argumentLists {
                    let expected = strings.format(key, arguments: arguments, channel: .display)
                    #expect(messages.format(key, arguments) == expected, "\(language) \(key) \(arguments)")
                    if expected != strings.text(key) { filled += 1 }
                }
                #expect(messages.format(key, text: "Print") == strings.format(key, .text("Print")))
            }
        }
        // The keys really have placeholders that the arguments fill.
        #expect(filled > 100)
    }

    @Test(arguments: languages)
    func checkMatchesRenderLikeTheirOwnRendering(language: String) throws {
        let strings = try NarrationFixture.strings(language)
        let messages = MessageTemplates(strings: strings)
        let matches = [
            CheckMatch(
                .labelNotHumanReadable, message: .auditCheckLabelNotHumanReadable, [.word(.auditReasonFileName)]),
            CheckMatch(.labelRedundantTrait, message: .auditCheckLabelRedundantTrait, [.text("button, Taste")]),
            CheckMatch(.hintImperative, message: .auditCheckHintImperativeSuggestion, [.text("Opens"), .text("Open")]),
            CheckMatch(.labelTrailingPeriod, message: .auditCheckLabelTrailingPeriod),
            CheckMatch(.hintGesture, message: .auditCheckHintGesture, [.number(2), .word(.auditReasonPlaceholder)]),
        ]
        for match in matches {
            #expect(messages.render(match) == match.render(strings), "\(language) \(match)")
        }
    }
}
