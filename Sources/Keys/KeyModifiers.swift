/// The modifier keys held with a key, as xterm encodes them: the parameter `m` of `ESC [ 1 ; m C` is one plus
/// these bits.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Modifiers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1)
    public static let alt = KeyModifiers(rawValue: 2)
    public static let control = KeyModifiers(rawValue: 4)
    public static let meta = KeyModifiers(rawValue: 8)

    /// `Ctrl`, `Alt`, `Shift`, `Meta`, in the order key names use.
    var names: [String] {
        var names: [String] = []
        if contains(.control) { names.append("Ctrl") }
        if contains(.alt) { names.append("Alt") }
        if contains(.shift) { names.append("Shift") }
        if contains(.meta) { names.append("Meta") }
        return names
    }
}
