/// The user's pronunciation dictionary (`lector pronounce`).
public protocol PronunciationRepository {
    /// Every entry, or those of one language tag exactly, by language then position.
    func records(language: String?) throws -> [PronunciationRecord]
    /// Saves a new entry; returns it with its id.
    @discardableResult func add(_ record: PronunciationRecord) throws -> PronunciationRecord
    /// Removes the entries with this pattern (and language, when given); returns how many went.
    @discardableResult func remove(pattern: String, language: String?) throws -> Int
}
