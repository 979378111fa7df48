import LineEditing

/// Keys from the terminal, one at a time. The real one is readline; tests pass a scripted one.
public protocol KeyInput: AnyObject {
    /// Waits for the next key, calling `idle` every so often while none comes (live updates, read-all);
    /// nil at the end of input.
    func nextKey(idle: () -> Void) -> Key?
}
