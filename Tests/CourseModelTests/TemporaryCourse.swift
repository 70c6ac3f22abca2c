import Foundation

/// A course root in a temporary folder: `files` (text by path from the root), one session
/// `Content/01-a.md`, and a `Content/course.yml` whose `sources:` lists `sources`.
func temporaryCourse(sources: [String], files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("course-\(UUID().uuidString)")
    for (path, text) in files.merging(["Content/01-a.md": "---\ntitle: A\n---\n\n# A\n"], uniquingKeysWith: { first, _ in first }) {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let list = sources.map { "  - \($0)\n" }.joined()
    try "title: T\nsessions: [01-a.md]\nsources:\n\(list)".write(to: root.appendingPathComponent("Content/course.yml"), atomically: true, encoding: .utf8)
    return root
}
