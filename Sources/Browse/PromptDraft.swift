import Core
import Foundation

/// A prompt's text kept when browse ends by SIGTERM or SIGHUP with the prompt open (issue 41): written to
/// `draft.json` in the library folder by the signal's thread, offered by the next browse of that library, and put
/// back in the prompt of the same field when it opens again (then removed).
public struct PromptDraft: Sendable, Equatable {
    /// The field (``Screens/TextField/draftKey``).
    public var field: String
    /// The prompt's label, to name the field when the draft is offered ("Name").
    public var label: String
    /// The text as it was.
    public var text: String

    /// The file in the library folder.
    static func file(in folder: URL) -> URL { folder.appendingPathComponent("draft.json") }

    /// The draft of `folder`, if a readable one is there.
    static func load(from folder: URL) -> PromptDraft? {
        guard let data = try? Data(contentsOf: file(in: folder)), let node = try? JSONReader().read(data),
            case .object(let object) = node.value, case .string(let field)? = object["field"]?.value,
            case .string(let label)? = object["label"]?.value, case .string(let text)? = object["text"]?.value
        else { return nil }
        return PromptDraft(field: field, label: label, text: text)
    }

    /// Writes the draft (a temporary file renamed into place, readable by its owner only).
    func save(in folder: URL) {
        let json = JSONWriter.string(
            .members([("field", .string(field)), ("label", .string(label)), ("text", .string(text))]))
        let target = Self.file(in: folder)
        let temporary = folder.appendingPathComponent(".draft.json.\(getpid()).tmp")
        guard
            FileManager.default.createFile(
                atPath: temporary.path, contents: Data(json.utf8), attributes: [.posixPermissions: 0o600])
        else { return }
        if rename(temporary.path, target.path) != 0 { unlink(temporary.path) }
    }

    /// Removes the draft of `folder`.
    static func remove(from folder: URL) {
        unlink(file(in: folder).path)
    }
}

/// The prompt open now (its field and label), shared with the thread of a SIGTERM or SIGHUP handler, which keeps
/// its text with ``keep(_:)``.
public final class OpenPrompt: @unchecked Sendable {
    private let lock = NSLock()
    private var open: (field: String, label: String)?
    private let folder: URL

    init(folder: URL) {
        self.folder = folder
    }

    func opened(field: String, label: String) { lock.withLock { open = (field, label) } }
    func closed() { lock.withLock { open = nil } }

    /// From any thread: keeps `text` as the draft of the prompt open now; nothing when none is open, or when the
    /// text is empty.
    public func keep(_ text: String?) {
        guard let text, !text.isEmpty, let (field, label) = lock.withLock({ open }) else { return }
        PromptDraft(field: field, label: label, text: text).save(in: folder)
    }
}
