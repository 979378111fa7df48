import Core
import Localization

/// `label.not-human-readable` (audit.md §4.2): identifiers, file and camera names, templates,
/// UUIDs and placeholder text used as a label.
public enum LabelNotHumanReadableCheck {
    /// Which heuristic matched.
    public enum Reason: Sendable, Equatable {
        case identifier, fileName, cameraName, template, uuid, placeholder
    }

    /// Checks a label.
    ///
    /// - Parameters:
    ///   - label: the label (trimmed here).
    ///   - lists: the element language's word lists, if they ship; the English lists always apply.
    ///   - isImage: whether list B of item 10 applies.
    ///   - checksTemplates: item 8 (off for strings tables, where placeholders are expected).
    ///   - normalized: the label already normalized for a language (an element's analysed label), used
    ///     instead of normalizing it again for that language's list.
    public static func evaluate(
        _ label: String, lists: CompiledWordLists?, isImage: Bool, checksTemplates: Bool,
        normalized: (language: String, text: NormalizedText)? = nil
    ) -> CheckMatch? {
        guard
            let reason = reason(
                label, lists: lists, isImage: isImage, checksTemplates: checksTemplates, normalized: normalized)
        else { return nil }
        let word =
            switch reason {
            case .identifier: StringKey.auditReasonIdentifier
            case .fileName: StringKey.auditReasonFileName
            case .cameraName: StringKey.auditReasonCameraName
            case .template: StringKey.auditReasonTemplate
            case .uuid: StringKey.auditReasonUUID
            case .placeholder: StringKey.auditReasonPlaceholder
            }
        return CheckMatch(.labelNotHumanReadable, message: .auditCheckLabelNotHumanReadable, [.word(word)])
    }

    /// The first heuristic that matches, or nil.
    public static func reason(
        _ label: String, lists: CompiledWordLists?, isImage: Bool, checksTemplates: Bool,
        normalized: (language: String, text: NormalizedText)? = nil
    ) -> Reason? {
        let trimmed = TextCharacters.trim(label)
        guard !trimmed.isEmpty else { return nil }
        let scalars = Array(trimmed.unicodeScalars)
        // File and camera names first: `IMG_0042.JPG` is also dotted, but the file name says more.
        if IdentifierShapes.isCameraName(scalars) { return .cameraName }
        if IdentifierShapes.hasImageExtension(scalars) { return .fileName }
        if IdentifierShapes.isSnakeCase(scalars) || IdentifierShapes.isCamelCase(scalars)
            || IdentifierShapes.isPascalCase(scalars) || IdentifierShapes.isDottedIdentifier(scalars)
        {
            return .identifier
        }
        if checksTemplates, IdentifierShapes.containsTemplate(scalars) { return .template }
        if IdentifierShapes.containsUUID(scalars) { return .uuid }
        if isPlaceholderText(trimmed, scalars: scalars, lists: lists, isImage: isImage, normalized: normalized) {
            return .placeholder
        }
        return nil
    }

    /// More than the longest placeholder entry of any language (normalization never lengthens
    /// these entries by more than this margin).
    static let placeholderLimit = 48

    private static let english = WordLists.compiled(for: "en")

    /// - Parameter scalars: the label's scalars.
    private static func isPlaceholderText(
        _ label: String, scalars: [Unicode.Scalar], lists: CompiledWordLists?, isImage: Bool,
        normalized: (language: String, text: NormalizedText)?
    ) -> Bool {
        if containsLoremIpsum(label) { return true }
        if IdentifierShapes.hasUppercaseWord(label, in: ["TODO", "FIXME", "TBD"]) { return true }
        // No entry of the lists is longer than this: a longer label (surrounding punctuation
        // removed) cannot equal one, so it need not be normalized.
        let isEdge = { (scalar: Unicode.Scalar) in
            TextCharacters.isPunctuation(scalar) || TextCharacters.isWhitespace(scalar)
        }
        let start = scalars.firstIndex { !isEdge($0) } ?? scalars.count
        let end = scalars.lastIndex { !isEdge($0) }.map { $0 + 1 } ?? start
        guard end - start <= placeholderLimit else { return false }
        // The English lists, then the element language's (no array of the two is made).
        // Only Arabic folds differently, so one normalized form serves the other languages.
        var shared: NormalizedText?
        if let english,
            matchesPlaceholder(label, list: english, isImage: isImage, normalized: normalized, shared: &shared)
        {
            return true
        }
        if let lists, lists.lists.language != "en",
            matchesPlaceholder(label, list: lists, isImage: isImage, normalized: normalized, shared: &shared)
        {
            return true
        }
        return false
    }

    /// Whether the label equals a placeholder entry of one language's lists.
    ///
    /// - Parameter shared: the form normalized for a language other than Arabic, made on first use.
    private static func matchesPlaceholder(
        _ label: String, list: CompiledWordLists, isImage: Bool, normalized: (language: String, text: NormalizedText)?,
        shared: inout NormalizedText?
    ) -> Bool {
        let language = list.lists.language
        let text: NormalizedText
        // The given form stands in for exactly the normalization it is: the same text, the same language.
        let given = normalized?.language == language ? normalized?.text : nil
        if language == "ar" {
            text = given ?? NormalizedText(label, language: "ar")
        } else {
            text = shared ?? given ?? NormalizedText(label, language: language)
            shared = text
        }
        if list.placeholderLabels.equalsEntry(text) { return true }
        return isImage && list.imagePlaceholderLabels.equalsEntry(text)
    }

    /// `lorem ipsum` in any case (ASCII letters folded; no locale).
    static func containsLoremIpsum(_ label: String) -> Bool {
        guard label.utf8.count >= 11 else { return false }
        let folded = label.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
        return String(decoding: folded, as: UTF8.self).containsBytes(of: "lorem ipsum")
    }
}
