extension String {
    /// Escapes text for HTML element content and double-quoted attribute values.
    public var htmlEscaped: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}

/// GFM's tagfilter: raw HTML may not open tags that change how the rest of the page parses.
enum TagFilter {
    static let disallowed: Set<String> = [
        "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext",
    ]

    /// Replaces the `<` of every disallowed opening or closing tag with `&lt;`.
    static func apply(_ html: String) -> String {
        var output = ""
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            output += rest[..<open]
            let after = rest[rest.index(after: open)...]
            output += isDisallowedTag(after) ? "&lt;" : "<"
            rest = after
        }
        return output + rest
    }

    private static func isDisallowedTag(_ text: Substring) -> Bool {
        let name = text.drop(while: { $0 == "/" }).prefix(while: { $0.isLetter }).lowercased()
        guard disallowed.contains(name) else { return false }
        let next = text.drop(while: { $0 == "/" }).dropFirst(name.count).first
        return next == nil || next == ">" || next == "/" || next!.isWhitespace
    }
}
