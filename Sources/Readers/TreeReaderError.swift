import Accessibility

/// Why a tree file could not be read.
public enum TreeReaderError: Error, Sendable {
    /// Element-tree JSON that did not decode.
    case tree(ElementTreeError)
    /// A storyboard, xib, dump or page source that did not read.
    case reader(ReaderError)
}
