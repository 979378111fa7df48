import Localization

// Keys of the screens (browse.md): titles, labels, values and hints.
extension StringKey {
    // MARK: - Screens: titles and headings.
    /// `Items`
    public static let screenItemsTitle = StringKey("screen.items.title")
    /// `Photos`
    public static let screenPhotosTitle = StringKey("screen.photos.title")
    /// `Tags`
    public static let screenTagsTitle = StringKey("screen.tags.title")
    /// `Settings`
    public static let screenSettingsTitle = StringKey("screen.settings.title")
    /// `Speech History`
    public static let screenHistoryTitle = StringKey("screen.history.title")
    /// `Search`
    public static let screenSearchTitle = StringKey("screen.search.title")
    /// `Tags of %@`
    public static let screenPhotoTagsTitle = StringKey("screen.photo-tags.title")
    /// `Photos tagged %@`
    public static let screenTagTitle = StringKey("screen.tag.title")
    /// `Untitled photo`
    public static let screenPhotoUntitledTitle = StringKey("screen.photo.untitled.title")

    // MARK: - Screens: Home.
    /// `Items`
    public static let homeItemsLabel = StringKey("home.items.label")
    /// `Opens your inventory.`
    public static let homeItemsHint = StringKey("home.items.hint")
    /// `Photos`
    public static let homePhotosLabel = StringKey("home.photos.label")
    /// `Opens the photo grid.`
    public static let homePhotosHint = StringKey("home.photos.hint")
    /// `Tags`
    public static let homeTagsLabel = StringKey("home.tags.label")
    /// `Opens the list of tags.`
    public static let homeTagsHint = StringKey("home.tags.hint")
    /// `Settings`
    public static let homeSettingsLabel = StringKey("home.settings.label")
    /// `Opens the speech settings.`
    public static let homeSettingsHint = StringKey("home.settings.hint")
    /// Plural family `tags.count`: `%d tags`.
    public static let tagsCount = StringKey("tags.count")

    // MARK: - Screens: Items and Item.
    /// `Opens the item.`
    public static let itemsRowHint = StringKey("items.row.hint")
    /// `Add Item`
    public static let itemsAddLabel = StringKey("items.add.label")
    /// `Asks for a name, then opens the new item.`
    public static let itemsAddHint = StringKey("items.add.hint")
    /// `Sort by`
    public static let itemsSortLabel = StringKey("items.sort.label")
    /// `Name`
    public static let itemsSortByNameValue = StringKey("items.sort.by-name.value")
    /// `Value`
    public static let itemsSortByValueValue = StringKey("items.sort.by-value.value")
    /// `Date Created`
    public static let itemsSortByDateValue = StringKey("items.sort.by-date.value")
    /// `Name`
    public static let itemNameLabel = StringKey("item.name.label")
    /// `Value`
    public static let itemValueFieldLabel = StringKey("item.value-field.label")
    /// `Date Created`
    public static let itemDateCreatedLabel = StringKey("item.date-created.label")
    /// `Category`
    public static let itemCategoryLabel = StringKey("item.category.label")
    /// `Electronics`
    public static let itemCategoryElectronicsValue = StringKey("item.category.electronics.value")
    /// `Clothing`
    public static let itemCategoryClothingValue = StringKey("item.category.clothing.value")
    /// `Book`
    public static let itemCategoryBookValue = StringKey("item.category.book.value")
    /// `Other`
    public static let itemCategoryOtherValue = StringKey("item.category.other.value")
    /// `Photo of %1$@, %2$d by %3$d`
    public static let itemPhotoLabel = StringKey("item.photo.label")
    /// `No photo`
    public static let itemNoPhotoLabel = StringKey("item.no-photo.label")
    /// `Choose Photo`
    public static let itemChoosePhotoLabel = StringKey("item.choose-photo.label")
    /// `Asks for an image file.`
    public static let itemChoosePhotoHint = StringKey("item.choose-photo.hint")
    /// `Remove Photo`
    public static let itemRemovePhotoLabel = StringKey("item.remove-photo.label")
    /// `Delete Item`
    public static let itemDeleteLabel = StringKey("item.delete.label")
    /// `Deletes the item after you confirm with Enter.`
    public static let itemDeleteHint = StringKey("item.delete.hint")

    // MARK: - Screens: Photos and Photo.
    /// `Favorite`
    public static let photosFavoriteValue = StringKey("photos.favorite.value")
    /// `Taken %1$@, %2$d by %3$d`
    public static let photosTakenSizeValue = StringKey("photos.taken-size.value")
    /// `Taken %@`
    public static let photosTakenValue = StringKey("photos.taken.value")
    /// `%1$d by %2$d`
    public static let photosSizeValue = StringKey("photos.size.value")
    /// `Show`
    public static let photosFilterLabel = StringKey("photos.filter.label")
    /// `All photos`
    public static let photosFilterAllValue = StringKey("photos.filter.all.value")
    /// `Favorites`
    public static let photosFilterFavoritesValue = StringKey("photos.filter.favorites.value")
    /// `Tagged %@`
    public static let photosFilterTagValue = StringKey("photos.filter.tag.value")
    /// `%1$d by %2$d, %3$@`
    public static let photoImageSizeValue = StringKey("photo.image.size.value")
    /// `landscape`
    public static let photoOrientationLandscape = StringKey("photo.orientation.landscape")
    /// `portrait`
    public static let photoOrientationPortrait = StringKey("photo.orientation.portrait")
    /// `square`
    public static let photoOrientationSquare = StringKey("photo.orientation.square")
    /// `Size unknown`
    public static let photoSizeUnknownValue = StringKey("photo.size-unknown.value")
    /// `Title`: the first column of the photo table (issue 41).
    public static let photosColumnTitle = StringKey("photos.column.title")
    /// `Date Taken`
    public static let photoDateTakenLabel = StringKey("photo.date-taken.label")
    /// `Unknown`
    public static let photoDateUnknownValue = StringKey("photo.date-unknown.value")
    /// `Tags`
    public static let photoTagsLabel = StringKey("photo.tags.label")
    /// `Opens the tags of the photo.`
    public static let photoTagsHint = StringKey("photo.tags.hint")
    /// `Favorite`
    public static let photoFavoriteLabel = StringKey("photo.favorite.label")

    // MARK: - Screens: Tags.
    /// `Toggles selection.`
    public static let photoTagsRowHint = StringKey("photo-tags.row.hint")
    /// `Add Tag`
    public static let photoTagsAddLabel = StringKey("photo-tags.add.label")
    /// `Asks for a name and gives the photo the new tag.`
    public static let photoTagsAddHint = StringKey("photo-tags.add.hint")
    /// `Opens the photos with this tag.`
    public static let tagsRowHint = StringKey("tags.row.hint")

    // MARK: - Screens: Settings.
    /// `Rate`
    public static let settingsRateLabel = StringKey("settings.rate.label")
    /// `Pitch`
    public static let settingsPitchLabel = StringKey("settings.pitch.label")
    /// `Volume`
    public static let settingsVolumeLabel = StringKey("settings.volume.label")
    /// `%d percent`
    public static let settingsVolumeValue = StringKey("settings.volume.value")
    /// `Verbosity`
    public static let settingsVerbosityLabel = StringKey("settings.verbosity.label")
    /// `Brief`
    public static let settingsVerbosityBriefValue = StringKey("settings.verbosity.brief.value")
    /// `Normal`
    public static let settingsVerbosityNormalValue = StringKey("settings.verbosity.normal.value")
    /// `Verbose`
    public static let settingsVerbosityVerboseValue = StringKey("settings.verbosity.verbose.value")
    /// `Punctuation`
    public static let settingsPunctuationLabel = StringKey("settings.punctuation.label")
    /// `None`
    public static let settingsPunctuationNoneValue = StringKey("settings.punctuation.none.value")
    /// `Some`
    public static let settingsPunctuationSomeValue = StringKey("settings.punctuation.some.value")
    /// `Most`
    public static let settingsPunctuationMostValue = StringKey("settings.punctuation.most.value")
    /// `All`
    public static let settingsPunctuationAllValue = StringKey("settings.punctuation.all.value")
    /// `Capitals`
    public static let settingsCapitalsLabel = StringKey("settings.capitals.label")
    /// `Higher pitch`
    public static let settingsCapitalsPitchValue = StringKey("settings.capitals.pitch.value")
    /// `Say “%@”`
    public static let settingsCapitalsWordValue = StringKey("settings.capitals.word.value")
    /// `Not marked`
    public static let settingsCapitalsNoneValue = StringKey("settings.capitals.none.value")
    /// `Language`
    public static let settingsLanguageLabel = StringKey("settings.language.label")
    /// `Hints`
    public static let settingsHintsLabel = StringKey("settings.hints.label")
    /// `Earcons`
    public static let settingsEarconsLabel = StringKey("settings.earcons.label")
    /// `Typing echo`
    public static let settingsTypingEchoLabel = StringKey("settings.typing-echo.label")
    /// `Voice commands`
    public static let settingsListenLabel = StringKey("settings.listen.label")
    /// `Say voice commands back` (issue 42).
    public static let settingsSayHeardLabel = StringKey("settings.say-heard.label")
    /// `For the first hour`
    public static let settingsSayHeardFirstHourValue = StringKey("settings.say-heard.first-hour.value")
    /// `Always`
    public static let settingsSayHeardOnValue = StringKey("settings.say-heard.on.value")
    /// `Never`
    public static let settingsSayHeardOffValue = StringKey("settings.say-heard.off.value")
    /// `Characters`
    public static let settingsTypingEchoCharactersValue = StringKey("settings.typing-echo.characters.value")
    /// `Words`
    public static let settingsTypingEchoWordsValue = StringKey("settings.typing-echo.words.value")
    /// `Characters and words`
    public static let settingsTypingEchoBothValue = StringKey("settings.typing-echo.both.value")
    /// `Nothing`
    public static let settingsTypingEchoNoneValue = StringKey("settings.typing-echo.none.value")
    /// `English, pseudo-accented`
    public static let languageNameEnXa = StringKey("language.name.en-xa")
    /// `English, pseudo right-to-left`
    public static let languageNameArXb = StringKey("language.name.ar-xb")

    // MARK: - Screens: History and Search.
    /// `Nothing spoken yet.`
    public static let historyEmpty = StringKey("history.empty")
    /// `Search`
    public static let searchFieldLabel = StringKey("search.field.label")
    /// `Lets you type what to find.`
    public static let searchFieldHint = StringKey("search.field.hint")
    /// Plural family `search.results.count`: `%d results`.
    public static let searchResultsCount = StringKey("search.results.count")
    /// `No results.`
    public static let searchNoResults = StringKey("search.no-results")
}
