/// A recording of a person from a Debian package that `scripts/setup` installs, with what it says.
public struct HumanRecording: Sendable, Hashable {
    /// The file (WAV, Ogg Vorbis, or raw 16 kHz 16-bit mono samples when it ends in `.raw`).
    public let path: String
    /// The words said: its transcript (Asterisk's `core-sounds-en.txt`, pocketsphinx's transcriptions), or the
    /// KLettres file's word.
    public let said: String
    /// `asterisk`, `klettres en`, `klettres en_GB`, `klettres de`…, `pocketsphinx`.
    public let speaker: String
    /// The grammar whose phrase it says; nil when it says no phrase of any (other speech).
    public let grammar: VoiceGrammar?

    /// A short name: the file's without its extension, after its language folder for KLettres (`hello`, `vm-next`,
    /// `a_p`, `sense_and_sensibility_01_austen_64kb-0880`, `de/affe`, `en_GB/dog`).
    public var name: String {
        let parts = path.split(separator: "/").map(String.init)
        let file = parts.last?.split(separator: ".").first.map(String.init) ?? path
        return path.hasPrefix(Self.klettres) && parts.count >= 3 ? "\(parts[parts.count - 3])/\(file)" : file
    }

    /// The folder `asterisk-core-sounds-en-wav` installs. `/usr/share/asterisk/sounds/en` is only a link Asterisk's
    /// own packages make (with update-alternatives): a machine with the sounds alone has no such folder.
    static let asterisk = "/usr/share/asterisk/sounds/en_US_f_Allison"
    static let klettres = "/usr/share/klettres"
    static let pocketsphinx = "/usr/share/pocketsphinx/test/data"

    /// Recordings of people saying a phrase of a test grammar (or Lector's "first" and "last", from Asterisk's
    /// voicemail prompts): `lector` is Lector's grammar.
    public static func inGrammar(lector: VoiceGrammar) -> [HumanRecording] {
        let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        let nato = zip(letters, VoiceGrammar.nato.phrases).map { letter, word in
            HumanRecording(
                path: "\(asterisk)/phonetic/\(letter)_p.wav", said: word, speaker: "asterisk", grammar: .nato)
        }
        let niner = HumanRecording(
            path: "\(asterisk)/phonetic/9_p.wav", said: "niner", speaker: "asterisk", grammar: .nato)
        let digits = VoiceGrammar.digits.phrases.enumerated().map { number, word in
            HumanRecording(path: "\(asterisk)/digits/\(number).wav", said: word, speaker: "asterisk", grammar: .digits)
        }
        let commands = ["first", "last"].filter(lector.contains).map { word in
            HumanRecording(path: "\(asterisk)/vm-\(word).wav", said: word, speaker: "asterisk", grammar: lector)
        }
        let american = [
            "car", "dog", "fix", "gas", "gem", "hot", "jet", "key", "me", "my", "no", "pet", "saw", "say", "sit", "sky",
        ]
        let british = [
            "arm", "ball", "car", "dog", "ear", "fix", "gas", "gem", "hot", "hut", "jet", "key", "me", "my", "no", "or",
            "pet", "saw", "say", "sit", "sky", "the", "well",
        ]
        let words =
            american.map { klettresWord($0, language: "en") } + british.map { klettresWord($0, language: "en_GB") }
        let sphinx = [
            HumanRecording(
                path: "\(pocketsphinx)/goforward.raw", said: "go forward ten meters", speaker: "pocketsphinx",
                grammar: .goForward),
            HumanRecording(
                path: "\(pocketsphinx)/cards/001.wav", said: "ten of clubs", speaker: "pocketsphinx", grammar: .cards),
            HumanRecording(
                path: "\(pocketsphinx)/cards/003.wav", said: "seven of clubs", speaker: "pocketsphinx",
                grammar: .cards),
        ]
        return nato + [niner] + digits + commands + words + sphinx
    }

    private static func klettresWord(_ word: String, language: String) -> HumanRecording {
        HumanRecording(
            path: "\(klettres)/\(language)/syllab/\(word).ogg", said: word, speaker: "klettres \(language)",
            grammar: .words)
    }

    /// Recordings of people saying no phrase of any grammar: Asterisk's prompts (words, greetings, and voicemail
    /// sentences holding a command's word: "Press 6 to play the next message"), pocketsphinx's LibriVox sentences
    /// and other card hands, and KLettres' native speakers of other languages.
    public static let otherSpeech: [HumanRecording] = {
        let prompts: [(String, String)] = [
            ("hello", "hello"), ("goodbye", "goodbye"), ("hello-world", "hello world"), ("auth-thankyou", "thank you"),
            ("please-try-again", "please try again"), ("one-moment-please", "one moment please"),
            ("sorry", "we're sorry"), ("cancelled", "cancelled"), ("activated", "activated"), ("added", "added"),
            ("enabled", "enabled"), ("disabled", "disabled"), ("removed", "removed"), ("calling", "calling"),
            ("extension", "extension"), ("number", "number"), ("telephone-number", "telephone number"),
            ("call-waiting", "call waiting"), ("conf-muted", "you are now muted"),
            ("vm-next", "press 6 to play the next message"), ("vm-prev", "press 4 for the previous message"),
            ("vm-repeat", "press 5 to repeat the current message"), ("vm-delete", "press 7 to delete this message"),
            ("vm-undelete", "press 7 to undelete this message"),
            ("dir-first", "letters of your party's first name"), ("dir-last", "letters of your party's last name"),
            ("vm-goodbye", "goodbye"), ("vm-sorry", "i'm sorry i did not understand your response"),
            ("vm-no", "no"), ("vm-and", "and"), ("for", "for"), ("with", "with"), ("time", "time"),
        ]
        let asterisk = prompts.map { file, said in
            HumanRecording(path: "\(Self.asterisk)/\(file).wav", said: said, speaker: "asterisk", grammar: nil)
        }
        let librivox: [(String, String)] = [
            (
                "0870",
                "and mister john dashwood had then leisure to consider how much there might be prudently in his power "
                    + "to do for them"
            ),
            ("0880", "he was not an ill disposed young man"),
            ("0890", "unless to be rather cold hearted and rather selfish is to be ill disposed"),
            (
                "0920",
                "had he married a more a amiable woman he might have been made still more respectable than he was"
            ),
            ("0930", "he might even have been made amiable himself"),
        ]
        let books = librivox.map { number, said in
            HumanRecording(
                path: "\(pocketsphinx)/librivox/sense_and_sensibility_01_austen_64kb-\(number).wav", said: said,
                speaker: "pocketsphinx librivox", grammar: nil)
        }
        let hands = [
            ("002", "four queen of clubs"), ("004", "five five"),
            ("005", "eight of spades four of clubs seven of hearts"),
        ].map { number, said in
            HumanRecording(
                path: "\(pocketsphinx)/cards/\(number).wav", said: said, speaker: "pocketsphinx", grammar: nil)
        }
        // File and word: KLettres' sounds.xml names the French and Dutch files.
        let foreign: [(String, [(String, String)])] = [
            ("de", [("affe", "affe"), ("haus", "haus"), ("hund", "hund"), ("frau", "frau"), ("nase", "nase")]),
            ("fr", [("ad-0", "la"), ("ad-1", "le"), ("ad-2", "li"), ("ad-3", "lo")]),
            ("es", [("ba", "ba"), ("ce", "ce"), ("bo", "bo"), ("ci", "ci")]),
            ("it", [("be", "be"), ("ca", "ca"), ("bu", "bu"), ("ci", "ci")]),
            ("nl", [("ad-0", "aa"), ("ad-1", "aan"), ("ad-2", "aap"), ("ad-3", "ee")]),
            ("ru", [("bro", "бро"), ("chto", "что"), ("chok", "чок"), ("be", "бе")]),
            ("pt_BR", [("no", "no"), ("ma", "ma"), ("te", "te"), ("vo", "vo")]),
        ]
        let languages = foreign.flatMap { language, words in
            words.map { file, word in
                HumanRecording(
                    path: "\(klettres)/\(language)/syllab/\(file).ogg", said: word, speaker: "klettres \(language)",
                    grammar: nil)
            }
        }
        return asterisk + books + hands + languages
    }()
}
