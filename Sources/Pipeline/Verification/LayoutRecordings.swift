import CourseModel
import Foundation
import LayoutEngine

/// Recorded layouts under `Content/.layouts/`: a text dump per drawn snippet, so a change in the
/// engine that moves a lesson's picture is caught by `layoutbook test`.
struct LayoutRecordings {
    let root: URL
    static let folder = "Content/.layouts"

    /// `Content/.layouts/02-stacks/pad.cheat.txt` for exercise parts, else
    /// `Content/.layouts/02-stacks/<step-anchor>.<n>.txt` (n counts drawn snippets in the step).
    static func relativePath(for snippet: Snippet, in session: Session) -> String {
        let name: String
        if snippet.role.belongsToExercise, let id = snippet.attributes.id {
            name = "\(id).\(snippet.role.name)"
        } else {
            let step = session.steps.first { $0.number == snippet.stepNumber }
            let drawn = session.snippets.filter { $0.stepNumber == snippet.stepNumber && $0.role == .diagram }
            let index = (drawn.firstIndex { $0.id == snippet.id } ?? 0) + 1
            name = "\(step?.anchor ?? "introduction").\(index)"
        }
        return "\(folder)/\(session.slug)/\(name).txt"
    }

    static func dump(_ result: LayoutResult) -> String {
        LayoutTreeDump.dump(result.flattened) + (LayoutTreeDump.dump(result.flattened).hasSuffix("\n") ? "" : "\n")
    }

    func read(_ relativePath: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    func write(_ text: String, to relativePath: String) throws {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The first line where two dumps differ, for the failure message.
    static func firstDifference(_ old: String, _ new: String) -> (line: Int, old: String, new: String)? {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false), b = new.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? String(a[index]) : "", right = index < b.count ? String(b[index]) : ""
            if left != right { return (index + 1, left.trimmingCharacters(in: .whitespaces), right.trimmingCharacters(in: .whitespaces)) }
        }
        return nil
    }
}
