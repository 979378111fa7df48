import Localization

// Keys of the collection commands: items, photos, tags, import, export (domain.md, cli.md).
extension StringKey {
    /// Heading above the subcommands and options of a command.
    public static let helpHeadingSubcommands = StringKey("help.heading.subcommands")
    /// --json of the collection commands.
    public static let helpCollectionJSON = StringKey("help.collection.json")
    /// The ID argument. Keep “4” as a digit.
    public static let helpCollectionID = StringKey("help.collection.id")
    /// What the items command does.
    public static let helpItemsSummary = StringKey("help.items.summary")
    /// items list.
    public static let helpItemsList = StringKey("help.items.list")
    /// items add.
    public static let helpItemsAdd = StringKey("help.items.add")
    /// items show.
    public static let helpItemsShow = StringKey("help.items.show")
    /// items edit.
    public static let helpItemsEdit = StringKey("help.items.edit")
    /// items remove.
    public static let helpItemsRemove = StringKey("help.items.remove")
    /// items photo ID set FILE|clear.
    public static let helpItemsPhoto = StringKey("help.items.photo")
    /// --sort name|value|date.
    public static let helpItemsSort = StringKey("help.items.sort")
    /// --name NAME.
    public static let helpItemsName = StringKey("help.items.name")
    /// --value AMOUNT. Keep the example amounts as they are.
    public static let helpItemsValue = StringKey("help.items.value")
    /// --currency CODE.
    public static let helpItemsCurrency = StringKey("help.items.currency")
    /// --serial S.
    public static let helpItemsSerial = StringKey("help.items.serial")
    /// --category. Keep the category names as they are.
    public static let helpItemsCategory = StringKey("help.items.category")
    /// What the photos command does.
    public static let helpPhotosSummary = StringKey("help.photos.summary")
    /// photos list.
    public static let helpPhotosList = StringKey("help.photos.list")
    /// photos show.
    public static let helpPhotosShow = StringKey("help.photos.show")
    /// photos edit.
    public static let helpPhotosEdit = StringKey("help.photos.edit")
    /// photos tag.
    public static let helpPhotosTag = StringKey("help.photos.tag")
    /// photos untag.
    public static let helpPhotosUntag = StringKey("help.photos.untag")
    /// photos favorite.
    public static let helpPhotosFavorite = StringKey("help.photos.favorite")
    /// photos remove.
    public static let helpPhotosRemove = StringKey("help.photos.remove")
    /// --tag TAG of photos list.
    public static let helpPhotosTagFilter = StringKey("help.photos.tag-filter")
    /// --favorites of photos list.
    public static let helpPhotosFavorites = StringKey("help.photos.favorites")
    /// --title T.
    public static let helpPhotosTitle = StringKey("help.photos.title")
    /// --description ALT.
    public static let helpPhotosDescription = StringKey("help.photos.description")
    /// What the tags command does.
    public static let helpTagsSummary = StringKey("help.tags.summary")
    /// tags list.
    public static let helpTagsList = StringKey("help.tags.list")
    /// tags add.
    public static let helpTagsAdd = StringKey("help.tags.add")
    /// tags rename.
    public static let helpTagsRename = StringKey("help.tags.rename")
    /// tags remove.
    public static let helpTagsRemove = StringKey("help.tags.remove")
    /// What the import command does.
    public static let helpImportSummary = StringKey("help.import.summary")
    /// The FILE of import.
    public static let helpImportFile = StringKey("help.import.file")
    /// --format of import. Keep the format names.
    public static let helpImportFormat = StringKey("help.import.format")
    /// --images DIR of import.
    public static let helpImportImages = StringKey("help.import.images")
    /// What the export command does.
    public static let helpExportSummary = StringKey("help.export.summary")
    /// The FILE of export.
    public static let helpExportFile = StringKey("help.export.file")
    /// --format of export.
    public static let helpExportFormat = StringKey("help.export.format")
    /// One field of items show or photos show: %1$@ the field name, %2$@ its value.
    public static let collectionField = StringKey("collection.field")
    /// The value of an empty field in items show and photos show.
    public static let collectionNone = StringKey("collection.none")
    /// One line of items list: %1$@ short key, %2$@ name, %3$@ value, %4$@ category, %5$@ date created.
    public static let itemsLine = StringKey("items.line")
    /// Field name in items show.
    public static let itemsFieldName = StringKey("items.field.name")
    /// Field name in items show: the item key.
    public static let itemsFieldKey = StringKey("items.field.key")
    /// Field name in items show.
    public static let itemsFieldValue = StringKey("items.field.value")
    /// Field name in items show.
    public static let itemsFieldSerialNumber = StringKey("items.field.serial-number")
    /// Field name in items show.
    public static let itemsFieldCategory = StringKey("items.field.category")
    /// Field name in items show.
    public static let itemsFieldDateCreated = StringKey("items.field.date-created")
    /// Field name in items show.
    public static let itemsFieldPhoto = StringKey("items.field.photo")
    /// Value of the photo field of an item without one.
    public static let itemsNoPhoto = StringKey("items.no-photo")
    /// Category name.
    public static let categoryElectronics = StringKey("category.electronics.label")
    /// Category name.
    public static let categoryClothing = StringKey("category.clothing.label")
    /// Category name.
    public static let categoryBook = StringKey("category.book.label")
    /// Category name.
    public static let categoryOther = StringKey("category.other.label")
    /// An image: %1$@ format (JPEG), %2$@ size (640 by 480, landscape), %3$@ file size.
    public static let imageSummary = StringKey("image.summary")
    /// A picture size: %1$@ width, %2$@ height, %3$@ orientation word.
    public static let imageSize = StringKey("image.size")
    /// Orientation of a picture wider than high.
    public static let imageLandscape = StringKey("image.landscape")
    /// Orientation of a picture higher than wide.
    public static let imagePortrait = StringKey("image.portrait")
    /// Orientation of a square picture.
    public static let imageSquare = StringKey("image.square")
    /// Plural family `image.bytes`: a file size in bytes; %d is the count.
    public static let imageBytes = StringKey("image.bytes")
    /// One line of photos list: %1$@ id, %2$@ date taken, %3$@ title.
    public static let photosLine = StringKey("photos.line")
    /// One line of photos list for a favorite: %1$@ id, %2$@ date taken, %3$@ title.
    public static let photosLineFavorite = StringKey("photos.line-favorite")
    /// Shown in the text output for a photo without a title.
    public static let photosUntitled = StringKey("photos.untitled")
    /// Shown for a photo without a date taken.
    public static let photosUndated = StringKey("photos.undated")
    /// Field name in photos show.
    public static let photosFieldID = StringKey("photos.field.id")
    /// Field name in photos show.
    public static let photosFieldTitle = StringKey("photos.field.title")
    /// Field name in photos show: the alt text.
    public static let photosFieldDescription = StringKey("photos.field.description")
    /// Field name in photos show.
    public static let photosFieldDateTaken = StringKey("photos.field.date-taken")
    /// Field name in photos show: the remote address.
    public static let photosFieldSource = StringKey("photos.field.source")
    /// Field name in photos show.
    public static let photosFieldFavorite = StringKey("photos.field.favorite")
    /// Field name in photos show.
    public static let photosFieldTags = StringKey("photos.field.tags")
    /// Field name in photos show: the picture size.
    public static let photosFieldSize = StringKey("photos.field.size")
    /// Field name in photos show: the stored image file.
    public static let photosFieldImage = StringKey("photos.field.image")
    /// One line of tags list: %1$@ name, %2$@ number of photos (like 3 photos).
    public static let tagsLine = StringKey("tags.line")
    /// After items add: %1$@ name, %2$@ the new item key.
    public static let itemsAdded = StringKey("items.added")
    /// After items edit: %@ name.
    public static let itemsChanged = StringKey("items.changed")
    /// After items remove: %@ name.
    public static let itemsRemoved = StringKey("items.removed")
    /// After items photo set: %1$@ name, %2$@ the image (JPEG, 640 by 480, landscape, 12 bytes).
    public static let itemsPhotoSet = StringKey("items.photo-set")
    /// After items photo clear: %@ name.
    public static let itemsPhotoCleared = StringKey("items.photo-cleared")
    /// After photos edit: %@ the photo id.
    public static let photosChanged = StringKey("photos.changed")
    /// After photos tag: %1$@ photo id, %2$@ the list of tags.
    public static let photosTagged = StringKey("photos.tagged")
    /// After photos untag: %1$@ photo id, %2$@ the list of tags.
    public static let photosUntagged = StringKey("photos.untagged")
    /// After photos favorite on: %@ photo id.
    public static let photosFavoriteOn = StringKey("photos.favorite-on")
    /// After photos favorite off: %@ photo id.
    public static let photosFavoriteOff = StringKey("photos.favorite-off")
    /// After photos remove: %@ photo id.
    public static let photosRemoved = StringKey("photos.removed")
    /// After tags rename: %1$@ old name, %2$@ new name.
    public static let tagsRenamed = StringKey("tags.renamed")
    /// After tags remove: %@ name.
    public static let tagsRemoved = StringKey("tags.removed")
    /// Plural family `import.tags`: tags created by an import; %d is the count.
    public static let importTags = StringKey("import.tags")
    /// Plural family `import.images`: image files stored by an import; %d is the count.
    public static let importImages = StringKey("import.images")
    /// After importing a file with nothing in it.
    public static let importNothing = StringKey("import.nothing")
    /// After export FILE: %1$@ the number of items (3 items), %2$@ of photos, %3$@ the file.
    public static let exportWritten = StringKey("export.written")
    /// Notice: %@ is the library folder.
    public static let noticeLibraryCreated = StringKey("notice.library-created")
    /// Notice: %@ is the library folder.
    public static let noticeLibraryCreatedEmpty = StringKey("notice.library-created-empty")
    /// Notice: %1$@ file and place, %2$@ the category found. Keep “other”.
    public static let noticeImportUnknownCategory = StringKey("notice.import.unknown-category")
    /// Notice: %1$@ file and place, %2$@ the image file name.
    public static let noticeImportImageNotFound = StringKey("notice.import.image-not-found")
    /// Notice when a signal came after the change was saved.
    public static let noticeInterruptedTooLate = StringKey("notice.interrupted-too-late")
    /// %1$@ what the user typed, %2$@ the command, %3$@ its subcommands.
    public static let errorUsageUnknownSubcommand = StringKey("error.usage.unknown-subcommand")
    /// No library folder can be found. Keep the option and variable names.
    public static let errorLibraryNoLocation = StringKey("error.library.no-location")
    /// %@ the path given as the library.
    public static let errorLibraryNotAFolder = StringKey("error.library.not-a-folder")
    /// %1$@ the folder, %2$@ the reason.
    public static let errorLibraryUnusable = StringKey("error.library.unusable")
    /// %1$@ the folder, %2$@ its schema version, %3$@ the newest this program reads.
    public static let errorLibraryTooNew = StringKey("error.library.too-new")
    /// %@ is the database's message.
    public static let errorLibraryStorage = StringKey("error.library.storage")
    /// Another process kept the library locked.
    public static let errorLibraryBusy = StringKey("error.library.busy")
    /// Another connection of the same process holds a table lock.
    public static let errorLibraryLocked = StringKey("error.library.locked")
    /// %@ is the database's message about the damage.
    public static let errorLibraryCorrupt = StringKey("error.library.corrupt")
    /// The library file or folder cannot be written.
    public static let errorLibraryReadOnly = StringKey("error.library.read-only")
    /// The disk holding the library is full.
    public static let errorLibraryFull = StringKey("error.library.full")
    /// A signal stopped a change before it was saved.
    public static let errorInterrupted = StringKey("error.interrupted")
    /// %@ the key or prefix typed.
    public static let errorNotFoundItem = StringKey("error.not-found.item")
    /// %@ the id or prefix typed.
    public static let errorNotFoundPhoto = StringKey("error.not-found.photo")
    /// %@ the tag name typed.
    public static let errorNotFoundTag = StringKey("error.not-found.tag")
    /// %1$@ the prefix, %2$@ some matching keys.
    public static let errorAmbiguousItem = StringKey("error.ambiguous.item")
    /// %1$@ the prefix, %2$@ some matching ids.
    public static let errorAmbiguousPhoto = StringKey("error.ambiguous.photo")
    /// %1$@ the prefix typed, %2$@ the minimum length.
    public static let errorIDTooShort = StringKey("error.id-too-short")
    /// %@ the key.
    public static let errorExistsItem = StringKey("error.exists.item")
    /// %@ the id.
    public static let errorExistsPhoto = StringKey("error.exists.photo")
    /// %@ the existing tag's spelling.
    public static let errorExistsTag = StringKey("error.exists.tag")
    /// An item name that is empty once trimmed.
    public static let errorInvalidEmptyName = StringKey("error.invalid.empty-name")
    /// %@ the maximum length.
    public static let errorInvalidNameTooLong = StringKey("error.invalid.name-too-long")
    /// A value below zero.
    public static let errorInvalidNegativeValue = StringKey("error.invalid.negative-value")
    /// %@ the code given.
    public static let errorInvalidCurrency = StringKey("error.invalid.currency")
    /// %@ the id.
    public static let errorInvalidPhotoID = StringKey("error.invalid.photo-id")
    /// A tag name that is empty once trimmed.
    public static let errorInvalidEmptyTag = StringKey("error.invalid.empty-tag")
    /// %@ the maximum length.
    public static let errorInvalidTagTooLong = StringKey("error.invalid.tag-too-long")
    /// %1$@ the file, %2$@ the reason.
    public static let errorImageUnreadable = StringKey("error.image.unreadable")
    /// %@ the file.
    public static let errorImageUnsupported = StringKey("error.image.unsupported")
    /// %1$@ the file, %2$@ the format.
    public static let errorImageMalformed = StringKey("error.image.malformed")
    /// An import error: %1$@ file:line:column, %2$@ the problem.
    public static let errorImportAt = StringKey("error.import.at")
    /// An import error: %1$@ file:line:column, %2$@ the JSON path like $.photos.photo[3], %3$@ the problem.
    public static let errorImportAtPath = StringKey("error.import.at-path")
    /// %@ the system's reason.
    public static let errorImportUnreadable = StringKey("error.import.unreadable")
    /// A JSON file that stops inside a value.
    public static let errorImportUnexpectedEnd = StringKey("error.import.unexpected-end")
    /// %@ the character found.
    public static let errorImportUnexpectedCharacter = StringKey("error.import.unexpected-character")
    /// A malformed JSON number.
    public static let errorImportInvalidNumber = StringKey("error.import.invalid-number")
    /// A malformed backslash escape in JSON.
    public static let errorImportInvalidEscape = StringKey("error.import.invalid-escape")
    /// A raw control character inside a JSON string.
    public static let errorImportControlCharacter = StringKey("error.import.control-character")
    /// Bytes that are not UTF-8.
    public static let errorImportInvalidUTF8 = StringKey("error.import.invalid-utf8")
    /// Content after the end of the JSON document.
    public static let errorImportTrailingContent = StringKey("error.import.trailing-content")
    /// %@ the nesting limit.
    public static let errorImportTooDeep = StringKey("error.import.too-deep")
    /// %@ the most values a property list may expand to.
    public static let errorImportTooManyValues = StringKey("error.import.too-many-values")
    /// A property list that cannot be read.
    public static let errorImportPropertyList = StringKey("error.import.property-list")
    /// %@ Foundation's message.
    public static let errorImportPropertyListDetail = StringKey("error.import.property-list-detail")
    /// Keep the option and format names.
    public static let errorImportUnknownFormat = StringKey("error.import.unknown-format")
    /// %1$@ what was expected, %2$@ what was found (kind words).
    public static let errorImportWrongType = StringKey("error.import.wrong-type")
    /// %@ the member name, never translated.
    public static let errorImportMissingField = StringKey("error.import.missing-field")
    /// %1$@ the id, %2$@ where it was first (path or file:line:column).
    public static let errorImportDuplicateID = StringKey("error.import.duplicate-id")
    /// %@ Flickr's own message.
    public static let errorImportFlickr = StringKey("error.import.flickr")
    /// %1$@ Flickr's error code, %2$@ its message.
    public static let errorImportFlickrCode = StringKey("error.import.flickr-code")
    /// %1$@ the file's version, %2$@ the newest this program reads.
    public static let errorImportUnsupportedVersion = StringKey("error.import.unsupported-version")
    /// %@ the value found.
    public static let errorImportNotAnAmount = StringKey("error.import.not-an-amount")
    /// %1$@ the category found, %2$@ the allowed names.
    public static let errorImportUnknownCategory = StringKey("error.import.unknown-category")
    /// %@ the text found.
    public static let errorImportInvalidDate = StringKey("error.import.invalid-date")
    /// %@ the text found.
    public static let errorImportInvalidItemKey = StringKey("error.import.invalid-item-key")
    /// %1$@ the value found, %2$@ the allowed values.
    public static let errorImportNotOneOf = StringKey("error.import.not-one-of")
    /// %@ the value found.
    public static let errorImportNotPositive = StringKey("error.import.not-positive")
    /// An imported setting key Lector does not have; %@ is the key.
    public static let errorImportUnknownSetting = StringKey("error.import.unknown-setting")
    /// An imported setting's value `set` refuses: the value, the key, the values allowed.
    public static let errorImportSettingValue = StringKey("error.import.setting-value")
    /// An imported pronunciation the speech layer refuses: the word, the reason.
    public static let errorImportPronunciation = StringKey("error.import.pronunciation")
    /// A kind of value in an input file, used in “expected …, found …”.
    public static let kindNull = StringKey("kind.null")
    /// A kind of value in an input file.
    public static let kindBool = StringKey("kind.bool")
    /// A kind of value in an input file.
    public static let kindNumber = StringKey("kind.number")
    /// A kind of value in an input file.
    public static let kindString = StringKey("kind.string")
    /// A kind of value in an input file.
    public static let kindArray = StringKey("kind.array")
    /// A kind of value in an input file.
    public static let kindObject = StringKey("kind.object")
    /// A kind of value in an input file.
    public static let kindDate = StringKey("kind.date")
    /// A kind of value in an input file.
    public static let kindData = StringKey("kind.data")
}
