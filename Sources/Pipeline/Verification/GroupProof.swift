import CourseModel
import Diagnostics
import LayoutEngine

/// `same` on a group: every member lays out the frames of the first member for the views and nodes
/// both name, within half a point; each difference is an error at the member's fence.
enum GroupProof {
    static let tolerance = 0.5

    /// One difference: the member it is reported at, the view or node, and the error.
    struct Difference {
        var member: Snippet
        var reference: Snippet
        var name: String
        var problem: Diagnostic
    }

    /// Each member after the first, with its differences (none: it lays out the same).
    static func differences(_ group: FigureGroup, in session: Session, layouts: [String: LayoutResult]) -> [(Snippet, [Diagnostic])] {
        let all = details(group, in: session, layouts: layouts)
        let members = group.members.dropFirst().compactMap { id in session.snippets.first { $0.id == id } }
        return members.filter { layouts[$0.id] != nil }.map { member in (member, all.filter { $0.member.id == member.id }.map(\.problem)) }
    }

    static func details(_ group: FigureGroup, in session: Session, layouts: [String: LayoutResult]) -> [Difference] {
        let members = group.members.compactMap { id in session.snippets.first { $0.id == id } }
        guard let first = members.first, let reference = layouts[first.id] else { return [] }
        let want = frames(reference)
        return members.dropFirst().flatMap { member -> [Difference] in
            guard let layout = layouts[member.id] else { return [] }
            var found: [Difference] = []
            // Named only when a difference is found: telling a snippet's framework from its code
            // was 8% of `layoutbook test` when every member of every group was named up front.
            let names = VersionNames(first: first, member: member, members: members)
            if let root = mismatch("the root", rootFrame(reference), rootFrame(layout), names) {
                found.append(Difference(member: member, reference: first, name: "", problem: .error("test.group-differs", root, at: member.fenceLocation)))
            }
            for (name, rects) in frames(layout).sorted(by: { $0.key < $1.key }) {
                guard let expected = want[name] else { continue }
                func differs(_ message: String) -> Difference {
                    Difference(member: member, reference: first, name: name, problem: .error("test.group-differs", message, at: member.fenceLocation))
                }
                guard expected.count == rects.count else {
                    found.append(differs("'\(name)' is used by \(rects.count) views in \(names.ofMember), \(expected.count) in \(names.ofFirst)"))
                    continue
                }
                for (index, (want, got)) in zip(expected, rects).enumerated() {
                    let what = rects.count == 1 ? "'\(name)'" : "'\(name)[\(index)]'"
                    if let message = mismatch(what, want, got, names) { found.append(differs(message)) }
                }
            }
            return found
        }
    }

    /// Named frames in layout order; a name used several times (rows of a table, a component
    /// reused in a list) is compared use by use, reported as `name[index]` as `expect=` writes it.
    private static func frames(_ layout: LayoutResult) -> [String: [Rect]] {
        var result: [String: [Rect]] = [:]
        for node in layout.absoluteFrames { if let name = node.name { result[name, default: []].append(node.frame) } }
        return result
    }

    private static func rootFrame(_ layout: LayoutResult) -> Rect { Rect(origin: .zero, size: layout.root.size) }

    /// "'priceLabel' is at y 45.5 in the UIKit version, 46 in the Texture version": the first
    /// component that differs.
    /// How messages name the reference and the member being compared.
    private struct VersionNames {
        var first: Snippet, member: Snippet, members: [Snippet]
        var ofFirst: String { first.versionName(among: members) }
        var ofMember: String { member.versionName(among: members) }
    }

    private static func mismatch(_ what: String, _ expected: Rect, _ actual: Rect, _ names: VersionNames) -> String? {
        let components: [(String, Double, Double)] = [
            ("at x", expected.minX, actual.minX), ("at y", expected.minY, actual.minY),
            ("width", expected.size.width, actual.size.width), ("height", expected.size.height, actual.size.height),
        ]
        guard let (label, want, got) = components.first(where: { abs($0.1 - $0.2) > tolerance }) else { return nil }
        let verb = label.hasPrefix("at") ? "is" : "has"
        return "\(what) \(verb) \(label) \(NumberText.format(got)) in \(names.ofMember), \(NumberText.format(want)) in \(names.ofFirst)"
    }
}
