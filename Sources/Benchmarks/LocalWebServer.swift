import Foundation

/// A small HTTP/1.1 server on 127.0.0.1 and a free port, answering GET requests from a handler: the stand-in for
/// a Flickr-compatible service in `photos_fetch_100_s` and in the fetch tests. One thread per connection;
/// every answer closes its connection.
public final class LocalWebServer: @unchecked Sendable {
    /// One answer.
    public struct Response: Sendable {
        /// The status code.
        public var status: Int
        /// The body.
        public var body: [UInt8]
        /// `Content-Type`.
        public var contentType: String
        /// Seconds to wait before answering (a slow server).
        public var delay: Double
        /// Send only this many bytes of the body, then close (a cut connection); `Content-Length` stays the full size.
        public var cutAfter: Int?
        /// Seconds between the body's bytes, sent one at a time (a server that trickles); nil sends it at once.
        public var byteInterval: Double?

        /// An answer.
        public init(
            status: Int = 200, body: [UInt8], contentType: String = "application/json", delay: Double = 0,
            cutAfter: Int? = nil, byteInterval: Double? = nil
        ) {
            self.status = status
            self.body = body
            self.contentType = contentType
            self.delay = delay
            self.cutAfter = cutAfter
            self.byteInterval = byteInterval
        }

        /// A 404.
        public static let notFound = Response(status: 404, body: Array("not found\n".utf8), contentType: "text/plain")
    }

    /// What the handler is given: the path (`/services/rest/`) and the decoded query.
    public struct Request: Sendable {
        /// The path, without the query.
        public var path: String
        /// The query's parameters.
        public var query: [String: String]
    }

    /// The port the server listens on.
    public let port: UInt16
    private let socket: Int32
    private let handler: @Sendable (Request) -> Response
    private let lock = NSLock()
    private var stopped = false
    private var log: [Request] = []
    private var acceptor: Thread?

    /// `http://127.0.0.1:PORT`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Starts listening. - Throws: ``ServerError`` when the socket cannot be opened.
    public init(handler: @escaping @Sendable (Request) -> Response) throws {
        self.handler = handler
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError(call: "socket", code: errno) }
        var yes: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            let code = errno
            close(fd)
            throw ServerError(call: "bind", code: code)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        socket = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        acceptor = thread
        thread.start()
    }

    deinit {
        stop()
    }

    /// Stops accepting; answers in progress finish.
    public func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    /// The requests answered so far, in arrival order.
    public var requests: [Request] { lock.withLock { log } }

    private func acceptLoop() {
        while true {
            let connection = accept(socket, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            if lock.withLock({ stopped }) {
                close(connection)
                return
            }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end: [UInt8] = [13, 10, 13, 10]
        while received.count < 64 * 1024 {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return }
            received += buffer[0..<count]
            if received.count >= 4,
                (0...(received.count - 4)).contains(where: { received[$0..<($0 + 4)].elementsEqual(end) })
            {
                break
            }
        }
        let line = String(decoding: received.prefix { $0 != 13 && $0 != 10 }, as: UTF8.self)
        let parts = line.split(separator: " ")
        guard parts.count >= 2 else { return }
        let target = String(parts[1])
        let components = URLComponents(string: target)
        var query: [String: String] = [:]
        for item in components?.queryItems ?? [] { query[item.name] = item.value ?? "" }
        let request = Request(path: components?.path ?? target, query: query)
        lock.withLock { log.append(request) }
        let response = handler(request)
        if response.delay > 0 { Thread.sleep(forTimeInterval: response.delay) }
        let head =
            "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
            + "Content-Type: \(response.contentType)\r\nContent-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
        var bytes = Array(head.utf8)
        let body = response.cutAfter.map { Array(response.body.prefix($0)) } ?? response.body
        if let interval = response.byteInterval {
            // The head at once, then a byte at a time until the body ends or the client goes.
            guard transmit(bytes, on: connection) else { return }
            for byte in body {
                Thread.sleep(forTimeInterval: interval)
                guard transmit([byte], on: connection) else { return }
            }
            return
        }
        bytes += body
        _ = transmit(bytes, on: connection)
    }

    /// Sends all of `bytes`; false when the connection is gone.
    private func transmit(_ bytes: [UInt8], on connection: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 404: return "Not Found"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }

    /// The socket could not be opened.
    public struct ServerError: Error, CustomStringConvertible {
        /// The call that failed.
        public let call: String
        /// Its `errno`.
        public let code: Int32

        /// `bind: Address already in use`.
        public var description: String { "\(call): \(String(cString: strerror(code)))" }
    }
}
