/// The English voices of the espeak-ng command.
enum EspeakVoices {
    /// The language names of the voices `espeak-ng --voices=en` lists that are espeak-ng's own (its `gmw/` files;
    /// the `mb/` ones need MBROLA, and `variant` rows are not voices), in its order, each once.
    static func english() throws -> [String] {
        try voices(in: SoundTools.output("espeak-ng", ["--voices=en"]))
    }

    /// The voices of a `--voices` listing: `Pty Language Age/Gender VoiceName File Other…` after a header line.
    static func voices(in listing: String) -> [String] {
        var seen = Set<String>()
        return listing.split(separator: "\n").dropFirst().compactMap { line in
            let columns = line.split(separator: " ").map(String.init)
            guard columns.count >= 5, columns[4].hasPrefix("gmw/"), seen.insert(columns[1]).inserted else {
                return nil
            }
            return columns[1]
        }
    }
}
