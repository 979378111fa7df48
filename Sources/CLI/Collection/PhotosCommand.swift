import Core
import Domain
import Foundation
import Localization

/// `lector photos`: the photo library from the command line.
struct PhotosCommand {
    let request: PhotosRequest
    let environment: CollectionEnvironment

    func run() throws {
        let library = try environment.openLibrary()
        let text = CollectionText(environment)
        let strings = environment.strings
        switch request {
        case .list(let tag, let favorites, let json, let undescribed):
            try list(library, tag: tag, favorites: favorites, json: json, undescribed: undescribed, text: text)
        case .show(let id, let json):
            let photo = try find(id, library)
            let tags = try library.photos.tags(ofPhoto: photo.id)
            if json {
                environment.printJSON(CollectionJSON.photo(photo, tags: tags))
            } else {
                environment.print(text.details(photo, tags: tags).joined(separator: "\n"))
            }
        case .edit(let id, let title, let description):
            // One transaction: the alt text travels with the photo, written into a staged copy of the library's
            // image first; the row commits last and the copy takes the image's place after the commit. A copy that
            // cannot be written rolls the row back.
            let stored = try environment.write(library) {
                try library.transaction {
                    var photo = try find(id, library)
                    if let title { photo.title = title }
                    if let description { photo.description = description.isEmpty ? nil : description }
                    let updated = try library.photos.update(photo)
                    if description != nil, let image = updated.image, PhotoFiles.canWriteMetadata(image.format) {
                        let staged = try PhotoFiles.stageWithDescription(
                            updated.description, of: updated, image: image, library: library)
                        return try library.photos.setImage(staged, forPhoto: updated.id)
                    }
                    return updated
                }
            }
            environment.print(strings.format(.photosChanged, .text(text.name(stored))))
        case .tag(let id, let names):
            let (photo, stored) = try environment.write(library) {
                let photo = try find(id, library)
                return (photo, try library.photos.tag(photo: photo.id, with: names))
            }
            environment.print(
                strings.format(
                    .photosTagged, .text(text.name(photo)), .text(text.formatter.list(stored, channel: .display))))
        case .untag(let id, let names):
            let photo = try environment.write(library) {
                let photo = try find(id, library)
                try library.photos.untag(photo: photo.id, names: names)
                return photo
            }
            environment.print(
                strings.format(
                    .photosUntagged, .text(text.name(photo)), .text(text.formatter.list(names, channel: .display))))
        case .favorite(let id, let on):
            let photo = try environment.write(library) {
                let photo = try find(id, library)
                try library.photos.setFavorite(on, photo: photo.id)
                return photo
            }
            environment.print(strings.format(on ? .photosFavoriteOn : .photosFavoriteOff, .text(text.name(photo))))
        case .remove(let id):
            let photo = try environment.write(library) {
                let photo = try find(id, library)
                try library.photos.remove(id: photo.id)
                return photo
            }
            environment.print(strings.format(.photosRemoved, .text(text.name(photo))))
        // MARK: Photo files (issue 16)
        case .add(let paths, let recursive):
            let report = try PhotoFiles(environment: environment).add(paths, recursive: recursive, into: library)
            for path in report.partlyUnreadable {
                environment.notice(strings.format(.noticePhotoMetadataPartly, .text(path)))
            }
            environment.print(strings.format(.photosAdded, .number(report.added), .number(report.duplicates)))
        case .export(let id, let file):
            let photo = try find(id, library)
            try PhotoFiles(environment: environment).export(photo, to: file, library: library)
            environment.print(strings.format(.photosExported, .text(text.name(photo)), .text(file)))
        case .fetch(let fetch):
            try FetchCommand(request: fetch, environment: environment, library: library).run()
        }
    }

    private func find(_ id: String, _ library: Library) throws -> Photo {
        let resolved = try library.photos.resolve(id)
        guard let photo = try library.photos.photo(id: resolved) else { throw LibraryError.notFound(.photo, id) }
        return photo
    }

    private func list(
        _ library: Library, tag: String?, favorites: Bool, json: Bool, undescribed: Bool, text: CollectionText
    ) throws {
        let filter: PhotoFilter
        if let tag {
            guard try library.tags.tag(named: tag) != nil else { throw LibraryError.notFound(.tag, tag) }
            filter = .tag(tag)
        } else {
            filter = favorites ? .favorites : .all
        }
        var values: [JSONValue] = []
        var last: Photo?
        var any = false
        while true {
            let page = try library.photos.photos(
                filter, from: last.map { .after($0) } ?? .start, limit: ItemsCommand.pageSize)
            var shown = tag != nil && favorites ? page.filter(\.isFavorite) : page
            if undescribed { shown = shown.filter(\.isUndescribed) }
            if json {
                for photo in shown {
                    values.append(CollectionJSON.photo(photo, tags: try library.photos.tags(ofPhoto: photo.id)))
                }
            } else if !shown.isEmpty {
                environment.printLines(shown.map { text.line($0) })
            }
            any = any || !shown.isEmpty
            guard page.count == ItemsCommand.pageSize else { break }
            last = page.last
        }
        if json {
            environment.printJSON(.list(values))
        } else if !any {
            environment.print(environment.strings.text(.photosEmpty))
        }
    }
}
