import Core

/// CLDR's cardinal plural categories for every language CLDR has rules for (CLDR 42, as in
/// plurals.xml), for checking the plural variants of any project's tables.
///
/// Unlike ``PluralRules`` this table only says which categories a language selects, not which
/// number selects which; a test cross-checks it against ICU.
public enum PluralCategories {
    /// The categories a language selects, in CLDR order (`zero one two few many other`), or nil
    /// when CLDR has no rules for it.
    ///
    /// The tag is looked up as given (`pt-PT`, `pt_PT`, any case), then by its language subtag
    /// (`zh-Hans` → `zh`). The pseudo-locales `en-XA` and `ar-XB` use the en categories.
    public static func cardinal(forLanguage tag: String) -> [PluralCategory]? {
        if PseudoLocalizer(tag: tag) != nil { return byTag["en"] }
        if let exact = byTag[LanguageTag.normalized(tag).lowercased()] { return exact }
        return byTag[LanguageTag.language(of: tag)]
    }

    /// Every tag the table has a row for (language subtags, and `pt-pt`).
    public static var tags: Set<String> { Set(byTag.keys) }

    /// The rows, one per category set, as in plurals.xml.
    private static let groups: [(categories: [PluralCategory], tags: String)] = [
        (
            [.other],
            """
            bm bo dz hnj id ig ii in ja jbo jv jw kde kea km ko lkt lo ms my nqo osa sah ses sg su th to tpi \
            vi wo yo yue zh blo
            """
        ),
        (
            [.one, .other],
            """
            af ak am an as asa ast az bal bem bez bg bho bn brx ce ceb cgg chr ckb da de doi dv ee el en eo et eu \
            fa ff fi fil fo fur fy gl gsw gu guw ha haw hi hu hy ia io is ji jgo jmc ka kab kaj kcg kk kkj kl kn ks \
            ksb ku ky lb lg lij ln mas mg mgo mk ml mn mr nah nb nd ne nl nn nnh no nr nso ny nyn om or os pa pap \
            pcm ps rm rof rwk saq sc scn sd sdh seh si sn so sq ss ssy st sv sw syr ta te teo ti tig tk tl tn tr \
            ts tzm ug ur uz ve vo vun wa wae xh xog yi zu
            """
        ),
        ([.zero, .one, .other], "ksh lag lv prg"),
        ([.one, .two, .other], "he iw naq sat se sma smi smj smn sms"),
        ([.one, .few, .other], "bs hr mo ro sh shi sr"),
        ([.one, .many, .other], "ca es fr it pt pt-pt vec"),
        ([.one, .two, .few, .other], "dsb gd hsb sl"),
        ([.one, .few, .many, .other], "be cs lt pl ru sk uk"),
        ([.one, .two, .few, .many, .other], "br ga gv mt"),
        ([.zero, .one, .two, .few, .many, .other], "ar ars cy kw"),
    ]

    private static let byTag: [String: [PluralCategory]] = {
        var table: [String: [PluralCategory]] = [:]
        for group in groups {
            for tag in group.tags.split(separator: " ") { table[String(tag)] = group.categories }
        }
        return table
    }()
}
