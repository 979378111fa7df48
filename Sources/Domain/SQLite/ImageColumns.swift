import Storage

/// How image facts are stored in a row, and the file work that follows a change of image.
enum ImageColumns {
    /// Format, width, height and bytes as column values (all null for no image).
    static func values(_ info: ImageInfo?) -> [SQLValue] {
        guard let info else { return [.null, .null, .null, .null] }
        return [
            .text(info.format.rawValue), .integer(Int64(info.size.width)), .integer(Int64(info.size.height)),
            .integer(info.byteCount),
        ]
    }

    /// The image facts of a row, or nil when it has none.
    static func info(format: SQLValue, width: SQLValue, height: SQLValue, bytes: SQLValue) -> ImageInfo? {
        guard let format = format.text.flatMap(ImageFormat.init(rawValue:)) else { return nil }
        return ImageInfo(
            format: format,
            size: PixelSize(width: Int(width.integer ?? 0), height: Int(height.integer ?? 0)),
            byteCount: bytes.integer ?? 0)
    }

    /// After the commit: the staged file takes its final name, and an old file of another name goes.
    static func replace(
        _ old: ImageInfo?, owner: String, with staged: StagedImage?, store: SQLiteStore, images: ImageStore
    ) {
        let oldName = old?.fileName(owner: owner)
        if let oldName, oldName != staged?.fileName {
            store.afterCommit { images.removeFile(named: oldName) }
        }
        if let staged {
            store.afterCommit { images.place(staged) }
        }
    }
}
