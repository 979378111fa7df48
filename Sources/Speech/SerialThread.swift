import Foundation

/// One dedicated thread that runs submitted jobs in order; `run` blocks the caller until its job is done.
///
/// libespeak-ng is not thread-safe, so the speech layer makes every engine call through one of these.
final class SerialThread: @unchecked Sendable {
    /// A submitted job: the work (released as soon as it has run) and its completion flag.
    private final class Job: @unchecked Sendable {
        var work: (() -> Void)?
        var done = false

        init(work: @escaping () -> Void) {
            self.work = work
        }
    }

    private let condition = NSCondition()
    private var jobs: [Job] = []
    private var thread: Thread?

    init(name: String) {
        let thread = Thread { [condition] in
            while true {
                condition.lock()
                while self.jobs.isEmpty { condition.wait() }
                let job = self.jobs.removeFirst()
                condition.unlock()
                job.work?()
                condition.lock()
                job.work = nil
                job.done = true
                condition.broadcast()
                condition.unlock()
            }
        }
        thread.name = name
        thread.stackSize = 8 << 20
        self.thread = thread
        thread.start()
    }

    /// Runs `work` on the thread after the jobs before it, without waiting for it.
    func submit(_ work: @escaping () -> Void) {
        condition.lock()
        jobs.append(Job(work: work))
        condition.broadcast()
        condition.unlock()
    }

    /// Runs `body` on the thread and returns its result.
    func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        if Thread.current === thread { return try body() }
        // Two optionals rather than a `Result<T, E>`: making `Result`'s type at run time checks `E: Error`, a
        // search of every conformance in the binary for each new error type.
        var value: T?
        var failure: E?
        withoutActuallyEscaping(body) { escapable in
            let job = Job {
                do throws(E) { value = try escapable() } catch { failure = error }
            }
            condition.lock()
            jobs.append(job)
            condition.broadcast()
            while !job.done { condition.wait() }
            condition.unlock()
        }
        if let failure { throw failure }
        guard let value else { preconditionFailure("a job finished without an outcome") }
        return value
    }
}
