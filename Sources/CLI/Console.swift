import Foundation
import Synchronization

/// A text stream the front end writes to (stdout, stderr); tests pass a recording one.
public protocol TextStream: AnyObject, Sendable {
    /// Writes `text` as is (no newline added).
    func write(_ text: String)
}

/// A stream over a file descriptor, serialized by a lock.
public final class FileStream: TextStream {
    private let handle: FileHandle
    private let lock = Mutex<Void>(())

    public init(_ handle: FileHandle) {
        self.handle = handle
    }

    public func write(_ text: String) {
        lock.withLock { _ in try? handle.write(contentsOf: Data(text.utf8)) }
    }
}

/// A stream that keeps what was written (tests).
public final class RecordingStream: TextStream {
    private let storage = Mutex<String>("")

    public init() {}

    public func write(_ text: String) { storage.withLock { $0 += text } }

    /// Everything written so far.
    public var text: String { storage.withLock { $0 } }
}

/// Everything the front end takes from the process: arguments, variables, streams, the executable's path.
public struct ProcessContext: Sendable {
    public var arguments: [String]
    public var variables: [String: String]
    public var executablePath: String?
    public var standardOutput: any TextStream
    public var standardError: any TextStream
    /// Raw standard output, for PCM.
    public var rawOutput: FileHandle

    public init(
        arguments: [String], variables: [String: String], executablePath: String?,
        standardOutput: any TextStream, standardError: any TextStream, rawOutput: FileHandle
    ) {
        self.arguments = arguments
        self.variables = variables
        self.executablePath = executablePath
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.rawOutput = rawOutput
    }

    /// The real process: `CommandLine.arguments` without the program name, the environment, the real streams.
    public static var current: ProcessContext {
        ProcessContext(
            arguments: Array(CommandLine.arguments.dropFirst()),
            variables: ProcessInfo.processInfo.environment,
            executablePath: nil,
            standardOutput: FileStream(.standardOutput),
            standardError: FileStream(.standardError),
            rawOutput: .standardOutput)
    }
}
