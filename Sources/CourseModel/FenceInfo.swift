import Diagnostics

/// The parsed info string of a code fence: `swift starter id=card caption="The card"`.
struct FenceInfo {
    /// A word of the info string with its offset (in characters) inside the string.
    struct Token {
        var key: String
        var value: String?
        var offset: Int
        /// Whether the value was written in quotes (an unquoted one ends at the first space).
        var quoted = false
    }

    var language: String
    var tokens: [Token]

    /// Splits on spaces, keeping quoted values (`caption="two words"`, `\"` escapes) whole.
    /// Returns the offset of an unterminated quote as an error.
    static func parse(_ info: String) -> Result<FenceInfo, FenceInfoError> {
        var words: [Token] = []
        let characters = Array(info)
        var index = 0
        while index < characters.count {
            if characters[index] == " " || characters[index] == "\t" { index += 1; continue }
            let start = index
            var key = "", value: String?
            while index < characters.count, characters[index] != "=", characters[index] != " " {
                key.append(characters[index]); index += 1
            }
            var quoted = false
            if index < characters.count, characters[index] == "=" {
                index += 1
                if index < characters.count, Self.curlyQuotes.contains(characters[index]) {
                    return .failure(FenceInfoError(
                        message: "the value of '\(key)' starts with a curly quote (\(characters[index])); write straight quotes: \(key)=\"…\"",
                        offset: index))
                }
                quoted = index < characters.count && (characters[index] == "\"" || characters[index] == "'")
                switch readValue(characters, from: &index) {
                case .success(let v): value = v
                case .failure: return .failure(FenceInfoError(message: "unterminated quoted value for '\(key)'", offset: start))
                }
            }
            words.append(Token(key: key, value: value, offset: start, quoted: quoted))
        }
        guard let first = words.first else { return .success(FenceInfo(language: "", tokens: [])) }
        return .success(FenceInfo(language: first.key, tokens: Array(words.dropFirst())))
    }

    /// What word processors put in place of straight quotes.
    static let curlyQuotes: Set<Character> = ["\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}", "\u{201E}", "\u{00AB}", "\u{00BB}"]

    /// A bare word, or a value in double or single quotes. Single quotes let a value hold Swift
    /// string literals (`root='Badge(title: "New")'`): CommonMark has already removed the
    /// backslashes of `\"` from the info string before Layoutbook sees it.
    private static func readValue(_ characters: [Character], from index: inout Int) -> Result<String, FenceInfoError> {
        guard index < characters.count, characters[index] == "\"" || characters[index] == "'" else {
            var value = ""
            while index < characters.count, characters[index] != " " { value.append(characters[index]); index += 1 }
            return .success(value)
        }
        let quote = characters[index]
        index += 1
        var value = ""
        while index < characters.count {
            let c = characters[index]
            if c == "\\", index + 1 < characters.count { value.append(characters[index + 1]); index += 2; continue }
            if c == quote { index += 1; return .success(value) }
            value.append(c); index += 1
        }
        return .failure(FenceInfoError(message: "", offset: index))
    }
}

struct FenceInfoError: Error {
    var message: String
    var offset: Int
}
