import CourseModel
import Diagnostics
import Diagrams
import Foundation
import LayoutEngine
import SnippetInterpreter
import Synchronization

/// Runs a learner's edit of a snippet in the scope the snippet has in the course (its session's
/// hidden snippets before it, the course's Sources, its fence attributes) and draws it exactly as
/// the build would. Holds no HTTP: the server module turns requests into calls of `run` and `check`.
public final class PlaygroundRunner: Sendable {
    public let course: Course
    private let runner: InterpreterRunner
    private let images: [String: DiagramImage]
    /// Exercise targets do not change while the course does not: laid out once each.
    private let targets = Mutex<[String: LayoutResult]>([:])

    /// The file name snippet diagnostics carry before they are made the snippet's own.
    static let snippetFile = "<playground>"

    public init(course: Course, root: URL, timeLimit: Duration = .milliseconds(250)) {
        self.course = course
        self.runner = InterpreterRunner(course: course, root: root, budget: Budget(timeLimit: timeLimit))
        self.images = AssetImages.load(root: root, assets: course.assets, catalogs: course.assetCatalogs)
    }

    /// Loads the course at `root`; nil with the loader's diagnostics when it does not load.
    public static func load(root: URL, timeLimit: Duration = .milliseconds(250)) -> (PlaygroundRunner?, DiagnosticList) {
        let (course, diagnostics) = CourseLoader(root: root).load()
        return (course.map { PlaygroundRunner(course: $0, root: root, timeLimit: timeLimit) }, diagnostics)
    }

    public func run(_ request: PlaygroundRequest) throws(PlaygroundError) -> PlaygroundRunResponse {
        let (snippet, session) = try edited(request)
        return draw(snippet, in: session).response
    }

    public func check(_ request: PlaygroundRequest) throws(PlaygroundError) -> PlaygroundCheckResponse {
        guard let exerciseID = request.exercise else { throw PlaygroundError(.invalid, "a check needs \"exercise\": the id of an exercise") }
        var request = request
        let session = try self.session(named: request.session)
        guard let exercise = session.exercise(id: exerciseID) else {
            let known = session.exercises.map(\.id)
            throw PlaygroundError(.notFound, "session '\(session.slug)' has no exercise '\(exerciseID)'\(NearestName.hint(for: exerciseID, in: known))")
        }
        guard let expected = exercise.expected else { throw PlaygroundError(.notFound, "exercise '\(exerciseID)' has no target to compare with") }
        // The learner edits the starter: its fence attributes apply.
        request.snippet = request.snippet ?? exercise.starter?.id ?? expected.id
        let (snippet, _) = try edited(request)
        let (response, layout) = draw(snippet, in: session)
        guard let layout, let target = target(of: expected, in: session) else {
            return PlaygroundCheckResponse(matches: false, differences: [], run: response)
        }
        let differences = FrameComparison.differences(expected: target, actual: layout).map(FrameComparison.learnerDescription)
        return PlaygroundCheckResponse(matches: differences.isEmpty, differences: differences, run: response)
    }

    // MARK: Resolving the request

    private func session(named name: String?) throws(PlaygroundError) -> Session {
        guard let name else { throw PlaygroundError(.invalid, "a check needs \"session\": the slug of the exercise's session") }
        if let session = course.sessions.first(where: { $0.slug == name }) { return session }
        throw PlaygroundError(.notFound, "the course has no session '\(name)'\(NearestName.hint(for: name, in: course.sessions.map(\.slug)))")
    }

    /// The snippet as edited, in its session (an empty one when the request names none).
    private func edited(_ request: PlaygroundRequest) throws(PlaygroundError) -> (Snippet, Session) {
        let session = try request.session.map { name throws(PlaygroundError) in try self.session(named: name) }
            ?? Session(slug: "playground", sourcePath: Self.snippetFile, title: "Playground")
        var attributes = SnippetAttributes()
        var id = "playground"
        if let name = request.snippet {
            guard let original = session.snippets.first(where: { $0.id == name }) else {
                let known = session.snippets.filter(\.role.isExecuted).map(\.id)
                throw PlaygroundError(.notFound, "session '\(session.slug)' has no snippet '\(name)'\(NearestName.hint(for: name, in: known))")
            }
            attributes = original.attributes
            id = original.id
        }
        if let text = request.device {
            guard let device = DeviceSize(text) else {
                throw PlaygroundError(.invalid, "device must look like 375x667 or 375x667@2x, found '\(text)'")
            }
            attributes.device = device
        }
        let snippet = Snippet(id: id, role: .diagram, attributes: attributes, code: request.code,
                              fenceLocation: SourceLocation(file: Self.snippetFile, line: 0),
                              codeLocation: SourceLocation(file: Self.snippetFile, line: 1), stepNumber: 0)
        return (snippet, session)
    }

    private func target(of expected: Snippet, in session: Session) -> LayoutResult? {
        let key = session.slug + "#" + expected.id
        if let cached = targets.withLock({ $0[key] }) { return cached }
        guard let layout = runner.run(expected, in: session, of: course, substitutions: [:]).layout else { return nil }
        targets.withLock { $0[key] = layout }
        return layout
    }

    // MARK: Drawing

    private func draw(_ snippet: Snippet, in session: Session) -> (response: PlaygroundRunResponse, layout: LayoutResult?) {
        // One run serves the figure and the frames: the drawer's runner keeps the first variant's layout.
        let keeping = LayoutKeepingRunner(runner: runner)
        let drawing = FigureDrawer(course: course, runner: keeping, images: images).draw(snippet, in: session, previous: nil, differing: [])
        let variants = drawing.figure?.variants ?? []
        let layout = drawing.figure == nil ? nil : keeping.first
        let frames = layout.map { FrameComparison.namedFrames($0) } ?? []
        let response = PlaygroundRunResponse(
            svg: variants.first?.svg ?? "", outline: variants.first?.outline ?? "",
            frames: Dictionary(frames.map { ($0.0, [$0.1.minX, $0.1.minY, $0.1.size.width, $0.1.size.height]) }) { first, _ in first },
            diagnostics: Self.unique(drawing.diagnostics).map(Self.playgroundDiagnostic),
            variants: variants, width: drawing.figure?.width ?? 0, height: drawing.figure?.height ?? 0)
        return (response, layout)
    }

    /// A variant run says the same thing as the one before it: say it once.
    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }

    static func playgroundDiagnostic(_ diagnostic: Diagnostic) -> PlaygroundDiagnostic {
        let location = diagnostic.location
        let own = location?.file == snippetFile
        return PlaygroundDiagnostic(
            // Line 0 is the fence (`root=`, `vary=`): the editor shows it on the first line.
            line: own ? max(1, location?.line ?? 1) : location?.line ?? 1, column: location?.column ?? 1,
            severity: diagnostic.severity.rawValue, message: diagnostic.message,
            file: own || location == nil ? nil : location?.file)
    }
}

/// Passes runs through, keeping the first layout (the first `vary=` variant) for frames and checks.
private final class LayoutKeepingRunner: SnippetRunning, @unchecked Sendable {
    // Used by one draw on one thread; `@unchecked` because SnippetRunning must be Sendable.
    let runner: any SnippetRunning
    var first: LayoutResult?

    init(runner: any SnippetRunning) { self.runner = runner }

    func run(_ snippet: Snippet, in session: Session, of course: Course, substitutions: [String: String]) -> SnippetRunResult {
        let result = runner.run(snippet, in: session, of: course, substitutions: substitutions)
        if first == nil, !result.diagnostics.contains(where: { $0.severity == .error }) { first = result.layout }
        return result
    }
}
