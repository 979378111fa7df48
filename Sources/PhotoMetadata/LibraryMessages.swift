import CGExiv2
import Foundation

/// What exiv2 (through gexiv2) and GLib say while a file is read, captured instead of printed on the user's
/// standard error; each thread's messages are kept apart, since a read runs on one thread from open to close.
///
/// A reader takes the messages of its read with ``take()``: an error-level one means part of the metadata was
/// skipped (``PhotoMetadata/isPartlyUnreadable``), which the CLI says in the user's language; warnings and below
/// are dropped as harmless.
enum LibraryMessages {
    /// gexiv2's GExiv2LogLevel values.
    static let debugLevel: Int32 = 0
    static let warningLevel: Int32 = 2
    static let errorLevel: Int32 = 3
    /// GLib's G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL.
    static let glibErrorLevels: Int32 = (1 << 2) | (1 << 3)

    /// One message and whether it reports an error.
    struct Message: Sendable, Equatable {
        var isError: Bool
        var text: String
    }

    private static let store = Store()

    /// Routes gexiv2's and GLib's messages here; called once, when the library is loaded.
    static func capture(_ api: lector_gexiv2_api) {
        api.gexiv2_log_set_level?(warningLevel)
        api.gexiv2_log_set_handler? { level, message in
            LibraryMessages.record(isError: level >= LibraryMessages.errorLevel, message)
        }
        _ = api.g_log_set_default_handler?(
            { _, level, message, _ in
                LibraryMessages.record(isError: level & LibraryMessages.glibErrorLevels != 0, message)
            }, nil)
    }

    /// The messages recorded on this thread since the last call, which are forgotten.
    static func take() -> [Message] {
        store.take(thread: pthread_self())
    }

    private static func record(isError: Bool, _ message: UnsafePointer<CChar>?) {
        let text = message.map { String(cString: $0) } ?? ""
        store.append(Message(isError: isError, text: text), thread: pthread_self())
    }

    /// The messages by thread, under a lock (the callbacks come on whichever thread reads).
    private final class Store: @unchecked Sendable {
        // @unchecked: `messages` is only touched while `lock` is held.
        private let lock = NSLock()
        private var messages: [pthread_t: [Message]] = [:]
        /// The most messages kept per thread: a damaged file may repeat one many times.
        private let maximum = 16

        func append(_ message: Message, thread: pthread_t) {
            lock.lock()
            defer { lock.unlock() }
            if messages[thread, default: []].count < maximum { messages[thread, default: []].append(message) }
        }

        func take(thread: pthread_t) -> [Message] {
            lock.lock()
            defer { lock.unlock() }
            return messages.removeValue(forKey: thread) ?? []
        }
    }
}
