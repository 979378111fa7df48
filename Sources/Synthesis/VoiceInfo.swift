/// One voice the engine offers (MBROLA voices are never listed).
public struct VoiceInfo: Sendable, Equatable, Hashable {
    /// The display name, e.g. `German`.
    public let name: String
    /// The identifier (file name under `voices/`), e.g. `gmw/de`.
    public let identifier: String
    /// The languages in priority order, e.g. `["de"]`.
    public let languages: [String]

    public init(name: String, identifier: String, languages: [String]) {
        self.name = name
        self.identifier = identifier
        self.languages = languages
    }
}
