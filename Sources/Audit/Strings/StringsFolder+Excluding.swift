extension StringsFolder {
    /// The folder without the tables named in `files` (`Main.strings`): a project's storyboard and
    /// xib tables, which the interface rules audit with their document. A language left with no
    /// table (a `Base.lproj` of storyboards only) is dropped, except the base.
    public func excludingTables(_ files: Set<String>) -> StringsFolder {
        let kept = languages.compactMap { language -> Language? in
            var language = language
            language.tables = language.tables.filter { !files.contains($0.key) }
            return language.tables.isEmpty && language.role != .source ? nil : language
        }
        return StringsFolder(
            displayPath: displayPath, languages: kept, sourceLanguage: requestedSourceLanguage,
            developmentRegion: developmentRegion)
    }
}
