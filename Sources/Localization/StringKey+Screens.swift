// Keys of the screens (browse.md): titles, labels, values and hints.
extension StringKey {
    /// The Item screen's label of the serial number field: a value under this label is spelled whole.
    public static let itemSerialNumberLabel = StringKey("item.serial-number.label")

    // MARK: - Screens: Photos and Photo.
    /// `Opens the photo.`
    public static let photosRowHint = StringKey("photos.row.hint")

    // MARK: - Screens: Settings.
    /// Plural family `settings.rate.value`: `%d words a minute` (ar: كلمات for 3–10, 103–110).
    public static let settingsRateValue = StringKey("settings.rate.value")
    /// `English`
    public static let languageNameEn = StringKey("language.name.en")
    /// `German`
    public static let languageNameDe = StringKey("language.name.de")
    /// The name of Spanish in the Language setting.
    public static let languageNameEs = StringKey("language.name.es")
    /// The name of French in the Language setting.
    public static let languageNameFr = StringKey("language.name.fr")
    /// The name of Japanese in the Language setting.
    public static let languageNameJa = StringKey("language.name.ja")
    /// The name of Arabic in the Language setting.
    public static let languageNameAr = StringKey("language.name.ar")
}
