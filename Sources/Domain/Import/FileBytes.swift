import Core
import Foundation

/// An open file as a ``JSONByteSource``: read a window at a time, never whole.
struct FileBytes: JSONByteSource {
    let handle: FileHandle

    mutating func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws -> Int {
        guard let data = try handle.read(upToCount: buffer.count), !data.isEmpty else { return 0 }
        return data.copyBytes(to: buffer)
    }
}
