import Core
import Foundation

/// An open file as a ``JSONByteSource``: read a window at a time, never whole, with read(2) straight into the
/// stream's window (no `Data` in between).
struct FileBytes: JSONByteSource {
    let handle: FileHandle

    mutating func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws -> Int {
        guard let start = buffer.baseAddress, !buffer.isEmpty else { return 0 }
        while true {
            let count = Foundation.read(handle.fileDescriptor, start, buffer.count)
            if count >= 0 { return count }
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
    }
}
