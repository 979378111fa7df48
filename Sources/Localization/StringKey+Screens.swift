// Keys of the screens that narration needs before the Screens layer exists.
extension StringKey {
    /// The Item screen's label of the serial number field: a value under this label is spelled whole.
    public static let itemSerialNumberLabel = StringKey("item.serial-number.label")
}
