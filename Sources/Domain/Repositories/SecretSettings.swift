/// The settings whose values are secrets: `export` leaves them out, and nothing prints, logs or speaks them.
public enum SecretSettings {
    /// The Flickr API key `photos fetch` uses when neither `--api-key` nor `$LECTOR_FLICKR_KEY` gives one.
    public static let flickrAPIKey = "flickr.api-key"

    /// Every secret setting key.
    public static let keys: Set<String> = [flickrAPIKey]

    /// True when `key` names a secret.
    public static func isSecret(_ key: String) -> Bool { keys.contains(key) }
}
