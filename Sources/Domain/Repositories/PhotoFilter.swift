/// Which photos a list shows.
public enum PhotoFilter: Sendable, Hashable {
    /// Every photo.
    case all
    /// The favourites.
    case favorites
    /// The photos carrying the tag with this name (case and accents ignored).
    case tag(String)
}
