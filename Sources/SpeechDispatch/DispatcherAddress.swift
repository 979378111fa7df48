/// Where a speech-dispatcher server listens, in the form of `SPEECHD_ADDRESS`.
///
/// `unix_socket:/run/user/1000/speech-dispatcher/speechd.sock` or `inet_socket:127.0.0.1:6560`; the
/// path or host may be left out (`unix_socket`, `inet_socket`), and libspeechd then uses its own default.
public enum DispatcherAddress: Sendable, Equatable, CustomStringConvertible {
    /// A Unix socket; nil: libspeechd's default path.
    case unixSocket(path: String?)
    /// A TCP socket; nil host: localhost, nil port: 6560.
    case inetSocket(host: String?, port: Int?)

    /// Parses an address as `SPEECHD_ADDRESS` gives it; nil when it is neither form.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let rest = parts.count > 1 && !parts[1].isEmpty ? parts[1] : nil
        switch parts[0] {
        case "unix_socket":
            self = .unixSocket(path: rest)
        case "inet_socket":
            guard let rest else {
                self = .inetSocket(host: nil, port: nil)
                return
            }
            if let colon = rest.lastIndex(of: ":") {
                guard let port = Int(rest[rest.index(after: colon)...]), (1...65535).contains(port) else { return nil }
                let host = String(rest[..<colon])
                self = .inetSocket(host: host.isEmpty ? nil : host, port: port)
            } else {
                self = .inetSocket(host: rest, port: nil)
            }
        default:
            return nil
        }
    }

    /// The address in `SPEECHD_ADDRESS` form.
    public var description: String {
        switch self {
        case .unixSocket(let path): return "unix_socket" + (path.map { ":" + $0 } ?? "")
        case .inetSocket(let host, let port):
            return "inet_socket" + (host.map { ":" + $0 } ?? (port == nil ? "" : ":")) + (port.map { ":\($0)" } ?? "")
        }
    }
}
