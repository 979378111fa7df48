/// Settings saved in the library (speech rate, verbosity...): text values by key.
public protocol SettingsRepository {
    /// The saved value of `key`, or nil.
    func value(for key: String) throws -> String?
    /// Saves `value` for `key`, or forgets the key when nil.
    func setValue(_ value: String?, for key: String) throws
    /// Every saved setting.
    func all() throws -> [String: String]
}
