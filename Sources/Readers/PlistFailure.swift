/// Why bytes could not be read as a property list, with where: the reader turns it into a
/// `strings.syntax` diagnostic.
struct PlistFailure: Error, Sendable, Hashable {
    /// A ``PluralDictionaryCode`` of rule `strings.syntax`.
    var code: String
    var line: Int = 0
    var column: Int = 0
    var details: [String] = []
}
