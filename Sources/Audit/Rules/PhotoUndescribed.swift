import Localization

/// `photo.undescribed` (warning): an image whose value starts with the screen language's "no description", the
/// words Lector's photo screens put first for a photo that has no alt text. The label is then only the title
/// (or nothing), and a listener learns nothing of what the picture shows.
public struct PhotoUndescribed: ElementRule {
    public let id = "photo.undescribed"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditPhotoUndescribedSummary
    public let definition = StringKey.auditPhotoUndescribedDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.image, .hasGivenValue] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard element.traits.contains(.image), let value = element.element.value else { return }
        let words = element.message(.photosNoDescription)
        guard !words.isEmpty,
            value == words || value.hasPrefix(words + ",") || value.hasPrefix(words + "、")
                || value.hasPrefix(words + "،")
        else { return }
        element.report(self, message: element.message(.auditPhotoUndescribedMessage), into: &output)
    }
}
