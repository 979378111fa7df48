import Foundation

/// One dedicated thread that runs submitted jobs in order; `run` blocks the caller until its job is done.
///
/// libespeak-ng is not thread-safe, so the speech layer makes every engine call through one of these.
final class SerialThread: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [() -> Void] = []
    private var thread: Thread?

    init(name: String) {
        let thread = Thread { [condition] in
            while true {
                condition.lock()
                while self.jobs.isEmpty { condition.wait() }
                let job = self.jobs.removeFirst()
                condition.unlock()
                job()
            }
        }
        thread.name = name
        thread.stackSize = 8 << 20
        self.thread = thread
        thread.start()
    }

    /// Runs `body` on the thread and returns its result.
    func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        if Thread.current === thread { return try body() }
        return try withoutActuallyEscaping(body) { (escapable) throws(E) -> T in
            var outcome: Result<T, E>?
            let done = NSCondition()
            let job = {
                let result = Result { () throws(E) -> T in try escapable() }
                done.lock()
                outcome = result
                done.signal()
                done.unlock()
            }
            condition.lock()
            jobs.append(job)
            condition.signal()
            condition.unlock()
            done.lock()
            while outcome == nil { done.wait() }
            done.unlock()
            return try outcome!.get()
        }
    }
}
