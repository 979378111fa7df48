import Foundation

/// Batches handed from one thread to another through a queue of bounded length: the reader of a Flickr stream
/// puts the photos it has checked, the import transaction takes them, so reading the file and writing the rows run
/// side by side and memory holds at most ``capacity`` batches besides the one being read and the one being written.
///
/// The reader ends with ``finish(_:)``; the writer stops early with ``stop()`` (a failed write), after which a
/// ``put(_:)`` that waits for room returns at once with false and the reader gives up.
final class BatchHandOff<Batch: Sendable, Outcome: Sendable>: @unchecked Sendable {
    /// What the writer takes: a batch, or the reader's end.
    enum Item {
        case batch(Batch)
        case end(Outcome)
    }

    /// The most items queued at once.
    let capacity: Int
    // Everything below is read and written with `condition` locked.
    private let condition = NSCondition()
    private var queue: [Item] = []
    private var head = 0
    private var stopped = false
    private var ended = false

    /// A queue that holds up to `capacity` items (at least 1).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The reader: queues `batch`, waiting while the queue is full; false once the writer has stopped (the batch is
    /// dropped).
    func put(_ batch: Batch) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !stopped, queue.count - head >= capacity { condition.wait() }
        guard !stopped else { return false }
        queue.append(.batch(batch))
        condition.broadcast()
        return true
    }

    /// The reader, last: what its reading came to.
    func finish(_ outcome: Outcome) {
        condition.lock()
        defer { condition.unlock() }
        queue.append(.end(outcome))
        ended = true
        condition.broadcast()
    }

    /// The writer: the next item, waiting until there is one.
    func take() -> Item {
        condition.lock()
        defer { condition.unlock() }
        while queue.count == head { condition.wait() }
        let item = queue[head]
        head += 1
        if head == queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
        }
        condition.broadcast()
        return item
    }

    /// The writer: takes nothing more, and wakes a reader waiting for room.
    func stop() {
        condition.lock()
        defer { condition.unlock() }
        stopped = true
        queue.removeAll()
        head = 0
        condition.broadcast()
    }

    /// Waits until the reader has finished (after ``stop()``, a reader that was not waiting for room reads on to its
    /// next batch first).
    func waitForEnd() {
        condition.lock()
        defer { condition.unlock() }
        while !ended { condition.wait() }
    }
}
