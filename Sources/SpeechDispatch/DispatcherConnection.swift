import CSpeechDispatcher
import Foundation

/// An open connection to a speech-dispatcher server, in libspeechd's threaded mode with END and CANCEL
/// notifications on, so the connection knows when everything it said has been spoken.
///
/// The only owner of its `SPDConnection`: closed in `deinit`. libspeechd serializes the calls on one
/// connection, so `cancel()` may come from any thread while another one is in `say`.
public final class DispatcherConnection: @unchecked Sendable {
    private let api: lector_spd_api
    private let connection: UnsafeMutablePointer<SPDConnection>
    private let messages = DispatcherMessages()
    private let clientID: Int
    /// The address connected to; nil: libspeechd's default.
    public let address: DispatcherAddress?

    /// Connects as `clientName` to the server at `address` (nil: libspeechd's default, `SPEECHD_ADDRESS`
    /// of the process or the user's socket), starting the user's server first when `autospawn` is true and
    /// the address is the default.
    ///
    /// - Throws: ``DispatcherError`` when libspeechd cannot be loaded (function `dlopen`) or no server answers,
    ///   with libspeechd's reason.
    public init(clientName: String, address: DispatcherAddress?, autospawn: Bool) throws(DispatcherError) {
        let api: lector_spd_api
        switch SpeechDispatcherLibrary.loaded {
        case .success(let loaded): api = loaded
        case .failure(let error):
            throw DispatcherError(function: error.function, message: error.message, address: address)
        }
        self.api = api
        self.address = address
        var error: UnsafeMutablePointer<CChar>?
        let opened: UnsafeMutablePointer<SPDConnection>? = Self.withCAddress(address) { cAddress in
            api.spd_open2!(clientName, "main", nil, SPD_MODE_THREADED, cAddress, autospawn ? 1 : 0, &error)
        }
        guard let opened else {
            let message = error.map { String(cString: $0) } ?? "no server answered"
            if let error { lector_spd_free(error) }
            throw DispatcherError(function: "spd_open2", message: message, address: address)
        }
        if let error { lector_spd_free(error) }
        connection = opened
        clientID = Int(api.spd_get_client_id!(opened))
        DispatcherMessages.registry.withLock { $0[clientID] = messages }
        lector_spd_set_callbacks(opened, dispatcherMessageEnded, dispatcherMessageEnded)
        try check(api.spd_set_notification_on!(opened, SPD_END), "spd_set_notification_on")
        try check(api.spd_set_notification_on!(opened, SPD_CANCEL), "spd_set_notification_on")
    }

    /// Why libspeechd cannot be used (its name, its Debian package and the loader's message); nil when it
    /// loads. Asking opens the library.
    public static var libraryProblem: String? {
        if case .failure(let error) = SpeechDispatcherLibrary.loaded { return error.message }
        return nil
    }

    deinit {
        DispatcherMessages.registry.withLock { _ = $0.removeValue(forKey: clientID) }
        api.spd_close!(connection)
    }

    // MARK: - Speaking

    /// Sends one message at `priority`; returns speech-dispatcher's id for it.
    @discardableResult
    public func say(_ text: String, priority: DispatcherPriority) throws(DispatcherError) -> Int {
        messages.willSend()
        let id = api.spd_say!(connection, priority.cValue, text)
        guard id >= 0 else {
            throw DispatcherError(function: "spd_say", message: "the server refused the message", address: address)
        }
        messages.sent(Int(id))
        return Int(id)
    }

    /// Stops the message being spoken and drops this connection's queued ones, at once (`spd_cancel`, sent
    /// once for everything said since the last cancel).
    ///
    /// Whoever waits in ``waitUntilIdle(silence:)`` is released only after the server has answered the
    /// cancel, so a program that exits once speech is over cannot leave before the cancel is sent.
    public func cancel() {
        guard messages.beginCancel() else { return }
        _ = api.spd_cancel!(connection)
        messages.cancelledAll()
    }

    /// True when nothing this connection said is waiting or being spoken.
    public var isIdle: Bool { messages.isIdle }

    /// Blocks until everything said has been spoken or cancelled.
    ///
    /// - Throws: ``DispatcherError`` when the server sent no notification for `silence` seconds while
    ///   messages were pending (it went away); the messages are then forgotten.
    public func waitUntilIdle(silence: TimeInterval = 60) throws(DispatcherError) {
        guard messages.waitUntilIdle(silence: silence) else {
            throw DispatcherError(
                function: "spd_say", message: "no end of speech was reported for \(Int(silence)) seconds",
                address: address)
        }
    }

    // MARK: - Parameters

    /// Takes messages as SSML (`true`) or as plain text.
    public func setSSML(_ on: Bool) throws(DispatcherError) {
        try check(api.spd_set_data_mode!(connection, on ? SPD_DATA_SSML : SPD_DATA_TEXT), "spd_set_data_mode")
    }

    /// The speech rate, -100...100; 0 is the output module's normal rate.
    public func setRate(_ rate: Int) throws(DispatcherError) {
        try check(api.spd_set_voice_rate!(connection, Int32(Self.clamped(rate))), "spd_set_voice_rate")
    }

    /// The voice pitch, -100...100; 0 is the voice's normal pitch.
    public func setPitch(_ pitch: Int) throws(DispatcherError) {
        try check(api.spd_set_voice_pitch!(connection, Int32(Self.clamped(pitch))), "spd_set_voice_pitch")
    }

    /// The volume, -100...100; 100 is the loudest.
    public func setVolume(_ volume: Int) throws(DispatcherError) {
        try check(api.spd_set_volume!(connection, Int32(Self.clamped(volume))), "spd_set_volume")
    }

    /// The language of what follows (a BCP 47 tag such as `de` or `en-GB`); the module picks its voice
    /// for it.
    public func setLanguage(_ language: String) throws(DispatcherError) {
        try check(api.spd_set_language!(connection, language), "spd_set_language")
    }

    /// A synthesis voice of the output module by name (as `spd-say -L` lists them).
    public func setVoice(_ name: String) throws(DispatcherError) {
        try check(api.spd_set_synthesis_voice!(connection, name), "spd_set_synthesis_voice")
    }

    /// Turns off the server's own naming of punctuation and marking of capitals (the client does both).
    public func setPlainReading() throws(DispatcherError) {
        try check(api.spd_set_punctuation!(connection, SPD_PUNCT_NONE), "spd_set_punctuation")
        try check(api.spd_set_capital_letters!(connection, SPD_CAP_NONE), "spd_set_capital_letters")
    }

    // MARK: - Helpers

    private func check(_ code: Int32, _ function: String) throws(DispatcherError) {
        guard code == 0 else {
            throw DispatcherError(function: function, message: "the server answered with an error", address: address)
        }
    }

    private static func clamped(_ value: Int) -> Int { min(100, max(-100, value)) }

    /// Runs `body` with the C form of `address` (nil for the default), freed afterwards.
    private static func withCAddress<T>(
        _ address: DispatcherAddress?, _ body: (UnsafePointer<SPDConnectionAddress>?) -> T
    ) -> T {
        var cAddress = SPDConnectionAddress()
        var owned: [UnsafeMutablePointer<CChar>] = []
        defer { owned.forEach { free($0) } }
        switch address {
        case nil, .unixSocket(path: nil):
            return body(nil)
        case .unixSocket(let path?):
            cAddress.method = SPD_METHOD_UNIX_SOCKET
            guard let name = strdup(path) else { return body(nil) }
            owned.append(name)
            cAddress.unix_socket_name = name
        case .inetSocket(let host, let port):
            cAddress.method = SPD_METHOD_INET_SOCKET
            guard let name = strdup(host ?? "127.0.0.1") else { return body(nil) }
            owned.append(name)
            cAddress.inet_socket_host = name
            cAddress.inet_socket_port = Int32(port ?? 6560)
        }
        return withUnsafePointer(to: &cAddress) { body($0) }
    }
}

extension DispatcherPriority {
    var cValue: SPDPriority {
        switch self {
        case .important: SPD_IMPORTANT
        case .message: SPD_MESSAGE
        case .text: SPD_TEXT
        }
    }
}

/// libspeechd's END and CANCEL callback (no context pointer: the client id finds the connection).
private func dispatcherMessageEnded(messageID: Int, clientID: Int, state: SPDNotificationType) {
    let messages = DispatcherMessages.registry.withLock { $0[clientID] }
    messages?.ended(messageID)
}
