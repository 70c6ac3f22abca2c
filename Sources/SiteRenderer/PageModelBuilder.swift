import CourseModel
import Markup

/// Turns the course model into page models.
struct PageModelBuilder {
    let course: Course
    let fileVersions: FileVersions
    /// Figures and failures by `FigureContent.key`.
    let outcomes: [String: SnippetOutcome]
    /// The sidebar's entries, rendered once for every page (nil: pages carry the fields only).
    var sidebarEntries: SidebarEntries?
    /// Every page sits at the site's root, so links need no prefix.
    static let root = ""

    /// Every session's sidebar entry, none of them current; every page lists them all.
    private let sidebarSessions: [SidebarSession]

    init(course: Course, outcomes: [String: SnippetOutcome] = [:]) {
        self.course = course
        self.fileVersions = FileVersions(course: course)
        self.outcomes = outcomes
        self.sidebarSessions = course.sessions.enumerated().map { index, session in
            SidebarSession(number: index + 1, title: session.title, href: session.pageName, isCurrent: false,
                           steps: Self.sidebarSteps(session),
                           exerciseIDs: session.exercises.map { "\(session.slug)/\($0.id)" }.joined(separator: " "))
        }
    }

    var courseInfo: CourseInfo {
        CourseInfo(title: course.config.title, subtitle: course.config.subtitle,
                   sessionCount: course.sessions.count, exerciseCount: course.exerciseCount, playground: course.config.playground)
    }

    func overview() -> OverviewPageModel {
        let sessions = course.sessions.enumerated().map { index, session in
            OverviewSession(number: index + 1, slug: session.slug, title: session.title, href: session.pageName,
                            summary: session.summary, duration: session.duration,
                            steps: Self.sidebarSteps(session), exerciseCount: session.exercises.count,
                            exerciseIDs: session.exercises.map { "\(session.slug)/\($0.id)" }.joined(separator: " "))
        }
        return OverviewPageModel(root: Self.root, course: courseInfo, pageTitle: course.config.title, sessions: sessions,
                                 sidebar: sidebar(current: nil),
                                 first: course.sessions.first.map { LinkModel(title: $0.title, href: $0.pageName) })
    }

    func sessionPage(_ index: Int) -> SessionPageModel {
        let session = course.sessions[index]
        let renderer = markdownRenderer()
        var exerciseNumber = 0
        func items(_ content: [StepContent]) -> [StepItemModel] {
            content.compactMap { item in
                switch item {
                case .markdown(let block):
                    return StepItemModel(html: renderer.render(block))
                case .snippet(let snippet):
                    // A group's members are one item, where its first member is.
                    if let group = session.groups.first(where: { $0.members.contains(snippet.id) }) {
                        return group.members.first == snippet.id ? StepItemModel(group: groupModel(group, in: session)) : nil
                    }
                    return StepItemModel(snippet: snippetModel(snippet))
                case .exercise(let id):
                    exerciseNumber += 1
                    return StepItemModel(exercise: session.exercise(id: id).map { exerciseModel($0, number: exerciseNumber, renderer: renderer) })
                }
            }
        }
        let introduction = items(session.introduction)
        let steps = session.steps.map { StepModel(number: $0.number, title: $0.title, anchor: $0.anchor, items: items($0.content)) }
        let exercises = session.exercises.enumerated().map { offset, exercise in
            ExerciseLink(id: exercise.id, number: offset + 1, href: "#exercise-\(exercise.id)",
                         stepTitle: session.steps.first { $0.number == exercise.stepNumber }?.title ?? session.title)
        }
        return SessionPageModel(
            root: Self.root, course: courseInfo, pageTitle: "\(session.title) · \(course.config.title)",
            sessionNumber: index + 1, slug: session.slug, title: session.title, summary: session.summary,
            duration: session.duration, introduction: introduction, steps: steps, exercises: exercises,
            hasExercises: !exercises.isEmpty, sidebar: sidebar(current: index),
            previous: index > 0 ? link(course.sessions[index - 1]) : nil,
            next: index + 1 < course.sessions.count ? link(course.sessions[index + 1]) : nil)
    }

    private func link(_ session: Session) -> LinkModel {
        LinkModel(title: session.title, href: session.pageName)
    }

    private static func sidebarSteps(_ session: Session) -> [SidebarStep] {
        session.steps.map { SidebarStep(number: $0.number, title: $0.title, href: "\(session.pageName)#\($0.anchor)") }
    }

    func sidebar(current: Int?) -> [SidebarSession] {
        sidebarSessions.enumerated().map { index, session in
            var session = session
            session.isCurrent = index == current
            session.html = sidebarEntries?.html(index, isCurrent: session.isCurrent)
            return session
        }
    }

    /// A wrapping line may break after spaces, which would leave a long line's first row holding
    /// only its indentation: the leading spaces go in a span that never breaks. A member chain
    /// (`box.centerYAnchor.constraint(equalTo:`) may break after its dots and parentheses (`<wbr>`,
    /// which copying ignores), rather than moving whole to the next row.
    static func keepingIndentTogether(_ html: String) -> String {
        let breakable = breakingChains(html)
        let spaces = breakable.prefix { $0 == " " || $0 == "\t" }
        guard !spaces.isEmpty, spaces.count < breakable.count else { return breakable }
        return "<span class=\"ind\">\(spaces)</span>" + breakable.dropFirst(spaces.count)
    }

    /// Walks UTF-8 bytes, not characters: every character it looks for is ASCII, and this runs on
    /// every line of every snippet of the site (as characters it was a tenth of a build's time).
    private static func breakingChains(_ html: String) -> String {
        let wordBreak = Array("<wbr>".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(html.utf8.count + 32)
        var inTag = false, inEntity = false, afterParenthesis = false
        var previous = UInt8(ascii: " ")
        for byte in html.utf8 {
            // An empty call `()` has nothing to break before.
            if afterParenthesis, byte != UInt8(ascii: ")") { result += wordBreak }
            afterParenthesis = false
            result.append(byte)
            switch byte {
            case UInt8(ascii: "<"): inTag = true
            case UInt8(ascii: ">"): inTag = false
            case UInt8(ascii: "&") where !inTag: inEntity = true
            case UInt8(ascii: ";") where inEntity: inEntity = false
            // After a member's dot (not an implicit member's `.red` or a number's `1.5`) and a call's `(`.
            case UInt8(ascii: ".") where !inTag && !inEntity && endsName(previous):
                result += wordBreak
            case UInt8(ascii: "(") where !inTag && !inEntity:
                afterParenthesis = true
            default: break
            }
            previous = byte
        }
        if afterParenthesis { result += wordBreak }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether a byte can end what a member dot follows: a name (letters, `_`, any non-ASCII
    /// identifier character), a call `)`, a subscript `]` or a closing tag `>`.
    private static func endsName(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"), 0x80...: true
        default: false
        }
    }

    func snippetModel(_ snippet: Snippet) -> SnippetModel { snippetModel(snippet, comparedWith: nil) }

    /// A snippet's code and figure; its lines are marked against the previous version of its
    /// `file=`, or against `base` (a cheat against its exercise's starter).
    func snippetModel(_ snippet: Snippet, comparedWith base: Snippet?) -> SnippetModel {
        let indents = snippet.code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.prefix { $0 == " " }.count + 4 * line.prefix { $0 == " " || $0 == "\t" }.filter { $0 == "\t" }.count
        }
        var lines = SwiftHighlighter.highlightedLines(snippet.code).enumerated().map { index, html in
            CodeLine(number: index + 1, html: Self.keepingIndentTogether(html), indent: indents.indices.contains(index) ? indents[index] : 0)
        }
        var failsText: String?
        if case .fails(let text) = snippet.role { failsText = text }
        let outcome = outcomes[FigureContent.key(file: snippet.fenceLocation.file, snippetID: snippet.id)]
        let figure = outcome?.figure.map { figureModel($0, snippet: snippet) }
        var model = SnippetModel(id: snippet.id, role: snippet.role.name, caption: snippet.attributes.caption,
                                 file: snippet.attributes.file, lines: lines, sourceLocation: snippet.fenceLocation.description,
                                 failsText: failsText, failureMessage: outcome?.failure, hasFigure: figure != nil, figure: figure)
        if let previous = base ?? fileVersions.previous(of: snippet) {
            let changed = LineDiff.changedLines(old: previous.codeLines, new: snippet.codeLines)
            for index in lines.indices where index < changed.count { lines[index].isChanged = changed[index] }
            for (number, run) in LineDiff.foldableRuns(changed).enumerated() {
                for index in run { lines[index].fold = "\(snippet.id)-f\(number)" }
                lines[run.lowerBound].foldLabel = "\(run.count) unchanged line\(run.count == 1 ? "" : "s")"
            }
            model.isRevision = true
            let count = changed.count(where: { $0 })
            model.changeSummary = count == 0 ? "unchanged" : "\(count) changed line\(count == 1 ? "" : "s")"
            model.lines = lines
        }
        return model
    }

    private func groupModel(_ group: FigureGroup, in session: Session) -> GroupModel {
        let members = group.members.compactMap { id in session.snippets.first { $0.id == id } }
        return GroupModel(name: group.name, members: members.enumerated().map { index, snippet in
            let outcome = outcomes[FigureContent.key(file: snippet.fenceLocation.file, snippetID: snippet.id)]
            let lines = snippet.code.split(separator: "\n").filter { line in
                let text = line.trimmingCharacters(in: .whitespaces)
                return !text.isEmpty && !text.hasPrefix("//")
            }.count
            let cost = ["\(lines) lines of code"] + (outcome?.figure?.cost.map { [$0] } ?? [])
            return GroupMemberModel(index: index, label: snippet.groupLabel,
                                    choice: snippet.groupChoice,
                                    isFirst: index == 0, cost: cost.joined(separator: " · "), snippet: snippetModel(snippet))
        }, isSame: group.requiresSameFrames)
    }

    private func figureModel(_ figure: FigureContent, snippet: Snippet) -> FigureModel {
        let variants = figure.variants.enumerated().map {
            FigureVariantModel(index: $0.offset, label: $0.element.label, svg: $0.element.svg,
                               outline: $0.element.outline, isFirst: $0.offset == 0)
        }
        let number = { (value: Double) in value == value.rounded() ? String(Int(value)) : String(value) }
        return FigureModel(id: snippet.id, caption: snippet.attributes.caption, width: number(figure.width), height: number(figure.height),
                           variants: variants, hasVariants: variants.count > 1,
                           notes: figure.notes.map { FigureNoteModel(label: $0.isWarning ? "warning" : "note", message: $0.message, isWarning: $0.isWarning) },
                           targetDifferences: figure.targetDifferences)
    }

    private func exerciseModel(_ exercise: Exercise, number: Int, renderer: HTMLRenderer) -> ExerciseModel {
        let hints = exercise.hints.enumerated().map { HintModel(number: $0.offset + 1, html: renderer.render($0.element.blocks)) }
        return ExerciseModel(id: exercise.id, anchor: "exercise-\(exercise.id)", number: number, stepNumber: exercise.stepNumber,
                             target: exercise.expected.map(snippetModel), starter: exercise.starter.map(snippetModel),
                             hints: hints, hintCount: hints.count, cheat: exercise.cheat.map { snippetModel($0, comparedWith: exercise.starter) })
    }

    /// Links to another session's Markdown file (`02-stacks.md#grow`) point at its page instead.
    func markdownRenderer() -> HTMLRenderer {
        let slugs = Set(course.sessions.map { $0.sourcePath.split(separator: "/").last.map(String.init) ?? "" })
        return HTMLRenderer(rewriteLink: { destination in
            let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let path = String(parts[0]).hasPrefix("./") ? String(parts[0].dropFirst(2)) : String(parts[0])
            guard slugs.contains(path) else {
                return path.hasPrefix("Assets/") ? "assets/images/" + path.dropFirst("Assets/".count) + (parts.count > 1 ? "#\(parts[1])" : "") : destination
            }
            return String(path.dropLast(3)) + ".html" + (parts.count > 1 ? "#\(parts[1])" : "")
        })
    }
}

extension StepItemModel {
    init(html: String) { self.init(html: html, snippet: nil, exercise: nil, group: nil) }
    init(snippet: SnippetModel) { self.init(html: nil, snippet: snippet, exercise: nil, group: nil) }
    init(exercise: ExerciseModel?) { self.init(html: nil, snippet: nil, exercise: exercise, group: nil) }
    init(group: GroupModel) { self.init(html: nil, snippet: nil, exercise: nil, group: group) }
}
