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
        // Straight to write(2), without a copy into Foundation's Data per line. Errors are ignored.
        var text = text
        lock.withLock { _ in
            text.withUTF8 { bytes in
                var offset = 0
                while offset < bytes.count, let base = bytes.baseAddress {
                    let written = Glibc.write(handle.fileDescriptor, base + offset, bytes.count - offset)
                    if written > 0 {
                        offset += written
                    } else if written < 0 && errno == EINTR {
                        continue
                    } else {
                        return
                    }
                }
            }
        }
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
    /// The environment; the real process's is read on first use.
    public var variables: [String: String] {
        get { variableSource.value }
        set { variableSource = ProcessVariables(newValue) }
    }
    private var variableSource: ProcessVariables
    public var executablePath: String?
    public var standardOutput: any TextStream
    public var standardError: any TextStream
    /// Raw standard output, for PCM.
    public var rawOutput: FileHandle

    public init(
        arguments: [String], variables: [String: String], executablePath: String?,
        standardOutput: any TextStream, standardError: any TextStream, rawOutput: FileHandle
    ) {
        self.init(
            arguments: arguments, variables: ProcessVariables(variables), executablePath: executablePath,
            standardOutput: standardOutput, standardError: standardError, rawOutput: rawOutput)
    }

    private init(
        arguments: [String], variables: ProcessVariables, executablePath: String?,
        standardOutput: any TextStream, standardError: any TextStream, rawOutput: FileHandle
    ) {
        self.arguments = arguments
        self.variableSource = variables
        self.executablePath = executablePath
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.rawOutput = rawOutput
    }

    /// The real process: `CommandLine.arguments` without the program name, the environment, the real streams.
    public static var current: ProcessContext {
        ProcessContext(
            arguments: Array(CommandLine.arguments.dropFirst()),
            variables: ProcessVariables(reading: environmentVariables),
            executablePath: nil,
            standardOutput: FileStream(.standardOutput),
            standardError: FileStream(.standardError),
            rawOutput: .standardOutput)
    }

    /// The environment from libc's `environ`, `NAME=value` each (a later duplicate name wins, an entry without
    /// `=` is skipped): the dictionary `ProcessInfo.environment` gives.
    public static func environmentVariables() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                variables[String(text[..<equals])] = String(text[text.utf8.index(after: equals)...])
            }
            entry += 1
        }
        return variables
    }
}
