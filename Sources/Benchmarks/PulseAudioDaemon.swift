import Foundation

/// A PulseAudio server of the caller's own (a test's or the bench's): a private socket and runtime folder in a
/// temporary folder, no default configuration (`-n`), one playback sink, ``speaker``, a null sink whose monitor
/// ``MonitorRecording`` records (what Lector plays there is what the server plays), and one capture source,
/// `lectormic`, fed from a FIFO (module-pipe-source, 16 kHz 16-bit mono): what the caller writes there is what
/// Lector's microphone records. Killed when the value goes away; `--exit-idle-time` is off, so it lives as long as
/// the caller holds it.
public final class PulseAudioDaemon {
    /// The temporary folder of the socket, the FIFO and the clients' home and runtime folders.
    public let folder: URL
    private var pid: pid_t = 0

    /// The null sink every client plays to (the server's only sink, so its default).
    public static let speaker = "lectorspeaker"

    /// The server's socket.
    public var socket: URL { folder.appendingPathComponent("pulse.sock") }
    /// The FIFO the source reads (created by the server).
    public var microphone: URL { folder.appendingPathComponent("microphone.fifo") }
    /// The environment a client needs: `PULSE_SERVER`, and a home and runtime folder of its own.
    public var environment: [String: String] {
        [
            "PULSE_SERVER": "unix:" + socket.path, "HOME": folder.appendingPathComponent("home").path,
            "XDG_RUNTIME_DIR": folder.appendingPathComponent("runtime").path,
        ]
    }

    /// A server that did not start, in words.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Starts the server and returns once its socket and FIFO exist.
    public init() throws {
        folder = URL(fileURLWithPath: "/tmp/lector-pulse-\(UUID().uuidString.prefix(8))", isDirectory: true)
        for name in ["home", "runtime"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let arguments = [
            "/usr/bin/pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no",
            "--disable-shm=yes",
            "-L", "module-native-protocol-unix socket=\(socket.path) auth-anonymous=1",
            "-L", "module-null-sink sink_name=\(Self.speaker)",
            "-L", "module-pipe-source source_name=lectormic file=\(microphone.path) format=s16le rate=16000 channels=1",
        ]
        var variables = ProcessInfo.processInfo.environment
        for (key, value) in environment where key != "PULSE_SERVER" { variables[key] = value }
        // posix_spawn rather than Foundation's Process: a long-lived child of Process kept the test's later
        // children (sox) from being seen to exit. No descriptor but /dev/null is passed on, and no signal blocked.
        guard let child = CleanSpawn.start(arguments, environment: variables) else {
            throw Failure(description: "could not start /usr/bin/pulseaudio (Debian package pulseaudio)")
        }
        pid = child
        let end = Date().addingTimeInterval(15)
        while !(FileManager.default.fileExists(atPath: socket.path)
            && FileManager.default.fileExists(atPath: microphone.path))
        {
            var status: Int32 = 0
            guard Date() < end, waitpid(pid, &status, WNOHANG) == 0 else {
                throw Failure(description: "pulseaudio made no socket at \(socket.path) (Debian package pulseaudio)")
            }
            usleep(50_000)
        }
    }

    deinit {
        if pid > 0 {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes raw 16 kHz 16-bit mono samples (little-endian) into the source, as if said into the microphone;
    /// blocks while the server has not read the earlier ones.
    public func say(_ samples: Data) throws {
        let handle = try FileHandle(forWritingTo: microphone)
        defer { try? handle.close() }
        try handle.write(contentsOf: samples)
    }
}
