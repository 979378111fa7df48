import Localization

// Keys of `lector pronounce`.
extension StringKey {
    public static let helpPronounceSummary = StringKey("help.pronounce.summary")
    public static let helpPronounceList = StringKey("help.pronounce.list")
    public static let helpPronounceAdd = StringKey("help.pronounce.add")
    public static let helpPronounceRemove = StringKey("help.pronounce.remove")
    public static let helpPronounceTest = StringKey("help.pronounce.test")
    public static let helpPronounceIPA = StringKey("help.pronounce.ipa")
    public static let helpPronounceEspeak = StringKey("help.pronounce.espeak")
    public static let helpPronounceSay = StringKey("help.pronounce.say")
    public static let helpPronounceMatch = StringKey("help.pronounce.match")
    public static let helpPronounceCaseSensitive = StringKey("help.pronounce.case-sensitive")
    public static let noticePronounceAdded = StringKey("notice.pronounce.added")
    public static let noticePronounceRemoved = StringKey("notice.pronounce.removed")
    public static let errorPronounceNoEntry = StringKey("error.pronounce.no-entry")
    public static let errorPronounceEmptyWord = StringKey("error.pronounce.empty-word")
    public static let errorPronounceControlInWord = StringKey("error.pronounce.control-in-word")
    public static let errorPronounceAnywhere = StringKey("error.pronounce.anywhere")
    public static let errorPronounceRegex = StringKey("error.pronounce.regex")
    public static let errorPronounceRegexEmpty = StringKey("error.pronounce.regex-empty")
    /// A regex with syntax the linear-time matcher does not read: the pattern, what (in English).
    public static let errorPronounceRegexUnsupported = StringKey("error.pronounce.regex-unsupported")
    public static let errorPronounceIPASymbol = StringKey("error.pronounce.ipa-symbol")
    public static let errorPronounceIPAEmpty = StringKey("error.pronounce.ipa-empty")
    public static let errorPronounceIPANoTable = StringKey("error.pronounce.ipa-no-table")
    public static let errorPronounceEmptyReplacement = StringKey("error.pronounce.empty-replacement")
    public static let errorPronounceForbidden = StringKey("error.pronounce.forbidden")
    /// A word of the phonemes longer than the voice takes; %@ is the most characters.
    public static let errorPronouncePhonemesTooLong = StringKey("error.pronounce.phonemes-too-long")
    public static let errorPronounceShipped = StringKey("error.pronounce.shipped")
}
