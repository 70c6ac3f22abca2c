import Diagnostics
import Yams

/// The YAML block at the top of a session file.
struct FrontMatter: Decodable {
    var title: String?
    var summary: String?
    var duration: String?

    enum CodingKeys: String, CodingKey, CaseIterable { case title, summary, duration }

    /// The front matter text and the Markdown body. The body keeps the file's line numbers:
    /// the front matter lines are blanked, not removed, so cmark positions are file positions.
    static func split(_ text: String) -> (yaml: String?, body: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first.map({ $0.trimmingTrailingWhitespace == "---" }) == true else { return (nil, text) }
        guard let end = lines.indices.dropFirst().first(where: {
            let line = lines[$0].trimmingTrailingWhitespace
            return line == "---" || line == "..."
        }) else { return (nil, text) }
        let yaml = lines[1..<end].joined(separator: "\n")
        for index in 0...end { lines[index] = "" }
        return (yaml, lines.joined(separator: "\n"))
    }
}

extension Substring {
    var trimmingTrailingWhitespace: Substring {
        var s = self
        while let last = s.last, last == " " || last == "\t" || last == "\r" { s = s.dropLast() }
        return s
    }
}
