import Foundation
import Synchronization

/// The narration languages of a session: the session's own, and others built on first use for elements
/// with a `language` key.
public final class NarrationLanguages: Sendable {
    /// The session language, used for elements without a `language`.
    public let session: NarrationLanguage
    private let load: @Sendable (String) -> NarrationLanguage
    private let cache = Mutex<[String: NarrationLanguage]>([:])

    /// - Parameter load: builds the language for a tag (its strings chain, formatters, dictionary).
    public init(session: NarrationLanguage, load: @escaping @Sendable (String) -> NarrationLanguage) {
        self.session = session
        self.load = load
    }

    /// The language for an element's `language` key (nil: the session's).
    public func language(for tag: String?) -> NarrationLanguage {
        guard let tag, !tag.isEmpty, tag != session.tag else { return session }
        if let cached = cache.withLock({ $0[tag] }) { return cached }
        let built = load(tag)
        cache.withLock { $0[tag] = built }
        return built
    }
}
