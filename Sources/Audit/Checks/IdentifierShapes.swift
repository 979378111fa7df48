import Core

/// The hand-written scanners of audit.md §4.2 (no pattern objects per label).
enum IdentifierShapes {
    private static func isLower(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) }
    private static func isUpper(_ s: Unicode.Scalar) -> Bool { ("A"..."Z").contains(s) }
    private static func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
    private static func isHex(_ s: Unicode.Scalar) -> Bool {
        isDigit(s) || ("a"..."f").contains(s) || ("A"..."F").contains(s)
    }

    /// Items 1 and 2: two or more parts of lowercase (or uppercase) ASCII letters and digits
    /// joined by `_`, with at least one letter: `add_button`, `QUOTE_TEXTVIEW`.
    static func isSnakeCase(_ scalars: [Unicode.Scalar]) -> Bool {
        for isCase in [isLower, isUpper] {
            var parts = 1
            var partLength = 0
            var letters = 0
            var valid = true
            for scalar in scalars {
                if scalar == "_" {
                    if partLength == 0 { valid = false; break }
                    parts += 1
                    partLength = 0
                } else if isCase(scalar) || isDigit(scalar) {
                    partLength += 1
                    if !isDigit(scalar) { letters += 1 }
                } else {
                    valid = false
                    break
                }
            }
            if valid, parts >= 2, partLength > 0, letters > 0 { return true }
        }
        return false
    }

    /// The camelCase words that are names, not identifiers.
    static let camelCaseExceptions: Set<String> = ["macOS", "tvOS", "watchOS", "visionOS"]

    /// Item 3: ASCII letters and digits only; at least 2 lowercase letters first, then one or more
    /// parts each beginning with an uppercase letter: `photoGrid`, `addItemButton`.
    static func isCamelCase(_ scalars: [Unicode.Scalar]) -> Bool {
        guard scalars.count >= 3, scalars.allSatisfy({ isLower($0) || isUpper($0) || isDigit($0) }) else {
            return false
        }
        guard isLower(scalars[0]), isLower(scalars[1]) else { return false }
        guard scalars.contains(where: isUpper) else { return false }
        return !camelCaseExceptions.contains(String(scalars: scalars))
    }

    /// Item 4: three or more parts, each an uppercase letter followed by lowercase letters or
    /// digits: `PhotoGridCell`. `YouTube` (two parts) passes.
    static func isPascalCase(_ scalars: [Unicode.Scalar]) -> Bool {
        var parts = 0
        var index = 0
        while index < scalars.count {
            guard isUpper(scalars[index]) else { return false }
            index += 1
            let start = index
            while index < scalars.count, isLower(scalars[index]) || isDigit(scalars[index]) { index += 1 }
            guard index > start else { return false }
            parts += 1
        }
        return parts >= 3
    }

    /// Item 5: two or more parts of ASCII letters, digits and `_`, each at least 2 characters,
    /// joined by `.`, the first beginning with a letter: `home.photos.add`.
    static func isDottedIdentifier(_ scalars: [Unicode.Scalar]) -> Bool {
        guard let first = scalars.first, isLower(first) || isUpper(first) else { return false }
        var parts = 1
        var length = 0
        for scalar in scalars {
            if scalar == "." {
                guard length >= 2 else { return false }
                parts += 1
                length = 0
            } else if isLower(scalar) || isUpper(scalar) || isDigit(scalar) || scalar == "_" {
                length += 1
            } else {
                return false
            }
        }
        return parts >= 2 && length >= 2
    }

    static let imageExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "heic", "heif", "webp", "avif", "tif", "tiff", "bmp", "svg", "dng",
    ]

    /// Item 6: ends with `.` and an image extension (any case), with a non-whitespace character
    /// before the dot: `beach.HEIC`, `My photo.jpg`.
    static func hasImageExtension(_ scalars: [Unicode.Scalar]) -> Bool {
        guard let dot = scalars.lastIndex(of: "."), dot > 0 else { return false }
        guard !TextCharacters.isWhitespace(scalars[dot - 1]) else { return false }
        let suffix = String(scalars: scalars[(dot + 1)...]).lowercased()
        return imageExtensions.contains(suffix)
    }

    static let cameraPrefixes = ["MVIMG", "DSCN", "DSCF", "GOPR", "IMG", "DSC", "PXL", "DJI", "SAM", "VID"]

    /// The first two letters of each camera prefix and of `SCREENSHOT`, as `first << 8 | second`.
    static let cameraPairs: [UInt32] = (cameraPrefixes + ["SCREENSHOT", "SCREEN SHOT"]).map { prefix in
        let scalars = Array(prefix.unicodeScalars)
        return scalars[0].value << 8 | scalars[1].value
    }

    /// Item 7: a camera prefix, an optional `_` or `-`, then 3 or more digits (`IMG_1234`,
    /// `DSC01234`); or `Screenshot`/`Screen Shot`, an optional space or `_`, and a digit.
    static func isCameraName(_ scalars: [Unicode.Scalar]) -> Bool {
        guard let first = scalars.first, "IDPGMSVidpgmsv".unicodeScalars.contains(first) else { return false }
        // An ASCII second letter that begins no prefix after the first ("Painted", "Small"): no match,
        // without an uppercased copy. A non-ASCII one may uppercase to ASCII (`ſ` to `S`): the full test.
        if scalars.count >= 2, scalars[1].isASCII {
            func upper(_ scalar: Unicode.Scalar) -> UInt32 {
                (0x61...0x7A).contains(scalar.value) ? scalar.value - 0x20 : scalar.value
            }
            guard cameraPairs.contains(upper(first) << 8 | upper(scalars[1])) else { return false }
        }
        let upper = String(scalars: scalars).uppercased()
        let text = Array(upper.unicodeScalars)
        for prefix in cameraPrefixes where upper.hasPrefix(prefix) {
            var index = prefix.unicodeScalars.count
            if index < text.count, text[index] == "_" || text[index] == "-" { index += 1 }
            var digits = 0
            while index < text.count, isDigit(text[index]) {
                digits += 1
                index += 1
            }
            if digits >= 3 { return true }
        }
        for prefix in ["SCREENSHOT", "SCREEN SHOT"] where upper.hasPrefix(prefix) {
            var index = prefix.unicodeScalars.count
            if index < text.count, text[index] == " " || text[index] == "_" { index += 1 }
            if index < text.count, isDigit(text[index]) { return true }
        }
        return false
    }

    /// Item 8: `%`, optional digits and `$`, optional `l` or `ll`, then one of `@ d i u s f`; or
    /// `%#@`, `{{…}}`, `${…}` or digits in braces.
    static func containsTemplate(_ scalars: [Unicode.Scalar]) -> Bool {
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "%" {
                var next = index + 1
                if next < scalars.count, scalars[next] == "#", next + 1 < scalars.count, scalars[next + 1] == "@" {
                    return true
                }
                while next < scalars.count, isDigit(scalars[next]) { next += 1 }
                if next < scalars.count, scalars[next] == "$" { next += 1 }
                if next < scalars.count, scalars[next] == "l" { next += 1 }
                if next < scalars.count, scalars[next] == "l" { next += 1 }
                if next < scalars.count, "@diusf".unicodeScalars.contains(scalars[next]) { return true }
            } else if scalar == "{" {
                if index + 1 < scalars.count, scalars[index + 1] == "{",
                    let close = scalars[(index + 2)...].firstIndex(of: "}"), close + 1 < scalars.count,
                    scalars[close + 1] == "}"
                {
                    return true
                }
                var next = index + 1
                while next < scalars.count, isDigit(scalars[next]) { next += 1 }
                if next > index + 1, next < scalars.count, scalars[next] == "}" { return true }
            } else if scalar == "$", index + 1 < scalars.count, scalars[index + 1] == "{",
                scalars[(index + 2)...].contains("}")
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// Item 9: 8-4-4-4-12 hex digits anywhere.
    static func containsUUID(_ scalars: [Unicode.Scalar]) -> Bool {
        let groups = [8, 4, 4, 4, 12]
        let total = 36
        guard scalars.count >= total else { return false }
        for start in 0...(scalars.count - total) {
            var index = start
            var matched = true
            for (offset, length) in groups.enumerated() {
                if offset > 0 {
                    guard scalars[index] == "-" else { matched = false; break }
                    index += 1
                }
                for _ in 0..<length {
                    guard isHex(scalars[index]) else { matched = false; break }
                    index += 1
                }
                if !matched { break }
            }
            if matched { return true }
        }
        return false
    }

    /// Whether one of the words appears as a whole uppercase word (ASCII letters around count).
    static func hasUppercaseWord(_ text: String, in words: [String]) -> Bool {
        // The words are ASCII: a text whose UTF-8 holds none of their bytes in a row has none of them.
        guard words.contains(where: { text.containsBytes(of: $0) }) else { return false }
        let scalars = Array(text.unicodeScalars)
        for word in words {
            let target = Array(word.unicodeScalars)
            guard target.count <= scalars.count else { continue }
            for start in 0...(scalars.count - target.count)
            where scalars[start..<start + target.count].elementsEqual(target) {
                let before = start == 0 || !TextCharacters.isWordCharacter(scalars[start - 1])
                let afterIndex = start + target.count
                let after = afterIndex == scalars.count || !TextCharacters.isWordCharacter(scalars[afterIndex])
                if before && after { return true }
            }
        }
        return false
    }
}
