import Foundation
import KanaReading

/// Japanese markup made readable for espeak-ng: the text between tags (`<…>`) and phoneme blocks (`[[…]]`)
/// with its numbers in kana (``JapaneseNumbers``) and its kanji through MeCab's kana reading (when MeCab
/// started), the tags and blocks as they are.
enum JapaneseMarkup {
    static func reading(_ markup: String, with reader: KanaReader?) -> String {
        var result = ""
        var text = ""
        var index = markup.startIndex
        func flush() {
            if !text.isEmpty {
                let spoken = JapaneseNumbers.reading(of: text)
                result += reader?.reading(of: spoken) ?? spoken
            }
            text = ""
        }
        while index < markup.endIndex {
            let rest = markup[index...]
            let end: String? = rest.hasPrefix("<") ? ">" : rest.hasPrefix("[[") ? "]]" : nil
            if let end, let close = rest.range(of: end) {
                flush()
                result += markup[index..<close.upperBound]
                index = close.upperBound
            } else {
                text.append(markup[index])
                index = markup.index(after: index)
            }
        }
        flush()
        return result
    }
}
