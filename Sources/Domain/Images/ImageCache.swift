import Foundation
import Synchronization

/// Recently read image bytes, bounded by a byte budget; the least recently used go first.
///
/// The library may hold far more image data than memory; this is the only place image bytes stay in memory.
public final class ImageCache: Sendable {
    private struct Entry {
        var data: Data
        var lastUse: UInt64
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var byteCount = 0
        var clock: UInt64 = 0
    }

    /// The most bytes held at once.
    public let capacity: Int
    private let state = Mutex(State())

    /// Creates a cache holding at most `capacity` bytes (default 32 MiB).
    public init(capacity: Int = 32 * 1024 * 1024) {
        self.capacity = capacity
    }

    /// The bytes cached under `key`, marking them recently used.
    public func data(for key: String) -> Data? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.data
        }
    }

    /// Keeps `data` under `key`, evicting the least recently used entries to stay within the capacity.
    /// Data larger than the whole capacity is not kept.
    public func insert(_ data: Data, for key: String) {
        state.withLock { state in
            if let old = state.entries.removeValue(forKey: key) { state.byteCount -= old.data.count }
            guard data.count <= capacity else { return }
            while state.byteCount + data.count > capacity,
                let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                state.entries.removeValue(forKey: oldest.key)
                state.byteCount -= oldest.value.data.count
            }
            state.clock += 1
            state.entries[key] = Entry(data: data, lastUse: state.clock)
            state.byteCount += data.count
        }
    }

    /// Forgets `key`.
    public func remove(_ key: String) {
        state.withLock { state in
            if let old = state.entries.removeValue(forKey: key) { state.byteCount -= old.data.count }
        }
    }

    /// The bytes held now.
    public var byteCount: Int { state.withLock { $0.byteCount } }

    /// How many images are held now.
    public var count: Int { state.withLock { $0.entries.count } }
}
