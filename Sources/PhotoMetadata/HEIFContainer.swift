import CHeif

/// The primary image of a HEIF/HEIC file as libheif (opened on first use by ``HEIFLibrary``) reads it: its
/// displayed size and its EXIF block.
///
/// exiv2 0.27.6 is built with BMFF support but gexiv2 0.14 does not switch it on, so exiv2 sees no EXIF in a
/// HEIC; libheif gives the `Exif` item to libexif instead.
struct HEIFContainer {
    /// The size after the container's own rotation (`irot`) and mirroring; HEIF orientation is not EXIF's.
    var size: MetadataSize?
    /// The `Exif` item without its 4-byte offset prefix: `Exif\0\0` and a TIFF block.
    var exif: [UInt8]?

    /// The largest EXIF item read.
    static let maximumExifBytes = 1024 * 1024

    /// Whether the bytes start like an ISO BMFF file of a HEIF brand.
    static func isHEIF(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count >= 12 else { return false }
        let type = String(decoding: bytes[4..<8], as: UTF8.self)
        let brand = String(decoding: bytes[8..<12], as: UTF8.self)
        return type == "ftyp"
            && ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif"].contains(brand)
    }

    /// Reads the container; `path` names it in errors.
    init(bytes: UnsafeRawBufferPointer, path: String) throws(MetadataError) {
        let api = try HEIFLibrary.library(for: path).api
        guard let context = api.heif_context_alloc?() else {
            throw .library(path: path, function: "heif_context_alloc", message: "out of memory")
        }
        defer { api.heif_context_free?(context) }
        guard var status = api.heif_context_read_from_memory_without_copy?(context, bytes.baseAddress, bytes.count, nil)
        else { throw .library(path: path, function: "heif_context_read_from_memory_without_copy", message: "missing") }
        guard status.code == heif_error_Ok else { throw .unreadable(path: path, reason: Self.message(status)) }
        var handle: OpaquePointer?
        status = api.heif_context_get_primary_image_handle?(context, &handle) ?? status
        guard status.code == heif_error_Ok, let handle else {
            throw .unreadable(path: path, reason: Self.message(status))
        }
        defer { api.heif_image_handle_release?(handle) }
        let width = Int(api.heif_image_handle_get_width?(handle) ?? 0)
        let height = Int(api.heif_image_handle_get_height?(handle) ?? 0)
        size = width > 0 && height > 0 ? MetadataSize(width: width, height: height) : nil
        exif = Self.exifBlock(handle, api: api)
    }

    private static func exifBlock(_ handle: OpaquePointer, api: lector_heif_api) -> [UInt8]? {
        var id = heif_item_id()
        guard api.heif_image_handle_get_list_of_metadata_block_IDs?(handle, "Exif", &id, 1) == 1 else { return nil }
        let size = api.heif_image_handle_get_metadata_size?(handle, id) ?? 0
        guard size > 4, size <= maximumExifBytes else { return nil }
        var block = [UInt8](repeating: 0, count: size)
        let status = block.withUnsafeMutableBytes { api.heif_image_handle_get_metadata?(handle, id, $0.baseAddress) }
        guard status?.code == heif_error_Ok else { return nil }
        // The item starts with the big-endian offset of the TIFF header from the end of these 4 bytes.
        let offset = Int(block[0]) << 24 | Int(block[1]) << 16 | Int(block[2]) << 8 | Int(block[3])
        guard offset >= 0, 4 + offset < block.count else { return nil }
        let tiff = block[(4 + offset)...]
        return tiff.starts(with: Array("Exif\0\0".utf8)) ? Array(tiff) : Array("Exif\0\0".utf8) + tiff
    }

    private static func message(_ error: heif_error) -> String {
        error.message.map { String(cString: $0) } ?? "libheif error \(error.code.rawValue)"
    }
}
