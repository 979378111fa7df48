import CBrlAPI

/// A braille display reached through BRLTTY's BrlAPI: owns one connection handle, takes the terminal's
/// display in TTY mode, writes dots and reads keys as BRLTTY commands.
public final class BrlAPIDisplay: BrailleDisplay {
    /// Where BRLTTY listens and how to prove who we are; nil fields: BrlAPI's own defaults (`BRLAPI_HOST`,
    /// `BRLAPI_AUTH`, then the local server).
    public struct Settings: Sendable, Equatable {
        /// `host:N` (TCP port 4101+N), `:N` (the local socket N), or nil.
        public var host: String?
        /// An auth file, `none`, or nil.
        public var auth: String?

        public init(host: String? = nil, auth: String? = nil) {
            self.host = host
            self.auth = auth
        }
    }

    private let api: lector_brlapi_api
    private let handle: OpaquePointer
    private let storage: UnsafeMutableRawPointer
    public let width: Int
    /// The display's lines (cells written: width × height).
    public let height: Int

    /// Connects and takes the display for this terminal; throws when libbrlapi cannot be loaded (function
    /// `dlopen`), when no BRLTTY answers or it refuses.
    public init(settings: Settings) throws(BrailleError) {
        let api = try BrlAPILibrary.loaded.get()
        let storage = UnsafeMutableRawPointer.allocate(byteCount: api.getHandleSize!(), alignment: 16)
        let handle = OpaquePointer(storage)
        let place = settings.host ?? "the local BRLTTY"
        func fail(_ function: String, close: Bool) -> BrailleError {
            let error = Self.failure(api, function, context: place)
            if close { api.closeConnection!(handle) }
            storage.deallocate()
            return error
        }
        let opened: Int32 = Self.withSettings(settings) { pointer in
            api.openConnection!(handle, pointer, nil)
        }
        guard opened >= 0 else { throw fail("brlapi_openConnection", close: false) }
        var columns: UInt32 = 0
        var rows: UInt32 = 0
        guard api.getDisplaySize!(handle, &columns, &rows) >= 0, columns > 0 else {
            throw fail("brlapi_getDisplaySize", close: true)
        }
        // The terminal's own virtual console when BrlAPI can tell (CONTROLVT, WINDOWPATH), else the root of
        // BRLTTY's tty tree (a terminal emulator, ssh, BRLTTY without a screen driver).
        if api.enterTtyMode!(handle, -1, nil) < 0, api.enterTtyModeWithPath!(handle, nil, 0, nil) < 0 {
            throw fail("brlapi_enterTtyMode", close: true)
        }
        self.api = api
        self.storage = storage
        self.handle = handle
        width = Int(columns)
        height = Int(max(1, rows))
    }

    deinit {
        _ = api.leaveTtyMode!(handle)
        api.closeConnection!(handle)
        storage.deallocate()
    }

    public func show(cells: String) throws(BrailleError) {
        var dots = [UInt8](repeating: 0, count: width * height)
        for (index, scalar) in cells.unicodeScalars.prefix(width).enumerated()
        where (0x2800...0x28FF).contains(scalar.value) {
            dots[index] = UInt8(scalar.value - 0x2800)
        }
        let written = dots.withUnsafeBufferPointer { api.writeDots!(handle, $0.baseAddress) }
        guard written >= 0 else { throw Self.failure(api, "brlapi_writeDots", context: "\(width) cells") }
    }

    public func nextKey() throws(BrailleError) -> BrailleKey? {
        var code: brlapi_keyCode_t = 0
        let read = api.readKey!(handle, 0, &code)
        guard read >= 0 else { throw Self.failure(api, "brlapi_readKey", context: "the display's keys") }
        guard read > 0 else { return nil }
        if lector_brlapi_is_pan_left(code) != 0 { return .panLeft }
        if lector_brlapi_is_pan_right(code) != 0 { return .panRight }
        if lector_brlapi_is_line_up(code) != 0 { return .lineUp }
        if lector_brlapi_is_line_down(code) != 0 { return .lineDown }
        if lector_brlapi_is_top(code) != 0 { return .top }
        if lector_brlapi_is_bottom(code) != 0 { return .bottom }
        if lector_brlapi_is_route(code) != 0 { return .route(column: Int(lector_brlapi_key_argument(code))) }
        return .other(UInt64(code))
    }

    // MARK: - C calls

    private static func withSettings<T>(_ settings: Settings, _ body: (UnsafePointer<brlapi_connectionSettings_t>) -> T)
        -> T
    {
        func with(_ text: String?, _ inner: (UnsafePointer<CChar>?) -> T) -> T {
            guard let text else { return inner(nil) }
            return text.withCString { inner($0) }
        }
        return with(settings.auth) { auth in
            with(settings.host) { host in
                var raw = brlapi_connectionSettings_t(auth: auth, host: host)
                return withUnsafePointer(to: &raw) { body($0) }
            }
        }
    }

    private static func failure(_ api: lector_brlapi_api, _ function: String, context: String) -> BrailleError {
        var api = api
        let text =
            lector_brlapi_error_text(&api).map { String(cString: $0) } ?? "error \(lector_brlapi_error_code(&api))"
        return BrailleError(kind: .display, function: function, message: "\(context): \(text)")
    }
}
