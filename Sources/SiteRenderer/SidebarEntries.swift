import Mustache

/// The sidebar lists every session on every page, so a course of 100 sessions renders 10,000
/// entries: a sixth of the whole build's time. An entry depends only on its session, on whether it
/// is the page's own session, and on `root`, so `partials/sidebar-session` renders each entry
/// once as another page's, which every page reuses.
struct SidebarEntries: Sendable {
    static let template = "partials/sidebar-session"

    private let sessions: [SidebarSession]
    private let root: String
    private let library: MustacheLibrary
    /// Every session's entry as another page's.
    private let others: [String?]

    /// `sessions` in course order; `root` as every page that shows them has it.
    init(_ sessions: [SidebarSession], root: String, library: MustacheLibrary) {
        self.sessions = sessions
        self.root = root
        self.library = library
        others = sessions.map { Self.render($0, isCurrent: false, root: root, library: library) }
    }

    /// The session at `index` in course order, as the current page's or another's entry. Each
    /// page has one current entry, so it is rendered when asked for.
    func html(_ index: Int, isCurrent: Bool) -> String? {
        isCurrent ? Self.render(sessions[index], isCurrent: true, root: root, library: library) : others[index]
    }

    private static func render(_ session: SidebarSession, isCurrent: Bool, root: String, library: MustacheLibrary) -> String? {
        var session = session
        session.isCurrent = isCurrent
        return library.render(Entry(root: root, session: session), withTemplate: template)
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
