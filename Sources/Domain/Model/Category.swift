/// What kind of belonging an item is. The raw values are the names used in files and on the command line.
public enum Category: String, Sendable, Hashable, CaseIterable, Codable {
    case electronics
    case clothing
    case book
    case other
}
