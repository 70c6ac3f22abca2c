extension String {
    /// Escapes text for HTML element content and double-quoted attribute values.
    public var htmlEscaped: String {
        guard utf8.contains(where: { HTMLEscaping.entity($0) != nil }) else { return self }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 16)
        for byte in utf8 { HTMLEscaping.append(byte, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// HTML escaping over UTF-8 bytes: every character it escapes is ASCII, and no byte of a longer
/// UTF-8 sequence is, so bytes give the same text as characters at a fraction of the cost (this runs
/// on every line of code of a site).
public enum HTMLEscaping {
    private static let amp = Array("&amp;".utf8), lt = Array("&lt;".utf8), gt = Array("&gt;".utf8)
    private static let quot = Array("&quot;".utf8), apos = Array("&#39;".utf8)

    /// The entity that stands for `byte`, or nil when it stands for itself.
    static func entity(_ byte: UInt8) -> [UInt8]? {
        switch byte {
        case UInt8(ascii: "&"): amp
        case UInt8(ascii: "<"): lt
        case UInt8(ascii: ">"): gt
        case UInt8(ascii: "\""): quot
        case UInt8(ascii: "'"): apos
        default: nil
        }
    }

    /// Appends `byte` to `output`, escaped.
    public static func append(_ byte: UInt8, to output: inout [UInt8]) {
        if let entity = entity(byte) { output += entity } else { output.append(byte) }
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
