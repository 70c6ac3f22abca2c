import Diagnostics
import Markup

/// Reads one session file into a `Session`, collecting every problem instead of stopping.
struct SessionReader {
    let path: String
    let text: String
    let lines: [Substring]
    var diagnostics: [Diagnostic] = []
    private var snippets: [Snippet] = []
    private var anchors = Anchor.Allocator(reserved: ["top", "exercises", "search"])

    init(path: String, text: String) {
        self.path = path
        self.text = text
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    mutating func read(slug: String) -> Session {
        let (yaml, body) = FrontMatter.split(text)
        let front = readFrontMatter(yaml)
        let document = MarkdownParser.parse(body)
        var blocks = document.blocks
        var title = front?.title
        if let first = blocks.first, case let .heading(1, content) = first.kind {
            title = title ?? content.plainText
            blocks.removeFirst()
        }
        if title == nil {
            diagnostics.append(.warning("session.no-title", "session has no title; add 'title:' to its front matter",
                                        at: SourceLocation(file: path, line: 1)))
        }
        let (introduction, steps) = splitIntoSteps(blocks)
        var session = Session(slug: slug, sourcePath: path, title: title ?? slug, summary: front?.summary,
                              duration: front?.duration, introduction: introduction, steps: steps, snippets: snippets)
        var grouper = ExerciseGrouper(path: path)
        grouper.group(&session)
        diagnostics += grouper.diagnostics
        let (groups, groupProblems) = FigureGroup.groups(in: snippets)
        session.groups = groups
        session.sourceText = text
        diagnostics += groupProblems
        return session
    }

    private mutating func readFrontMatter(_ yaml: String?) -> FrontMatter? {
        guard let yaml else { return nil }
        diagnostics.append(contentsOf: YAMLReader.unknownKeys(in: yaml, known: FrontMatter.CodingKeys.allCases.map(\.rawValue), file: path, firstLine: 2))
        switch YAMLReader.decode(FrontMatter.self, from: yaml, file: path, firstLine: 2) {
        case .success(let front): return front
        case .failure(let diagnostic): diagnostics.append(diagnostic); return nil
        }
    }

    private mutating func splitIntoSteps(_ blocks: [Block]) -> ([StepContent], [Step]) {
        var introduction: [StepContent] = []
        var steps: [Step] = []
        for block in blocks {
            if case let .heading(2, content) = block.kind {
                let title = content.plainText
                steps.append(Step(number: steps.count + 1, title: title, anchor: anchors.anchor(for: title),
                                  location: location(block.range.start), content: []))
                continue
            }
            let item = content(for: block, stepNumber: steps.count)
            if steps.isEmpty { introduction.append(item) } else { steps[steps.count - 1].content.append(item) }
        }
        return (introduction, steps)
    }

    private mutating func content(for block: Block, stepNumber: Int) -> StepContent {
        guard case let .codeBlock(info, code) = block.kind, let language = info.split(separator: " ").first else { return .markdown(block) }
        guard language == "swift" else {
            if language.lowercased() == "swift" {
                // ```Swift would be shown but never run or checked: say so instead of skipping it.
                let fence = location(block.range.start)
                diagnostics.append(.error("fence.language-case", "code fence language '\(language)' is not run or checked; did you mean 'swift'?",
                                          at: locateInfo(at: fence, info: info)))
            }
            return .markdown(block)
        }
        return .snippet(snippet(info: info, code: code, block: block, stepNumber: stepNumber))
    }

    private mutating func snippet(info: String, code: String, block: Block, stepNumber: Int) -> Snippet {
        let fence = location(block.range.start)
        let infoLocation = locateInfo(at: fence, info: info)
        var role = SnippetRole.plain
        var attributes = SnippetAttributes()
        switch FenceInfo.parse(info) {
        case .success(let parsed):
            var header = SnippetHeaderParser(infoLocation: infoLocation)
            (role, attributes) = header.parse(parsed)
            diagnostics += header.diagnostics
        case .failure(let error):
            diagnostics.append(.error("fence.syntax", error.message,
                                      at: infoLocation.offset(lines: 0, column: infoLocation.column + error.offset)))
        }
        let snippet = Snippet(id: "s\(snippets.count + 1)", role: role, attributes: attributes, code: code,
                              fenceLocation: fence, codeLocation: fence.offset(lines: 1), stepNumber: stepNumber)
        reportDuplicateID(of: snippet)
        snippets.append(snippet)
        return snippet
    }

    /// An id names one snippet, or one exercise's expected, starter and cheat (which the exercise
    /// grouper checks); two figures with the same id would share an anchor and a recording.
    private mutating func reportDuplicateID(of snippet: Snippet) {
        guard let id = snippet.attributes.id, let first = snippets.first(where: {
            $0.attributes.id == id && !($0.role.belongsToExercise && snippet.role.belongsToExercise)
        }) else { return }
        diagnostics.append(Diagnostic(.error, id: "fence.duplicate-id", "two snippets have id '\(id)'", at: snippet.fenceLocation,
                                      notes: ["the first is at \(first.fenceLocation.description)"]))
    }

    private func location(_ point: SourcePoint) -> SourceLocation {
        SourceLocation(file: path, line: point.line, column: point.column)
    }

    /// Column of the info string on the fence line (after the backticks or tildes).
    private func locateInfo(at fence: SourceLocation, info: String) -> SourceLocation {
        let index = fence.line - 1
        guard index < lines.count, let range = lines[index].range(of: info) else { return fence }
        let column = lines[index].distance(from: lines[index].startIndex, to: range.lowerBound) + 1
        return SourceLocation(file: path, line: fence.line, column: column)
    }
}
