import Core

/// Reads a Flickr REST response (`{"photos": {"photo": [...]}, "stat": "ok"}`) from a ``JSONStream`` one photo
/// at a time: the only Flickr reader, for a file (``ImportFile``) and for bytes in memory (``readAll(_:file:format:)``).
///
/// Its errors are those of checking the whole file first: a JSON error anywhere, then a `stat` that is not
/// `"ok"`, then the response's structure, then the first photo at fault (remembered while the rest of the file
/// is still read). Where a key repeats, its last member counts, as in ``JSONObject``. The checks of each photo
/// are in `FlickrStreamReader+Photo.swift`.
///
/// What is not a Flickr response (not an object, a Lector export, neither `photos` nor `stat`), and what a
/// file cannot be streamed as (a JSONP wrapper, which ``unwrappingCallback(_:)`` removes from bytes in memory;
/// a second photo list after photos were handed out) ends the read with ``Failure/notStreamable``.
final class FlickrStreamReader {
    /// Why reading stopped.
    enum Failure: Error {
        /// The file is bad: this is its error.
        case invalid(ImportError)
        /// The file is not a Flickr response, or must be read from memory.
        case notStreamable
    }

    private enum Phase {
        case begin, root, photos, list, end
    }

    /// Where an id was first seen: what a duplicate's message names (12 bytes: a file has one per photo).
    private struct FirstSeen {
        let index: Int32
        /// 0 when the position is not known.
        let line: Int32
        let column: Int32

        init(index: Int, position: SourcePosition?) {
            self.index = Int32(clamping: index)
            line = Int32(clamping: position?.line ?? 0)
            column = Int32(clamping: position?.column ?? 0)
        }

        var position: SourcePosition? { line > 0 ? SourcePosition(line: Int(line), column: Int(column)) : nil }
    }

    private let stream: JSONStream
    private let format: ImportFormat?
    private var reader: DocumentReader
    private var phase = Phase.begin
    private var rootOffset = 0
    /// The root members the checks at the end read.
    private var kept: [JSONObject.Member] = []
    /// The `photos` object being read (the last one), by its offset.
    private var photosOffset: Int?
    private var sawPhotoList = false
    /// The document is not an object (read as Flickr only when the user says so).
    private var rootProblem: ImportError?
    /// What is wrong with the last `photos` member or its `photo` list, reported after `stat`.
    private var structureProblem: ImportError?
    private var photoIndex = 0
    /// Photos handed out since the last photo list started.
    private var handedOut = 0
    private var seen: [String: FirstSeen] = [:]
    /// The first photo at fault.
    private var failed: ImportError?
    /// A later photo list may replace the photos handed out (``restarted`` says when it has).
    private var mayRestart = false
    /// The photos handed out so far were replaced by a later list.
    private var restarted = false

    /// A reader of `stream`, the content of `file`, read as `format` (nil: as its content shows).
    init(stream: JSONStream, file: String, format: ImportFormat?) {
        self.stream = stream
        self.format = format
        reader = DocumentReader(file: file, lines: nil, stream: stream)
    }

    /// The photos of a response in memory (JSON or JSONP), checked.
    static func readAll(_ bytes: [UInt8], file: String, format: ImportFormat?) throws(Failure) -> ImportBatch {
        let bytes = unwrappingCallback(bytes)
        let stream = JSONStream(source: JSONBytes(bytes), limits: .document, chunkBytes: bytes.count)
        let reader = FlickrStreamReader(stream: stream, file: file, format: format)
        reader.mayRestart = true
        var batch = ImportBatch(format: .flickr)
        batch.photoMode = .merge
        while let photo = try reader.next() {
            if reader.restarted { batch.photos.removeAll() }
            reader.restarted = false
            batch.photos.append(photo)
        }
        if reader.restarted { batch.photos.removeAll() }
        try reader.conclude()
        return batch
    }

    /// The next photo of the list, checked, or nil once the whole file has been read and checked.
    func next() throws(Failure) -> ImportBatch.ImportedPhoto? {
        do throws(JSONStreamError) {
            return try step()
        } catch {
            guard phase != .begin, case .syntax(let problem) = error else { throw .notStreamable }
            // "The file ends in the middle of a value" is placed at the end of the file.
            let offset = problem.kind == .unexpectedEnd ? Int.max : problem.offset
            throw .invalid(
                ImportError(file: reader.file, position: stream.position(of: offset), problem: .syntax(problem.kind)))
        }
    }

    private func step() throws(JSONStreamError) -> ImportBatch.ImportedPhoto? {
        while true {
            switch phase {
            case .begin:
                try begin()
            case .root:
                try rootMember()
            case .photos:
                try photosMember()
            case .list:
                if let photo = try nextPhoto() { return photo }
            case .end:
                return nil
            }
        }
    }

    // MARK: - The structure around the photos

    private func begin() throws(JSONStreamError) {
        guard let first = try stream.next() else { throw .unreadable(Failure.notStreamable) }
        rootOffset = stream.eventOffset
        reader.placed[rootOffset] = stream.position(of: rootOffset)
        phase = .root
        guard first != .objectStart else { return }
        // Anything but an object (a property list, an array) is not a Flickr response, unless the user says so.
        guard format == .flickr else { throw .unreadable(Failure.notStreamable) }
        try stream.skipValue(startingWith: first)
        try stream.finish()
        rootProblem = reader.wrongType(Self.node(startingWith: first, offset: rootOffset), expected: .object, .root)
        phase = .end
    }

    private func rootMember() throws(JSONStreamError) {
        switch try stream.next() {
        case .key("photos"):
            try startList()
            sawPhotoList = false
            photosOffset = nil
            let first = try valueStart()
            let offset = stream.eventOffset
            reader.placed[offset] = stream.position(of: offset)
            let path = JSONPath.root.appending("photos")
            if first == .objectStart {
                photosOffset = offset
                structureProblem = nil
                phase = .photos
            } else {
                try stream.skipValue(startingWith: first)
                let node = Self.node(startingWith: first, offset: offset)
                structureProblem =
                    first == .scalar(.null)
                    ? reader.error(.missingField("photos"), at: rootNode, .root)
                    : reader.wrongType(node, expected: .object, path)
            }
        case .key(let name) where name == "stat" || name == "code" || name == "message" || name == "format":
            let node = try stream.memberValue()
            reader.placed[node.offset] = stream.position(of: node.offset)
            if name == "format", format == nil, node.value == .string("lector") {
                throw .unreadable(Failure.notStreamable)
            }
            kept.append(JSONObject.Member(key: name, node: node))
        case .key:
            try stream.skipMemberValue()
        default:
            try stream.finish()
            phase = .end
        }
    }

    private func photosMember() throws(JSONStreamError) {
        switch try stream.next() {
        case .key("photo"):
            try startList()
            sawPhotoList = true
            structureProblem = nil
            let first = try valueStart()
            if first == .arrayStart {
                phase = .list
                return
            }
            let offset = stream.eventOffset
            reader.placed[offset] = stream.position(of: offset)
            try stream.skipValue(startingWith: first)
            let path = Self.listPath
            structureProblem =
                first == .scalar(.null)
                ? reader.error(.missingField("photo"), at: photosNode, JSONPath.root.appending("photos"))
                : reader.wrongType(Self.node(startingWith: first, offset: offset), expected: .array, path)
        case .key:
            try stream.skipMemberValue()
        default:
            if !sawPhotoList, structureProblem == nil {
                structureProblem = reader.error(
                    .missingField("photo"), at: photosNode, JSONPath.root.appending("photos"))
            }
            phase = .root
        }
    }

    /// A new `photos` or `photo` member: the last one counts, so what was read of an earlier list is dropped.
    private func startList() throws(JSONStreamError) {
        if handedOut > 0 {
            guard mayRestart else { throw .unreadable(Failure.notStreamable) }
            restarted = true
        }
        handedOut = 0
        photoIndex = 0
        seen = [:]
        failed = nil
    }

    /// The first event of a member's value (after a key the stream always has one).
    private func valueStart() throws(JSONStreamError) -> JSONEvent {
        try stream.next() ?? .scalar(.null)
    }

    private var rootNode: JSONNode { JSONNode(.object(JSONObject(members: [])), offset: rootOffset) }
    private var photosNode: JSONNode { JSONNode(.object(JSONObject(members: [])), offset: photosOffset ?? rootOffset) }

    /// A stand-in for the value whose first event is `first`, for its kind and place in messages.
    private static func node(startingWith first: JSONEvent, offset: Int) -> JSONNode {
        switch first {
        case .scalar(let value): JSONNode(value, offset: offset)
        case .arrayStart: JSONNode(.array([]), offset: offset)
        default: JSONNode(.object(JSONObject(members: [])), offset: offset)
        }
    }

    // MARK: - Photos

    private func nextPhoto() throws(JSONStreamError) -> ImportBatch.ImportedPhoto? {
        if failed != nil {
            while try stream.skipElement() {}
            phase = .photos
            return nil
        }
        guard let node = try stream.nextElement(keepingMembers: Self.photoMembers) else {
            phase = .photos
            return nil
        }
        let index = photoIndex
        photoIndex += 1
        let path = Self.listPath.appending(index)
        do throws(ImportError) {
            let (object, id) = try Self.photoID(node, path, reader: reader)
            let position = reader.position(node)
            if let first = seen[id] {
                throw reader.error(
                    .duplicateID(
                        id, firstPath: Self.listPath.appending(Int(first.index)).description,
                        firstPosition: first.position),
                    at: node, path)
            }
            seen[id] = FirstSeen(index: index, position: position)
            let photo = try Self.importedPhoto(object, id: id, index: index)
            handedOut += 1
            return photo
        } catch {
            failed = error
            return nil
        }
    }

    // MARK: - The end

    /// After the whole file: the checks of the response itself, then the first photo at fault.
    func conclude() throws(Failure) {
        guard phase == .end else { throw .notStreamable }
        let hasStat = kept.contains { $0.key == "stat" }
        // Neither `photos` nor `stat`: not a Flickr response, unless the user says so.
        if photosOffset == nil, structureProblem == nil, rootProblem == nil, !hasStat, format != .flickr {
            throw .notStreamable
        }
        let root = JSONNode(.object(JSONObject(members: kept)), offset: rootOffset)
        do throws(ImportError) {
            if let rootProblem { throw rootProblem }
            try Self.checkStatus(try reader.object(root, .root))
            if let structureProblem { throw structureProblem }
            if photosOffset == nil { throw reader.error(.missingField("photos"), at: root, .root) }
        } catch {
            throw .invalid(error)
        }
        if let failed { throw .invalid(failed) }
    }
}
