import CGExiv2
import Foundation

/// The XMP, IPTC and EXIF of a file as exiv2 reads them, through gexiv2's C API (opened on first use by
/// ``GExiv2Library``); owns the `GExiv2Metadata` object and releases it in `deinit`.
final class Exiv2Metadata {
    private let handle: OpaquePointer
    private let library: GExiv2Library

    /// Opens image bytes; `path` names them in errors.
    init(bytes: UnsafeRawBufferPointer, path: String) throws(MetadataError) {
        library = try GExiv2Library.library(for: path)
        guard let object = library.api.gexiv2_metadata_new?() else {
            throw .library(path: path, function: "gexiv2_metadata_new", message: "out of memory")
        }
        handle = object
        var error: UnsafeMutablePointer<GError>?
        let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
        if (library.api.gexiv2_metadata_open_buf?(object, base, bytes.count, &error) ?? 0) == 0 {
            throw .unreadable(path: path, reason: take(error))  // deinit releases the object
        }
    }

    /// Opens a file for writing its metadata back.
    init(path: String) throws(MetadataError) {
        library = try GExiv2Library.library(for: path)
        guard let object = library.api.gexiv2_metadata_new?() else {
            throw .library(path: path, function: "gexiv2_metadata_new", message: "out of memory")
        }
        handle = object
        var error: UnsafeMutablePointer<GError>?
        if (library.api.gexiv2_metadata_open_path?(object, path, &error) ?? 0) == 0 {
            throw .unreadable(path: path, reason: take(error))  // deinit releases the object
        }
    }

    deinit { library.api.g_object_unref?(UnsafeMutableRawPointer(handle)) }

    private var object: OpaquePointer { handle }

    /// The message of a GError, which is freed.
    private func take(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { library.api.g_error_free?(error) }
        return String(cString: lector_gerror_message(error))
    }

    /// Runs one gexiv2 call that reports through a GError, throwing ``MetadataError/library(path:function:message:)``.
    private func check(
        _ function: String, path: String, _ call: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> Int32
    ) throws(MetadataError) {
        var error: UnsafeMutablePointer<GError>?
        if call(&error) == 0 || error != nil {
            throw .library(path: path, function: function, message: take(error))
        }
    }

    // MARK: - Reading

    /// A tag's value as exiv2 prints it (`lang="x-default" text` for a language alternative); nil when absent.
    func string(_ tag: String) -> String? {
        printed(tag).flatMap(MetadataText.clean)
    }

    /// A tag's printed value as Unicode, not yet cleaned or capped.
    private func printed(_ tag: String) -> String? {
        var error: UnsafeMutablePointer<GError>?
        let value = library.api.gexiv2_metadata_try_get_tag_string?(object, tag, &error)
        if let error { library.api.g_error_free?(error) }
        guard let value else { return nil }
        defer { library.api.g_free?(value) }
        let length = strnlen(value, MetadataText.maximumFieldBytes)
        return MetadataText.unicode(UnsafeRawBufferPointer(start: value, count: length).bindMemory(to: UInt8.self))
    }

    /// A language alternative (`dc:title`, `dc:description`, alt text): the `x-default` entry, else the first.
    func languageAlternative(_ tag: String) -> String? {
        guard let printed = printed(tag) else { return nil }
        return Self.defaultAlternative(printed)
    }

    /// The `x-default` entry of exiv2's printed form `lang="x-default" A, lang="en" B` (gexiv2's own list
    /// splits at every comma of the text, so the printed form is read instead).
    static func defaultAlternative(_ printed: String) -> String? {
        guard printed.hasPrefix("lang=\"") else { return MetadataText.clean(printed) }
        var entries: [(language: String, text: String)] = []
        var rest = Substring(printed)
        while rest.hasPrefix("lang=\"") {
            rest = rest.dropFirst(6)
            guard let quote = rest.firstIndex(of: "\"") else { break }
            let language = String(rest[..<quote])
            rest = rest[rest.index(after: quote)...].drop { $0 == " " }
            let end = rest.range(of: ", lang=\"")
            entries.append((language, String(rest[..<(end?.lowerBound ?? rest.endIndex)])))
            rest = end.map { rest[rest.index($0.lowerBound, offsetBy: 2)...] } ?? ""
        }
        let chosen = entries.first { $0.language == "x-default" } ?? entries.first
        return chosen.flatMap { MetadataText.clean($0.text) }
    }

    /// The size exiv2 read from the image's header (0 × 0 when it could not).
    var pixelSize: MetadataSize? {
        let width = Int(library.api.gexiv2_metadata_get_pixel_width?(object) ?? 0)
        let height = Int(library.api.gexiv2_metadata_get_pixel_height?(object) ?? 0)
        return width > 0 && height > 0 ? MetadataSize(width: width, height: height) : nil
    }

    // MARK: - Writing

    /// Sets a tag from a string.
    func set(_ tag: String, to value: String, path: String) throws(MetadataError) {
        try check("gexiv2_metadata_try_set_tag_string(\(tag))", path: path) {
            library.api.gexiv2_metadata_try_set_tag_string?(object, tag, value, $0) ?? 0
        }
    }

    /// Removes a tag (nothing when it is absent).
    func clear(_ tag: String) {
        var error: UnsafeMutablePointer<GError>?
        _ = library.api.gexiv2_metadata_try_clear_tag?(object, tag, &error)
        if let error { library.api.g_error_free?(error) }
    }

    /// Sets an XMP language alternative to one `x-default` entry (written as `rdf:Alt` with `xml:lang`, even for
    /// properties exiv2 0.27 does not know, such as the accessibility ones).
    func setLanguageAlternative(_ tag: String, to value: String, path: String) throws(MetadataError) {
        clear(tag)
        try check("gexiv2_metadata_try_set_xmp_tag_struct(\(tag))", path: path) {
            library.api.gexiv2_metadata_try_set_xmp_tag_struct?(object, tag, Int32(LECTOR_GEXIV2_STRUCTURE_XA_ALT), $0)
                ?? 0
        }
        try set("\(tag)[1]", to: Self.xmpText(value), path: path)
        try set("\(tag)[1]/?xml:lang", to: "x-default", path: path)
    }

    /// A text as exiv2 reads it into an XMP text value: exiv2 takes a leading `type=WORD ` as the value's XMP type
    /// (Alt, Bag, Seq, Struct, anything else an error) and keeps the rest, so a text that starts with `type=` goes
    /// after an empty type, `type="" `, which exiv2 strips to nothing and reads as no type (exiv2's
    /// `XmpTextValue::read`, 0.27 and 0.28).
    static func xmpText(_ text: String) -> String {
        text.hasPrefix("type=") ? "type=\"\" " + text : text
    }

    /// Writes the metadata into the file at `path` (exiv2 rewrites the file).
    func save(to path: String) throws(MetadataError) {
        try check("gexiv2_metadata_save_file", path: path) {
            library.api.gexiv2_metadata_save_file?(object, path, $0) ?? 0
        }
    }
}
