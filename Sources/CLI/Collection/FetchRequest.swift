import Domain

/// What `lector photos fetch` was asked to do.
public struct FetchRequest: Sendable, Equatable {
    /// The list to read.
    public enum Source: Sendable, Equatable {
        /// `interestingness`: flickr.interestingness.getList.
        case interestingness
        /// `recent`: flickr.photos.getRecent.
        case recent
        /// `search TEXT`: flickr.photos.search with `text=`.
        case search(String)
    }

    /// The list to read.
    public var source: Source
    /// `--pages N` (1 when not given).
    public var pages: Int = 1
    /// `--api-url URL`, else Flickr's endpoint.
    public var apiURL: String?
    /// `--api-key KEY`, else `$LECTOR_FLICKR_KEY`, else the library's ``keySetting``.
    public var apiKey: String?

    /// The largest `--pages`.
    public static let maximumPages = 1000
    /// The library setting that holds the key.
    public static let keySetting = SecretSettings.flickrAPIKey
    /// The variable that holds the key.
    public static let keyVariable = "LECTOR_FLICKR_KEY"
    /// The variable that sets the time-out in seconds (30 when unset).
    public static let timeoutVariable = "LECTOR_FETCH_TIMEOUT"
    /// The variable that sets the deadline of one request, retries included, in seconds (600 when unset).
    public static let fileDeadlineVariable = "LECTOR_FETCH_FILE_DEADLINE"
    /// The variable that sets the deadline of the whole run's requests, in seconds (3600 when unset).
    public static let runDeadlineVariable = "LECTOR_FETCH_DEADLINE"

    /// A request for `source`.
    public init(source: Source, pages: Int = 1, apiURL: String? = nil, apiKey: String? = nil) {
        self.source = source
        self.pages = pages
        self.apiURL = apiURL
        self.apiKey = apiKey
    }
}

extension FetchRequest {
    enum SourceName: String, CaseIterable {
        case interestingness, recent, search
    }

    /// `photos fetch interestingness|recent|search TEXT [--pages N] [--api-url URL] [--api-key KEY]`.
    static func parse(_ scanner: inout ArgumentScanner) throws(UsageError) -> FetchRequest {
        var pages = 1
        if let text = try scanner.value("--pages") {
            guard let number = Int(text), (1...maximumPages).contains(number) else {
                throw .invalidValue(option: "--pages", value: text, allowed: "1…\(maximumPages)", command: .photos)
            }
            pages = number
        }
        let apiURL = try scanner.value("--api-url")
        if let apiURL {
            let lowered = apiURL.lowercased()
            guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://"), apiURL.count > 8 else {
                throw .invalidValue(
                    option: "--api-url", value: apiURL, allowed: "http://…, https://…", command: .photos)
            }
        }
        let apiKey = try scanner.value("--api-key")
        let operands = try scanner.finish()
        let names = SourceName.allCases.map(\.rawValue).joined(separator: "|")
        guard let first = operands.first else { throw .missingArgument(names, command: .photos) }
        guard let name = SourceName(rawValue: first) else {
            throw .unknownSubcommand(first, allowed: names.replacingOccurrences(of: "|", with: ", "), command: .photos)
        }
        let source: Source
        switch name {
        case .interestingness, .recent:
            guard operands.count == 1 else { throw .unexpectedArgument(operands[1], command: .photos) }
            source = name == .recent ? .recent : .interestingness
        case .search:
            guard operands.count >= 2 else { throw .missingArgument("TEXT", command: .photos) }
            guard operands.count == 2 else { throw .unexpectedArgument(operands[2], command: .photos) }
            source = .search(operands[1])
        }
        return FetchRequest(source: source, pages: pages, apiURL: apiURL, apiKey: apiKey)
    }
}
