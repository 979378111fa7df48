import Localization

// Keys of the audit: rule and check messages, skip reasons and the rule descriptions of SARIF
// reports (audit.md). Rule IDs, severity words, JSON keys and the summary line are never translated.
extension StringKey {
    // MARK: - Audit: messages of the strings rules (strings.* rule IDs are never translated).
    public static let auditStringsSyntaxMessage = StringKey("audit.strings.syntax.message")
    public static let auditStringsSyntaxPronunciation = StringKey("audit.strings.syntax.pronunciation")
    public static let auditStringsDuplicateKeyMessage = StringKey("audit.strings.duplicate-key.message")
    public static let auditStringsMissingKeyMessage = StringKey("audit.strings.missing-key.message")
    public static let auditStringsExtraKeyMessage = StringKey("audit.strings.extra-key.message")
    public static let auditStringsMissingFileMessage = StringKey("audit.strings.missing-file.message")
    public static let auditStringsEmptyValueMessage = StringKey("audit.strings.empty-value.message")
    public static let auditStringsUntranslatedMessage = StringKey("audit.strings.untranslated.message")
    public static let auditStringsPlaceholderTypeMessage = StringKey("audit.strings.placeholder-type.message")
    public static let auditStringsPlaceholderTypePosition = StringKey("audit.strings.placeholder-type.position")
    public static let auditStringsPlaceholderCountExtra = StringKey("audit.strings.placeholder-count.extra")
    public static let auditStringsPlaceholderCountMissing = StringKey("audit.strings.placeholder-count.missing")
    public static let auditStringsPlaceholderCountBoth = StringKey("audit.strings.placeholder-count.both")
    public static let auditStringsPlaceholderInvalidMessage = StringKey("audit.strings.placeholder-invalid.message")
    public static let auditStringsPlaceholderInvalidUnknown = StringKey("audit.strings.placeholder-invalid.unknown")
    public static let auditStringsPlaceholderInvalidTooLarge = StringKey("audit.strings.placeholder-invalid.too-large")
    public static let auditStringsPlaceholderInvalidMixed = StringKey("audit.strings.placeholder-invalid.mixed")
    public static let auditStringsPlaceholderInvalidGap = StringKey("audit.strings.placeholder-invalid.gap")
    /// %1$@ the placeholder as written, %2$d the highest position read.
    public static let auditStringsPlaceholderInvalidAboveLimit = StringKey(
        "audit.strings.placeholder-invalid.above-limit")
    /// %d how many problems a finding leaves unlisted.
    public static let auditStringsPlaceholderInvalidMore = StringKey("audit.strings.placeholder-invalid.more")
    public static let auditStringsPlaceholderInvalidBothTypes = StringKey(
        "audit.strings.placeholder-invalid.both-types")
    public static let auditStringsPlaceholderPositionMessage = StringKey("audit.strings.placeholder-position.message")
    public static let auditStringsPluralMissingCategoryMessage = StringKey(
        "audit.strings.plural-missing-category.message")
    public static let auditStringsPluralMissingCategoryNoRules = StringKey(
        "audit.strings.plural-missing-category.no-rules")
    public static let auditStringsPluralUnusedCategoryMessage = StringKey(
        "audit.strings.plural-unused-category.message")
    public static let auditStringsSyntaxPluralNotPlist = StringKey("audit.strings.syntax.plural-not-plist")
    public static let auditStringsSyntaxPluralEntityDeclared = StringKey("audit.strings.syntax.plural-entity-declared")
    public static let auditStringsSyntaxPluralBinaryDamaged = StringKey("audit.strings.syntax.plural-binary-damaged")
    public static let auditStringsSyntaxPluralRootNotDictionary = StringKey(
        "audit.strings.syntax.plural-root-not-dictionary")
    public static let auditStringsSyntaxPluralEntryNotDictionary = StringKey(
        "audit.strings.syntax.plural-entry-not-dictionary")
    public static let auditStringsSyntaxCatalogJson = StringKey("audit.strings.syntax.catalog-json")
    public static let auditStringsSyntaxCatalogType = StringKey("audit.strings.syntax.catalog-type")
    public static let auditStringsSyntaxCatalogSourceLanguageMissing = StringKey(
        "audit.strings.syntax.catalog-source-language-missing")
    public static let auditStringsSyntaxCatalogStateUnknown = StringKey("audit.strings.syntax.catalog-state-unknown")
    public static let auditStringsSyntaxCatalogValueMissing = StringKey("audit.strings.syntax.catalog-value-missing")
    public static let auditStringsSyntaxCatalogVariationUnknown = StringKey(
        "audit.strings.syntax.catalog-variation-unknown")
    public static let auditStringsSyntaxCatalogCategoryUnknown = StringKey(
        "audit.strings.syntax.catalog-category-unknown")
    public static let auditStringsSyntaxCatalogSubstitutionMissing = StringKey(
        "audit.strings.syntax.catalog-substitution-missing")
    public static let auditStringsSyntaxCatalogFormatSpecifierMissing = StringKey(
        "audit.strings.syntax.catalog-format-specifier-missing")
    public static let auditStringsSyntaxValueNotString = StringKey("audit.strings.syntax.value-not-string")
    public static let auditStringsPluralFormatFormatKeyMissing = StringKey(
        "audit.strings.plural-format.format-key-missing")
    public static let auditStringsPluralFormatNotString = StringKey("audit.strings.plural-format.not-string")
    public static let auditStringsPluralFormatVariableUndefined = StringKey(
        "audit.strings.plural-format.variable-undefined")
    public static let auditStringsPluralFormatVariableUnused = StringKey("audit.strings.plural-format.variable-unused")
    public static let auditStringsPluralFormatSpecTypeInvalid = StringKey(
        "audit.strings.plural-format.spec-type-invalid")
    public static let auditStringsPluralFormatSelectorPrintedSame = StringKey(
        "audit.strings.plural-format.selector-printed-same")
    public static let auditStringsPluralFormatSelectorPrintedDifferent = StringKey(
        "audit.strings.plural-format.selector-printed-different")
    public static let auditStringsPluralFormatValueTypeMissing = StringKey(
        "audit.strings.plural-format.value-type-missing")
    public static let auditStringsPluralFormatValueTypeInvalid = StringKey(
        "audit.strings.plural-format.value-type-invalid")
    public static let auditStringsPluralFormatNoVariants = StringKey("audit.strings.plural-format.no-variants")
    public static let auditStringsPluralFormatVariantTypeMismatch = StringKey(
        "audit.strings.plural-format.variant-type-mismatch")
    public static let auditStringsWhitespaceMismatchMessage = StringKey("audit.strings.whitespace-mismatch.message")
    public static let auditStringsWhitespaceMismatchLeading = StringKey("audit.strings.whitespace-mismatch.leading")
    public static let auditStringsWhitespaceMismatchTrailing = StringKey("audit.strings.whitespace-mismatch.trailing")
    public static let auditStringsWhitespaceMismatchLineBreaks = StringKey(
        "audit.strings.whitespace-mismatch.line-breaks")
    public static let auditStringsEncodingFile = StringKey("audit.strings.encoding.file")
    public static let auditStringsEncodingInKey = StringKey("audit.strings.encoding.in-key")
    public static let auditStringsEncodingInValue = StringKey("audit.strings.encoding.in-value")
    public static let auditStringsEncodingReplacement = StringKey("audit.strings.encoding.replacement")
    public static let auditStringsEncodingControl = StringKey("audit.strings.encoding.control")

    // MARK: - Audit: label and hint checks, for elements and for strings entries (check IDs are never translated).
    public static let auditCheckMessage = StringKey("audit.check-message")
    public static let auditCheckLabelNotHumanReadable = StringKey("audit.check.label-not-human-readable")
    public static let auditCheckLabelMarkup = StringKey("audit.check.label-markup")
    public static let auditReasonIdentifier = StringKey("audit.reason.identifier")
    public static let auditReasonFileName = StringKey("audit.reason.file-name")
    public static let auditReasonCameraName = StringKey("audit.reason.camera-name")
    public static let auditReasonTemplate = StringKey("audit.reason.template")
    public static let auditReasonUUID = StringKey("audit.reason.uuid")
    public static let auditReasonPlaceholder = StringKey("audit.reason.placeholder")
    public static let auditCheckLabelRedundantTrait = StringKey("audit.check.label-redundant-trait")
    public static let auditCheckLabelContainsState = StringKey("audit.check.label-contains-state")
    public static let auditCheckLabelContainsAction = StringKey("audit.check.label-contains-action")
    public static let auditCheckLabelTrailingPeriod = StringKey("audit.check.label-trailing-period")
    public static let auditCheckLabelNotCapitalized = StringKey("audit.check.label-not-capitalized")
    public static let auditCheckLabelSymbolOnly = StringKey("audit.check.label-symbol-only")
    public static let auditCheckLabelEqualsHint = StringKey("audit.check.label-equals-hint")
    public static let auditCheckHintGesture = StringKey("audit.check.hint-gesture")
    public static let auditCheckHintImperative = StringKey("audit.check.hint-imperative")
    public static let auditCheckHintImperativeSuggestion = StringKey("audit.check.hint-imperative-suggestion")
    public static let auditCheckHintImperativePlease = StringKey("audit.check.hint-imperative-please")
    public static let auditCheckHintHasSubject = StringKey("audit.check.hint-has-subject")
    public static let auditCheckHintNotCapitalized = StringKey("audit.check.hint-not-capitalized")
    public static let auditCheckHintMissingPeriod = StringKey("audit.check.hint-missing-period")
    public static let auditCheckHintRepeatsLabel = StringKey("audit.check.hint-repeats-label")

    // MARK: - Audit: why a rule was skipped for a language (the report's skipped list).
    public static let auditSkippedNoWordLists = StringKey("audit.skipped.no-word-lists")
    public static let auditSkippedNotChecked = StringKey("audit.skipped.not-checked")

    // MARK: - Audit: the strings rules as SARIF describes them (one sentence, then the definition).
    public static let auditStringsSyntaxSummary = StringKey("audit.strings.syntax.summary")
    public static let auditStringsSyntaxDescription = StringKey("audit.strings.syntax.description")
    public static let auditStringsDuplicateKeySummary = StringKey("audit.strings.duplicate-key.summary")
    public static let auditStringsDuplicateKeyDescription = StringKey("audit.strings.duplicate-key.description")
    public static let auditStringsMissingKeySummary = StringKey("audit.strings.missing-key.summary")
    public static let auditStringsMissingKeyDescription = StringKey("audit.strings.missing-key.description")
    public static let auditStringsExtraKeySummary = StringKey("audit.strings.extra-key.summary")
    public static let auditStringsExtraKeyDescription = StringKey("audit.strings.extra-key.description")
    public static let auditStringsMissingFileSummary = StringKey("audit.strings.missing-file.summary")
    public static let auditStringsMissingFileDescription = StringKey("audit.strings.missing-file.description")
    public static let auditStringsEmptyValueSummary = StringKey("audit.strings.empty-value.summary")
    public static let auditStringsEmptyValueDescription = StringKey("audit.strings.empty-value.description")
    public static let auditStringsUntranslatedSummary = StringKey("audit.strings.untranslated.summary")
    public static let auditStringsUntranslatedDescription = StringKey("audit.strings.untranslated.description")
    public static let auditStringsPlaceholderTypeSummary = StringKey("audit.strings.placeholder-type.summary")
    public static let auditStringsPlaceholderTypeDescription = StringKey("audit.strings.placeholder-type.description")
    public static let auditStringsPlaceholderCountSummary = StringKey("audit.strings.placeholder-count.summary")
    public static let auditStringsPlaceholderCountDescription = StringKey("audit.strings.placeholder-count.description")
    public static let auditStringsPlaceholderInvalidSummary = StringKey("audit.strings.placeholder-invalid.summary")
    public static let auditStringsPlaceholderInvalidDescription = StringKey(
        "audit.strings.placeholder-invalid.description")
    public static let auditStringsPlaceholderPositionSummary = StringKey("audit.strings.placeholder-position.summary")
    public static let auditStringsPlaceholderPositionDescription = StringKey(
        "audit.strings.placeholder-position.description")
    public static let auditStringsPluralMissingCategorySummary = StringKey(
        "audit.strings.plural-missing-category.summary")
    public static let auditStringsPluralMissingCategoryDescription = StringKey(
        "audit.strings.plural-missing-category.description")
    public static let auditStringsPluralUnusedCategorySummary = StringKey(
        "audit.strings.plural-unused-category.summary")
    public static let auditStringsPluralUnusedCategoryDescription = StringKey(
        "audit.strings.plural-unused-category.description")
    public static let auditStringsPluralFormatSummary = StringKey("audit.strings.plural-format.summary")
    public static let auditStringsPluralFormatDescription = StringKey("audit.strings.plural-format.description")
    public static let auditStringsWhitespaceMismatchSummary = StringKey("audit.strings.whitespace-mismatch.summary")
    public static let auditStringsWhitespaceMismatchDescription = StringKey(
        "audit.strings.whitespace-mismatch.description")
    public static let auditStringsEncodingSummary = StringKey("audit.strings.encoding.summary")
    public static let auditStringsEncodingDescription = StringKey("audit.strings.encoding.description")
    public static let auditStringsLabelRulesSummary = StringKey("audit.strings.label-rules.summary")
    public static let auditStringsLabelRulesDescription = StringKey("audit.strings.label-rules.description")

    // MARK: - Audit: element rules, suppressions and the audit command.
    public static let auditLabelMissingMessage = StringKey("audit.rule.label-missing.message")
    public static let auditLabelMissingImageMessage = StringKey("audit.rule.label-missing.image-message")
    public static let auditLabelMissingInCodeMessage = StringKey("audit.rule.label-missing.in-code-message")
    public static let auditLabelWhitespaceMessage = StringKey("audit.rule.label-whitespace.message")
    public static let auditLabelDuplicateMessage = StringKey("audit.rule.label-duplicate.message")
    public static let auditLabelGenericLinkMessage = StringKey("audit.rule.label-generic-link.message")
    public static let auditLabelGenericLinkAddressMessage = StringKey("audit.rule.label-generic-link.address-message")
    public static let auditLabelContainsValueMessage = StringKey("audit.rule.label-contains-value.message")
    public static let auditCheckHintRepeatsTrait = StringKey("audit.check.hint-repeats-trait")
    public static let auditTraitsConflictMessage = StringKey("audit.rule.traits-conflict.message")
    public static let auditTraitsIncompleteMessage = StringKey("audit.rule.traits-incomplete.message")
    public static let auditTraitsIncompletePart = StringKey("audit.rule.traits-incomplete.part")
    public static let auditTraitsIncompleteEitherPart = StringKey("audit.rule.traits-incomplete.either-part")
    public static let auditTraitsAdjustableWithoutValueMessage = StringKey(
        "audit.rule.traits-adjustable-without-value.message")
    public static let auditTraitsSwitchValueMessage = StringKey("audit.rule.traits-switch-value.message")
    public static let auditTraitsSwitchValueMissingMessage = StringKey("audit.rule.traits-switch-value.missing-message")
    public static let auditTraitsTextFieldLabelIsValueMessage = StringKey(
        "audit.rule.traits-text-field-label-is-value.message")
    public static let auditHeadingEmptyMessage = StringKey("audit.rule.heading-empty.message")
    public static let auditScreenNoHeadingMessage = StringKey("audit.rule.screen-no-heading.message")
    public static let auditIdentifierDuplicateMessage = StringKey("audit.rule.identifier-duplicate.message")
    public static let auditSuppressionMissingReasonMessage = StringKey("audit.rule.suppression-missing-reason.message")
    public static let auditSuppressionUnusedMessage = StringKey("audit.rule.suppression-unused.message")
    public static let auditSpeechTooLongMessage = StringKey("audit.rule.speech-too-long.message")
    public static let auditSpeechTooLongDescriptionPart = StringKey("audit.rule.speech-too-long.description-part")
    public static let auditSpeechTooLongHintPart = StringKey("audit.rule.speech-too-long.hint-part")
    public static let auditSpeechLetterByLetterMessage = StringKey("audit.rule.speech-letter-by-letter.message")
    public static let auditSpeechWrongScriptMessage = StringKey("audit.rule.speech-wrong-script.message")
    public static let auditSpeechRawFormatMessage = StringKey("audit.rule.speech-raw-format.message")
    public static let auditSpeechRawFormatDate = StringKey("audit.rule.speech-raw-format.date")
    public static let auditSpeechRawFormatCurrencyCode = StringKey("audit.rule.speech-raw-format.currency-code")
    public static let auditSpeechRawFormatAmount = StringKey("audit.rule.speech-raw-format.amount")
    public static let auditSpeechRawFormatClockTime = StringKey("audit.rule.speech-raw-format.clock-time")
    public static let auditLabelMissingSummary = StringKey("audit.rule.label-missing.summary")
    public static let auditLabelMissingDescription = StringKey("audit.rule.label-missing.description")
    public static let auditLabelWhitespaceSummary = StringKey("audit.rule.label-whitespace.summary")
    public static let auditLabelWhitespaceDescription = StringKey("audit.rule.label-whitespace.description")
    public static let auditLabelMarkupSummary = StringKey("audit.rule.label-markup.summary")
    public static let auditLabelMarkupDescription = StringKey("audit.rule.label-markup.description")
    public static let auditLabelNotHumanReadableSummary = StringKey("audit.rule.label-not-human-readable.summary")
    public static let auditLabelNotHumanReadableDescription = StringKey(
        "audit.rule.label-not-human-readable.description")
    public static let auditLabelRedundantTraitSummary = StringKey("audit.rule.label-redundant-trait.summary")
    public static let auditLabelRedundantTraitDescription = StringKey("audit.rule.label-redundant-trait.description")
    public static let auditLabelContainsStateSummary = StringKey("audit.rule.label-contains-state.summary")
    public static let auditLabelContainsStateDescription = StringKey("audit.rule.label-contains-state.description")
    public static let auditLabelContainsActionSummary = StringKey("audit.rule.label-contains-action.summary")
    public static let auditLabelContainsActionDescription = StringKey("audit.rule.label-contains-action.description")
    public static let auditLabelTrailingPeriodSummary = StringKey("audit.rule.label-trailing-period.summary")
    public static let auditLabelTrailingPeriodDescription = StringKey("audit.rule.label-trailing-period.description")
    public static let auditLabelNotCapitalizedSummary = StringKey("audit.rule.label-not-capitalized.summary")
    public static let auditLabelNotCapitalizedDescription = StringKey("audit.rule.label-not-capitalized.description")
    public static let auditLabelDuplicateSummary = StringKey("audit.rule.label-duplicate.summary")
    public static let auditLabelDuplicateDescription = StringKey("audit.rule.label-duplicate.description")
    public static let auditLabelGenericLinkSummary = StringKey("audit.rule.label-generic-link.summary")
    public static let auditLabelGenericLinkDescription = StringKey("audit.rule.label-generic-link.description")
    public static let auditLabelSymbolOnlySummary = StringKey("audit.rule.label-symbol-only.summary")
    public static let auditLabelSymbolOnlyDescription = StringKey("audit.rule.label-symbol-only.description")
    public static let auditLabelEqualsHintSummary = StringKey("audit.rule.label-equals-hint.summary")
    public static let auditLabelEqualsHintDescription = StringKey("audit.rule.label-equals-hint.description")
    public static let auditLabelContainsValueSummary = StringKey("audit.rule.label-contains-value.summary")
    public static let auditLabelContainsValueDescription = StringKey("audit.rule.label-contains-value.description")
    public static let auditHintGestureSummary = StringKey("audit.rule.hint-gesture.summary")
    public static let auditHintGestureDescription = StringKey("audit.rule.hint-gesture.description")
    public static let auditHintImperativeSummary = StringKey("audit.rule.hint-imperative.summary")
    public static let auditHintImperativeDescription = StringKey("audit.rule.hint-imperative.description")
    public static let auditHintHasSubjectSummary = StringKey("audit.rule.hint-has-subject.summary")
    public static let auditHintHasSubjectDescription = StringKey("audit.rule.hint-has-subject.description")
    public static let auditHintNotCapitalizedSummary = StringKey("audit.rule.hint-not-capitalized.summary")
    public static let auditHintNotCapitalizedDescription = StringKey("audit.rule.hint-not-capitalized.description")
    public static let auditHintMissingPeriodSummary = StringKey("audit.rule.hint-missing-period.summary")
    public static let auditHintMissingPeriodDescription = StringKey("audit.rule.hint-missing-period.description")
    public static let auditHintRepeatsLabelSummary = StringKey("audit.rule.hint-repeats-label.summary")
    public static let auditHintRepeatsLabelDescription = StringKey("audit.rule.hint-repeats-label.description")
    public static let auditHintRepeatsTraitSummary = StringKey("audit.rule.hint-repeats-trait.summary")
    public static let auditHintRepeatsTraitDescription = StringKey("audit.rule.hint-repeats-trait.description")
    public static let auditTraitsConflictSummary = StringKey("audit.rule.traits-conflict.summary")
    public static let auditTraitsConflictDescription = StringKey("audit.rule.traits-conflict.description")
    public static let auditTraitsIncompleteSummary = StringKey("audit.rule.traits-incomplete.summary")
    public static let auditTraitsIncompleteDescription = StringKey("audit.rule.traits-incomplete.description")
    public static let auditTraitsAdjustableWithoutValueSummary = StringKey(
        "audit.rule.traits-adjustable-without-value.summary")
    public static let auditTraitsAdjustableWithoutValueDescription = StringKey(
        "audit.rule.traits-adjustable-without-value.description")
    public static let auditTraitsSwitchValueSummary = StringKey("audit.rule.traits-switch-value.summary")
    public static let auditTraitsSwitchValueDescription = StringKey("audit.rule.traits-switch-value.description")
    public static let auditTraitsTextFieldLabelIsValueSummary = StringKey(
        "audit.rule.traits-text-field-label-is-value.summary")
    public static let auditTraitsTextFieldLabelIsValueDescription = StringKey(
        "audit.rule.traits-text-field-label-is-value.description")
    public static let auditHeadingEmptySummary = StringKey("audit.rule.heading-empty.summary")
    public static let auditHeadingEmptyDescription = StringKey("audit.rule.heading-empty.description")
    public static let auditScreenNoHeadingSummary = StringKey("audit.rule.screen-no-heading.summary")
    public static let auditScreenNoHeadingDescription = StringKey("audit.rule.screen-no-heading.description")
    public static let auditIdentifierDuplicateSummary = StringKey("audit.rule.identifier-duplicate.summary")
    public static let auditIdentifierDuplicateDescription = StringKey("audit.rule.identifier-duplicate.description")
    public static let auditSpeechTooLongSummary = StringKey("audit.rule.speech-too-long.summary")
    public static let auditSpeechTooLongDescription = StringKey("audit.rule.speech-too-long.description")
    public static let auditSpeechLetterByLetterSummary = StringKey("audit.rule.speech-letter-by-letter.summary")
    public static let auditSpeechLetterByLetterDescription = StringKey("audit.rule.speech-letter-by-letter.description")
    public static let auditSpeechWrongScriptSummary = StringKey("audit.rule.speech-wrong-script.summary")
    public static let auditSpeechWrongScriptDescription = StringKey("audit.rule.speech-wrong-script.description")
    public static let auditSpeechRawFormatSummary = StringKey("audit.rule.speech-raw-format.summary")
    public static let auditSpeechRawFormatDescription = StringKey("audit.rule.speech-raw-format.description")
    public static let auditSuppressionMissingReasonSummary = StringKey("audit.rule.suppression-missing-reason.summary")
    public static let auditSuppressionMissingReasonDescription = StringKey(
        "audit.rule.suppression-missing-reason.description")
    public static let auditSuppressionUnusedSummary = StringKey("audit.rule.suppression-unused.summary")
    public static let auditSuppressionUnusedDescription = StringKey("audit.rule.suppression-unused.description")
    public static let auditSkippedNoVoice = StringKey("audit.skipped.no-voice")
    public static let auditSkippedNoScripts = StringKey("audit.skipped.no-scripts")

    // MARK: - Baselines, report paths and the source language (issue 14)

    /// Plural family: `N findings in the baseline.` in the text report.
    public static let auditReportBaselined = StringKey("audit.report.baselined")

    // MARK: - Storyboards, xibs and UI-test dumps (issue 15)

    public static let auditElementTargetSizeMessage = StringKey("audit.rule.element-target-size.message")
    public static let auditElementTargetSizeSummary = StringKey("audit.rule.element-target-size.summary")
    public static let auditElementTargetSizeDescription = StringKey("audit.rule.element-target-size.description")
    public static let auditLabelImageNameMessage = StringKey("audit.rule.label-image-name.message")
    public static let auditLabelImageNameInCodeMessage = StringKey("audit.rule.label-image-name.in-code-message")
    public static let auditTraitsAdjustableWithoutValueInCodeMessage = StringKey(
        "audit.rule.traits-adjustable-without-value.in-code-message")
    public static let auditLabelImageNameCopied = StringKey("audit.rule.label-image-name.copied")
    public static let auditLabelImageNameSummary = StringKey("audit.rule.label-image-name.summary")
    public static let auditLabelImageNameDescription = StringKey("audit.rule.label-image-name.description")
    public static let auditStringsStaleObjectKeyMessage = StringKey("audit.rule.strings-stale-object-key.message")
    public static let auditStringsStaleObjectKeySummary = StringKey("audit.rule.strings-stale-object-key.summary")
    public static let auditStringsStaleObjectKeyDescription = StringKey(
        "audit.rule.strings-stale-object-key.description")
    public static let auditStringsMissingAccessibilityTranslationMessage =
        StringKey("audit.rule.strings-missing-accessibility-translation.message")
    public static let auditStringsMissingAccessibilityTranslationSummary =
        StringKey("audit.rule.strings-missing-accessibility-translation.summary")
    public static let auditStringsMissingAccessibilityTranslationDescription =
        StringKey("audit.rule.strings-missing-accessibility-translation.description")
}
