import CourseModel
import Diagnostics
import Markup

/// Checks every link and image of the course's Markdown against the pages, steps and assets the
/// build produces, so a broken link is a located error instead of a 404 in front of learners.
struct LinkChecker {
    let course: Course

    func check() -> [Diagnostic] {
        let targets = LinkTargets(course: course)
        var diagnostics: [Diagnostic] = []
        for session in course.sessions {
            for (reference, location) in references(in: session) {
                if let problem = targets.problem(with: reference, from: session) {
                    diagnostics.append(.init(reference.isImage && problem.isWarning ? .warning : .error,
                                             id: "link.broken", problem.message, at: location))
                }
            }
        }
        return diagnostics
    }

    struct Reference {
        var destination: String
        var isImage: Bool
    }

    private func references(in session: Session) -> [(Reference, SourceLocation)] {
        let blocks = (session.introduction + session.steps.flatMap(\.content)).flatMap { item -> [Block] in
            if case .markdown(let block) = item { return [block] }
            return []
        } + session.exercises.flatMap { $0.hints.flatMap(\.blocks) }
        return blocks.flatMap { block in
            let location = SourceLocation(file: session.sourcePath, line: block.range.start.line, column: block.range.start.column)
            return Self.references(in: block).map { ($0, location) }
        }
    }

    static func references(in block: Block) -> [Reference] {
        switch block.kind {
        case .heading(_, let content), .paragraph(let content): references(in: content)
        case .blockQuote(let children): children.flatMap(references(in:))
        case .list(let list): list.items.flatMap { $0.blocks.flatMap(references(in:)) }
        case .table(let table): (table.header + table.rows.flatMap { $0 }).flatMap(references(in:))
        case .codeBlock, .thematicBreak, .html: []
        }
    }

    static func references(in inlines: [Inline]) -> [Reference] {
        inlines.flatMap { inline -> [Reference] in
            switch inline {
            case let .link(destination, _, content): [Reference(destination: destination, isImage: false)] + references(in: content)
            case let .image(source, _, _): [Reference(destination: source, isImage: true)]
            case .emphasis(let c), .strong(let c), .strikethrough(let c): references(in: c)
            default: []
            }
        }
    }
}

/// What a link may point at: session files and their anchors, and course assets.
struct LinkTargets {
    struct Problem {
        var message: String
        var isWarning = false
    }

    private var anchorsBySessionFile: [String: Set<String>] = [:]
    private var titles: [String: String] = [:]
    private let assets: Set<String>

    init(course: Course) {
        assets = Set(course.assets)
        for session in course.sessions {
            let file = session.sourcePath.split(separator: "/").last.map(String.init) ?? session.sourcePath
            var anchors: Set<String> = ["top", "exercises"]
            anchors.formUnion(session.steps.map(\.anchor))
            anchors.formUnion(session.exercises.map { "exercise-\($0.id)" })
            anchors.formUnion(session.snippets.map { "snippet-\($0.id)" })
            anchorsBySessionFile[file] = anchors
            titles[file] = session.title
        }
    }

    func problem(with reference: LinkChecker.Reference, from session: Session) -> Problem? {
        let destination = reference.destination
        if destination.contains("://") || destination.hasPrefix("mailto:") {
            return reference.isImage ? Problem(message: "image '\(destination)' loads from another host; put it in Content/Assets/ so the site works offline") : nil
        }
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        var path = parts[0]
        if path.hasPrefix("./") { path.removeFirst(2) }
        let fragment = parts.count > 1 ? parts[1] : nil
        if path.hasPrefix("Assets/") {
            return assets.contains(String(path.dropFirst("Assets/".count))) ? nil
                : Problem(message: "broken link '\(destination)': Content/\(path) does not exist")
        }
        let file = path.isEmpty ? (session.sourcePath.split(separator: "/").last.map(String.init) ?? "") : path
        guard let anchors = anchorsBySessionFile[file] else {
            return Problem(message: "broken link '\(destination)': no session file '\(path)' in course.yml")
        }
        if let fragment, !fragment.isEmpty, !anchors.contains(fragment) {
            let nearest = anchors.sorted().first { $0.hasPrefix(fragment.prefix(3)) }
            let hint = nearest.map { "; did you mean '#\($0)'?" } ?? ""
            return Problem(message: "broken link '\(destination)': '\(titles[file] ?? file)' has no step or anchor '\(fragment)'\(hint)")
        }
        return nil
    }
}
