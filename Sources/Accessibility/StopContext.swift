/// The context a stop gets from its nearest context ancestor (`narration.md` §1.3): which context
/// words are added to its description.
public enum StopContext: Hashable, Sendable {
    /// No context words.
    case none
    /// The first stop of a list ("List Start."); also the only stop of a one-stop list.
    case listStart
    /// The last stop of a list with more than one stop ("List End.").
    case listEnd
    /// The first stop of a landmark ("Landmark."); also the only stop of a one-stop landmark.
    case landmarkStart
    /// The last stop of a landmark with more than one stop ("End.").
    case landmarkEnd
    /// A stop of a tab bar: 1-based `index` among the tab bar's stops, and their `count`.
    case tab(index: Int, count: Int)
    /// A cell of a table: 1-based `row` (rows without stops are not counted) and `column` (the
    /// position among the stops of the row); only the first cell of a row says its row.
    case cell(row: Int, column: Int, isFirstInRow: Bool)
}
