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
        guard let reason = reason(
            label, lists: lists, isImage: isImage, checksTemplates: checksTemplates, normalized: normalized)
        else { return nil }
        let word = switch reason {
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
        let scalars = Self.scalars(of: trimmed)
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

    /// A text's scalars: for ASCII text one per byte, read from the bytes in place instead of
    /// through the scalar view (which counts them first, then decodes them).
    static func scalars(of text: String) -> [Unicode.Scalar] {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> [Unicode.Scalar]? in
            bytes.contains { $0 >= 0x80 } ? nil : bytes.map { Unicode.Scalar($0) }
        }
        if let ascii = ascii ?? nil { return ascii }
        return Array(text.unicodeScalars)
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
        let isEdge = { (scalar: Unicode.Scalar) in TextCharacters.isPunctuation(scalar) || TextCharacters.isWhitespace(scalar) }
        let start = scalars.firstIndex { !isEdge($0) } ?? scalars.count
        let end = scalars.lastIndex { !isEdge($0) }.map { $0 + 1 } ?? start
        guard end - start <= placeholderLimit else { return false }
        // The English lists, then the element language's (no array of the two is made).
        // Only Arabic folds differently, so one normalized form serves the other languages.
        var shared: NormalizedText?
        if let english, matchesPlaceholder(label, list: english, isImage: isImage, normalized: normalized, shared: &shared) {
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

    private static let loremIpsum = Array("lorem ipsum".utf8)

    /// `lorem ipsum` in any case (ASCII letters folded; no locale).
    static func containsLoremIpsum(_ label: String) -> Bool {
        // Most labels are shorter than the phrase; the others are read in place when their bytes are contiguous.
        guard label.utf8.count >= loremIpsum.count else { return false }
        if let found = label.utf8.withContiguousStorageIfAvailable({ containsLoremIpsum(bytes: $0) }) { return found }
        return Array(label.utf8).withUnsafeBufferPointer { containsLoremIpsum(bytes: $0) }
    }

    /// ``containsLoremIpsum(_:)`` on the label's bytes (at least as many as the phrase's), read in place.
    private static func containsLoremIpsum(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let target = loremIpsum
        for start in 0...(bytes.count - target.count) {
            var matched = true
            for offset in 0..<target.count {
                var byte = bytes[start + offset]
                if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 32 }
                if byte != target[offset] {
                    matched = false
                    break
                }
            }
            if matched { return true }
        }
        return false
    }
}
