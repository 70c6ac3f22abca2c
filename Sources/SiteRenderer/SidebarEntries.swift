import Mustache

/// The sidebar lists every session on every page, so a course of 100 sessions renders 10,000
/// entries: a sixth of the whole build's time. An entry depends only on its session, on whether it
/// is the page's own session, and on `root`, so `partials/sidebar-session` renders each entry
/// once a build for each state and every page reuses the text.
struct SidebarEntries: Sendable {
    static let template = "partials/sidebar-session"

    private let entries: [Bool: [String?]]

    /// `sessions` in course order; `root` as every page that shows them has it.
    init(_ sessions: [SidebarSession], root: String, library: MustacheLibrary) {
        var entries: [Bool: [String?]] = [:]
        for isCurrent in [false, true] {
            entries[isCurrent] = sessions.map { session in
                var session = session
                session.isCurrent = isCurrent
                return library.render(Entry(root: root, session: session), withTemplate: Self.template)
            }
        }
        self.entries = entries
    }

    /// The session at `index` in course order, as the current page's or another's entry.
    func html(_ index: Int, isCurrent: Bool) -> String? {
        entries[isCurrent]?[index]
    }

    /// What an entry's template sees: its session's fields, and `root`.
    private struct Entry: MustacheParent {
        var root: String
        var session: SidebarSession

        func child(named name: String) -> Any? {
            name == "root" ? root : session.child(named: name)
        }
    }
}
