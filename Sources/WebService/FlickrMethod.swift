/// Which list of photos `lector photos fetch` asks a Flickr-compatible service for.
public enum FlickrMethod: Sendable, Equatable {
    /// `flickr.interestingness.getList`: the day's most interesting photos.
    case interestingness
    /// `flickr.photos.getRecent`: the latest public photos.
    case recent
    /// `flickr.photos.search` with `text=`: photos whose title, description or tags match.
    case search(String)

    /// The REST method name.
    public var name: String {
        switch self {
        case .interestingness: return "flickr.interestingness.getList"
        case .recent: return "flickr.photos.getRecent"
        case .search: return "flickr.photos.search"
        }
    }

    /// The method's own parameters.
    var parameters: [(String, String)] {
        switch self {
        case .interestingness, .recent: return []
        case .search(let text): return [("text", text)]
        }
    }
}
