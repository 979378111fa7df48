import Foundation

/// Reads a strings table for lookups only (issue 20): the common file — valid UTF-8 in the house dialect,
/// with no error — is scanned on its bytes, keeping each key's value and nothing a lookup never needs (no
/// comments, positions, suspect characters or diagnostics); any file it does not recognise goes through
/// ``StringsDocument/parse(_:file:dialect:recovering:)``, so the table, or the error thrown, is always the
/// full parser's.
///
/// The fast path accepts exactly a subset of the house grammar (localization.md §3): spaces, tabs, line
/// breaks, `/* … */` and `//` comments between tokens; `"key" = "value";` entries whose quoted strings hold no
/// raw control character and only the escapes `\"`, `\\`, `\n`, `\t` and `\UXXXX` (a surrogate pair as two);
/// no empty or duplicate key. Anything else — UTF-16, a byte-order mark of UTF-16, invalid UTF-8, a NUL byte,
/// a file over the size limit, a syntax error — makes it return `nil` and the caller parse the file in full.
/// `RuntimeStringsLoaderTests` compares the two on the shipped tables and on generated and mutated files.
enum RuntimeStringsLoader {
    /// The table of a strings file, read for lookups; the file's path is used in error positions.
    ///
    /// - Throws: the error the full parser reports for the file (unreadable, encoding, syntax, duplicate key).
    static func table(language: String, url: URL) throws(LocalizationError) -> StringsTable {
        if let bytes = contents(of: url.path), let table = table(language: language, bytes: bytes) {
            return table
        }
        return try StringsTable(language: language, document: StringsDocument.read(url))
    }

    /// The table of a strings file's bytes, or the full parser's error.
    static func table(language: String, bytes: [UInt8], file: String) throws(LocalizationError) -> StringsTable {
        if let table = table(language: language, bytes: bytes) { return table }
        return try StringsTable(language: language, document: StringsDocument.parse(bytes, file: file))
    }

    /// The table when the bytes are a file the fast path recognises, else `nil`.
    static func table(language: String, bytes: [UInt8]) -> StringsTable? {
        guard bytes.count <= StringsDecoder.byteLimit else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> StringsTable? in
            guard let start = StringsDecoder.validUTF8Start(buffer) else { return nil }
            var scanner = Scanner(bytes: buffer, index: start)
            guard let (entries, values) = scanner.entries() else { return nil }
            return StringsTable(language: language, entries: entries, values: values)
        }
    }

    /// The file's bytes read with open(2) and read(2), or `nil` when it cannot be read whole or is over the limit
    /// (the full reader then names the problem).
    static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            case let size = Int(status.st_size), size <= StringsDecoder.byteLimit
        else { return nil }
        // One byte more than the size, so a file that grew since fstat is noticed (and read by the full reader).
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
            var filled = 0
            while filled <= size {
                let got = read(descriptor, buffer.baseAddress! + filled, size + 1 - filled)
                if got < 0, errno == EINTR { continue }
                if got < 0 { complete = false }
                if got <= 0 { break }
                filled += got
            }
            initialized = filled
        }
        guard complete, bytes.count == size else { return nil }
        return bytes
    }
}
