import Diagnostics

/// Consecutive snippets with the same `group=`: one figure block with a tab per member (UIKit,
/// Texture, SwiftUI …), and with `same`, a claim `layoutbook test` proves: every member lays out the
/// same frames for the views and nodes with the same names.
public struct FigureGroup: Hashable, Sendable {
    public var name: String
    /// The members' snippet ids, in document order.
    public var members: [String]
    public var requiresSameFrames: Bool

    public init(name: String, members: [String], requiresSameFrames: Bool) {
        self.name = name
        self.members = members
        self.requiresSameFrames = requiresSameFrames
    }

    /// The session's groups, and what is wrong with how they are written: `same` without a group, a
    /// group of one, a group name used again after other snippets, a member that draws no figure.
    public static func groups(in snippets: [Snippet]) -> ([FigureGroup], [Diagnostic]) {
        var groups: [FigureGroup] = []
        var diagnostics: [Diagnostic] = []
        var firstUse: [String: Snippet] = [:]
        var previousGroup: String?
        for snippet in snippets {
            defer { if snippet.role != .hidden { previousGroup = snippet.attributes.group } }
            guard let name = snippet.attributes.group else {
                if snippet.attributes.same {
                    diagnostics.append(.error("fence.same-without-group", "'same' compares the members of a group: add group=\"…\" to this fence and to the snippets it is compared with", at: snippet.fenceLocation))
                }
                continue
            }
            guard snippet.role.hasFigure else {
                diagnostics.append(.error("fence.group-without-figure", "a group's members are drawn side by side: group=\"\(name)\" needs a diagram snippet", at: snippet.fenceLocation))
                continue
            }
            if previousGroup == name, let last = groups.indices.last {
                groups[last].members.append(snippet.id)
                groups[last].requiresSameFrames = groups[last].requiresSameFrames || snippet.attributes.same
                continue
            }
            if let earlier = firstUse[name] {
                diagnostics.append(.error("fence.group-split", "group '\(name)' was used before, at line \(earlier.fenceLocation.line); a group's snippets follow one another", at: snippet.fenceLocation))
                continue
            }
            firstUse[name] = snippet
            groups.append(FigureGroup(name: name, members: [snippet.id], requiresSameFrames: snippet.attributes.same))
        }
        for group in groups where group.members.count < 2 {
            if let lone = snippets.first(where: { $0.id == group.members[0] }) {
                diagnostics.append(.error("fence.group-of-one", "group '\(group.name)' has one snippet; give the snippets it compares the same group=\"\(group.name)\"", at: lone.fenceLocation))
            }
        }
        return (groups.filter { $0.members.count >= 2 }, diagnostics)
    }
}
