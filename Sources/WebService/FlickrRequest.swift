import Foundation

/// The URL of one page of a Flickr REST call, and the same URL without the key for messages.
public struct FlickrRequest: Sendable, Equatable {
    /// The service endpoint (`https://api.flickr.com/services/rest/` by default).
    public var endpoint: URL
    /// The API key.
    public var key: String
    /// The list asked for.
    public var method: FlickrMethod
    /// Photos per page (Flickr allows up to 500).
    public var perPage: Int

    /// Flickr's REST endpoint.
    public static let flickrEndpoint = "https://api.flickr.com/services/rest/"
    /// The extras asked for: what the reader keeps (description, date, tags, sizes and their URLs).
    public static let extras = "description,date_taken,tags,o_dims,url_z,url_m,url_o"

    /// A request; `perPage` defaults to Flickr's own 100.
    public init(endpoint: URL, key: String, method: FlickrMethod, perPage: Int = 100) {
        self.endpoint = endpoint
        self.key = key
        self.method = method
        self.perPage = perPage
    }

    /// The URL of page `page` (from 1): JSON without a callback (`format=json&nojsoncallback=1`).
    public func url(page: Int) -> URL? {
        components(page: page)?.url
    }

    /// What messages show for page `page`: the endpoint with the method and the page, never the key.
    public func shown(page: Int) -> String {
        guard var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false) else {
            return endpoint.absoluteString
        }
        var items = components.queryItems ?? []
        items.append(URLQueryItem(name: "method", value: method.name))
        items.append(URLQueryItem(name: "page", value: String(page)))
        components.queryItems = items
        return components.string ?? endpoint.absoluteString
    }

    private func components(page: Int) -> URLComponents? {
        guard var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false) else { return nil }
        var items = components.queryItems ?? []
        items.append(URLQueryItem(name: "method", value: method.name))
        items.append(URLQueryItem(name: "api_key", value: key))
        for (name, value) in method.parameters { items.append(URLQueryItem(name: name, value: value)) }
        items.append(URLQueryItem(name: "extras", value: Self.extras))
        items.append(URLQueryItem(name: "per_page", value: String(perPage)))
        items.append(URLQueryItem(name: "page", value: String(page)))
        items.append(URLQueryItem(name: "format", value: "json"))
        items.append(URLQueryItem(name: "nojsoncallback", value: "1"))
        components.queryItems = items
        // `+` is a space to Flickr's query parser: a literal plus in search text must be %2B.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        return components
    }
}
