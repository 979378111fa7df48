// Arabic word lists (audit.md §3, §4): an entry also matches with the article ال before it;
// hint.imperative is not checked in ar.
extension WordLists {
    /// ar.
    public static let arabic = WordLists(
        language: "ar",
        traitWords: [
            .button: ["زر", "مربع اختيار", "خانة اختيار"],
            .link: ["رابط"],
            .image: ["صورة", "أيقونة"],
            .header: ["ترويسة"],
            .searchField: ["حقل البحث", "حقل بحث"],
            .adjustable: ["قابل للتعديل", "شريط تمرير"],
            .switchButton: ["مفتاح تبديل", "مفتاح"],
            .textEntry: ["حقل نص", "حقل النص", "حقل نصي", "حقل كلمة المرور"],
            .tab: ["علامة تبويب"],
            .backButton: ["زر الرجوع"],
        ],
        stateWords: ["محدد", "فيه علامة", "بدون علامة", "مفعل", "مفعلة", "معطل", "معطلة"],
        actionWords: ["نقر", "انقر", "اضغط", "ضغط", "مرر", "تمرير سريع", "اسحب", "سحب", "المس", "لمس"],
        genericLinkWords: [
            "هنا", "انقر", "اضغط", "مزيد", "للمزيد", "اقرأ", "اعرف", "معرفة", "رابط", "هذا", "هذه", "صفحة", "اذهب",
            "ابدأ",
        ],
        subjectWords: ["هذا", "هذه", "هو", "هي", "انت"],
        invariantWords: [],
        placeholderLabels: ["بدون عنوان", "بلا عنوان"],
        imagePlaceholderLabels: ["صورة", "أيقونة", "غير معروف"],
        imperatives: nil)
}
