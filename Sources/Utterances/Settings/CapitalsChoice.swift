/// How capitals are marked (`set capitals`), before the capital word is known.
///
/// The setting's value; ``CapitalsStyle`` is the same choice with the localized capital word filled in.
public enum CapitalsChoice: String, Sendable, CaseIterable {
    /// Spelled capitals are spoken at a raised pitch. The default.
    case pitch
    /// The localized capital word is said before each spelled capital.
    case word
    /// Nothing marks a capital.
    case none
}
