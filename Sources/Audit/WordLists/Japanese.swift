// Japanese word lists (audit.md §3, §4): matched as substrings; hint.imperative and
// hint.has-subject are not checked in ja.
extension WordLists {
    /// ja.
    public static let japanese = WordLists(
        language: "ja",
        traitWords: [
            .button: ["ボタン", "チェックボックス"],
            .link: ["リンク"],
            .image: ["画像", "イメージ", "アイコン"],
            .header: ["見出し", "ヘッダ"],
            .searchField: ["検索フィールド"],
            .adjustable: ["調整可能", "スライダ"],
            .switchButton: ["スイッチ", "トグル", "チェックボックス"],
            .textEntry: ["テキストフィールド", "入力フィールド", "入力欄"],
            .tab: ["タブ"],
            .backButton: ["戻るボタン"],
        ],
        stateWords: ["選択済み", "選択中", "未選択", "選択解除", "チェック済み", "チェックなし", "未チェック", "オン†", "オフ†"],
        actionWords: ["タップ", "クリック", "スワイプ", "長押し", "ドラッグ", "押して", "押す", "触れて"],
        genericLinkWords: [
            "ここ", "こちら", "を", "は", "から", "クリック", "タップ", "もっと", "見る", "続き", "読む", "詳しく", "リンク",
            "この", "ページ", "情報",
        ],
        subjectWords: nil,
        invariantWords: [],
        placeholderLabels: ["無題", "タイトルなし", "プレースホルダー"],
        imagePlaceholderLabels: ["画像", "写真", "アイコン", "不明"],
        imperatives: nil)
}
