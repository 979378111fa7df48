import Utterances

/// A switch or a selectable row.
public enum Toggle: Hashable, Sendable {
    /// A photo's favourite mark.
    case favorite(photo: String)
    /// Whether the photo carries the tag.
    case photoTag(photo: String, tag: String)
    /// An on/off speech setting.
    case setting(SettingName)
}
