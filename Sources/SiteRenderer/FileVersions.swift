import CourseModel

/// Successive snippets with the same `file=` are versions of one file, in course order.
struct FileVersions {
    /// For each snippet (by session slug and snippet id) that has a predecessor: that predecessor.
    private var previousVersion: [String: Snippet] = [:]

    init(course: Course) {
        var latest: [String: Snippet] = [:]
        for session in course.sessions {
            for snippet in session.snippets {
                guard let file = snippet.attributes.file else { continue }
                if let earlier = latest[file] { previousVersion[Self.key(snippet)] = earlier }
                latest[file] = snippet
            }
        }
    }

    func previous(of snippet: Snippet) -> Snippet? {
        previousVersion[Self.key(snippet)]
    }

    /// Snippet ids are unique within a session file, and the file is part of the location.
    private static func key(_ snippet: Snippet) -> String { "\(snippet.fenceLocation.file)#\(snippet.id)" }
}

extension Snippet {
    var codeLines: [String] {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
