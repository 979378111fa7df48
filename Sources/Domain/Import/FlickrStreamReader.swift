import Core

/// Reads a Flickr response (`{"photos": {"photo": [...]}, "stat": "ok"}`) from a ``JSONStream`` one photo at
/// a time, with ``FlickrReader``'s checks and messages and the same error for the same file: a photo at fault
/// is remembered and the rest of the file still read, since a JSON error anywhere, or a `stat` that is not
/// `"ok"`, is what a whole-file read reports first.
///
/// What this reader does not follow (a JSONP wrapper, a Lector export, a second `photos`, a `photos` that is
/// not an object, no photo list) it gives up on with ``Failure/notStreamable``, and the file is read whole.
final class FlickrStreamReader {
    /// Why reading stopped.
    enum Failure: Error {
        /// The file is bad: this is the error a whole-file read gives.
        case invalid(ImportError)
        /// The file must be read whole to say what it is.
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
    private var sawPhotos = false
    private var sawPhotoList = false
    private var photoIndex = 0
    private var seen: [String: FirstSeen] = [:]
    /// The first photo at fault.
    private var failed: ImportError?

    /// A reader of `stream`, the content of `file`, read as `format` (nil: as its content shows).
    init(stream: JSONStream, file: String, format: ImportFormat?) {
        self.stream = stream
        self.format = format
        reader = DocumentReader(file: file, bytes: nil, stream: stream)
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
        // Anything but an object (a JSONP callback, a property list, an array) is read whole.
        guard try stream.next() == .objectStart else { throw .unreadable(Failure.notStreamable) }
        rootOffset = stream.eventOffset
        reader.placed[rootOffset] = stream.position(of: rootOffset)
        phase = .root
    }

    private func rootMember() throws(JSONStreamError) {
        switch try stream.next() {
        case .key("photos"):
            guard !sawPhotos, try stream.next() == .objectStart else { throw .unreadable(Failure.notStreamable) }
            sawPhotos = true
            phase = .photos
        case .key(let name) where name == "stat" || name == "code" || name == "message" || name == "format":
            let node = try stream.memberValue()
            reader.placed[node.offset] = stream.position(of: node.offset)
            if name == "format", format == nil, node.value == .string("lector") { throw .unreadable(Failure.notStreamable) }
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
            guard !sawPhotoList, try stream.next() == .arrayStart else { throw .unreadable(Failure.notStreamable) }
            sawPhotoList = true
            phase = .list
        case .key:
            try stream.skipMemberValue()
        default:
            guard sawPhotoList else { throw .unreadable(Failure.notStreamable) }
            phase = .root
        }
    }

    // MARK: - Photos

    private func nextPhoto() throws(JSONStreamError) -> ImportBatch.ImportedPhoto? {
        if failed != nil {
            while try stream.skipElement() {}
            phase = .photos
            return nil
        }
        guard let node = try stream.nextElement(keepingMembers: FlickrReader.photoMemberNames) else {
            phase = .photos
            return nil
        }
        let index = photoIndex
        photoIndex += 1
        let path = FlickrReader.listPath.appending(index)
        do throws(ImportError) {
            let (object, id) = try FlickrReader.photoID(node, path, reader: reader)
            let position = reader.position(node)
            if let first = seen[id] {
                throw reader.error(
                    .duplicateID(
                        id, firstPath: FlickrReader.listPath.appending(Int(first.index)).description, firstPosition: first.position),
                    at: node, path)
            }
            seen[id] = FirstSeen(index: index, position: position)
            return try FlickrReader.importedPhoto(object, id: id, index: index)
        } catch {
            failed = error
            return nil
        }
    }

    // MARK: - The end

    /// After the whole file: the checks of the response itself, then the first photo at fault.
    func conclude() throws(Failure) {
        guard phase == .end, sawPhotos else { throw .notStreamable }
        let root = JSONNode(.object(JSONObject(members: kept)), offset: rootOffset)
        do throws(ImportError) {
            try FlickrReader.checkStatus(try reader.object(root, .root))
        } catch {
            throw .invalid(error)
        }
        if let failed { throw .invalid(failed) }
    }
}
