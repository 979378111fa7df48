/// One step of a JSON document read by ``JSONStream``: the start or end of an object or array, a member
/// name, or a scalar value.
public enum JSONEvent: Sendable, Hashable {
    /// `{`.
    case objectStart
    /// `}`.
    case objectEnd
    /// `[`.
    case arrayStart
    /// `]`.
    case arrayEnd
    /// A member name and its `:`; the member's value follows.
    case key(String)
    /// A string, number, Boolean or `null`.
    case scalar(JSONValue)
}
