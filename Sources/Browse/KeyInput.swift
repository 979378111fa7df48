import Keys

/// Keys from the terminal, one at a time. The real one is readline; tests pass a scripted one.
public protocol KeyInput: AnyObject {
    /// Waits for the next key, calling `idle` every so often while none comes (live updates, read-all, voice
    /// commands); nil at the end of input, or as soon as `idle` returns false (stop waiting: a spoken `quit`).
    func nextKey(idle: () -> Bool) -> Key?
}
