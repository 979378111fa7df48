import Localization

// Keys of `lector photos fetch`: the Flickr-compatible web service (issue 16).
extension StringKey {
    /// photos fetch.
    public static let helpPhotosFetch = StringKey("help.photos.fetch")
    /// --pages N of photos fetch.
    public static let helpPhotosFetchPages = StringKey("help.photos.fetch-pages")
    /// --api-url URL of photos fetch.
    public static let helpPhotosFetchAPIURL = StringKey("help.photos.fetch-api-url")
    /// --api-key KEY of photos fetch.
    public static let helpPhotosFetchAPIKey = StringKey("help.photos.fetch-api-key")
    /// photos fetch without a key anywhere.
    public static let errorFetchNoKey = StringKey("error.fetch.no-key")
    /// An HTTP error answer: %1$@ the URL, %2$@ the status code.
    public static let errorFetchStatus = StringKey("error.fetch.status")
    /// No answer in time: %1$@ the URL, %2$@ the seconds waited.
    public static let errorFetchTimedOut = StringKey("error.fetch.timed-out")
    /// The server cannot be reached: %1$@ the URL, %2$@ the system's reason.
    public static let errorFetchUnreachable = StringKey("error.fetch.unreachable")
    /// A download cut short: %1$@ the URL, %2$@ bytes received, %3$@ bytes announced.
    public static let errorFetchTruncated = StringKey("error.fetch.truncated")
    /// An answer over the size limit: %1$@ the URL, %2$@ the limit in bytes.
    public static let errorFetchTooLarge = StringKey("error.fetch.too-large")
    /// Any other network failure: %1$@ the URL, %2$@ the system's reason.
    public static let errorFetchTransport = StringKey("error.fetch.transport")
    /// libcurl cannot be opened (it is loaded on the first fetch): %@ the loader's reason.
    public static let errorFetchNoCurl = StringKey("error.fetch.no-curl")
    /// The progress line while pages are read: %1$@ pages read, %2$@ pages in all.
    public static let fetchProgressPages = StringKey("fetch.progress-pages")
    /// The progress line while images download: %1$@ done, %2$@ in all.
    public static let fetchProgressImages = StringKey("fetch.progress-images")
    /// After a fetch: %@ images not downloaded because the library had them.
    public static let fetchAlreadyStored = StringKey("fetch.already-stored")
}
