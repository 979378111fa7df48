/// The file formats `lector import` reads.
public enum ImportFormat: String, Sendable, Hashable, CaseIterable {
    /// The archive of the classic iOS inventory app: binary or XML property list, or JSON.
    case lootlogger
    /// A Flickr REST response (`flickr.photos.*` with extras).
    case flickr
    /// Lector's own export.
    case lector
}
