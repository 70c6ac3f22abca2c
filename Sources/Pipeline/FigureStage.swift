import CourseModel
import Diagnostics
import Diagrams
import LayoutEngine
import SiteRenderer
import Foundation
import Synchronization

/// Interpret → Draw: runs every executed snippet through a `SnippetRunning` and draws the
/// figure of each `diagram`, `expected`, `starter` and `cheat` snippet (one per `vary=`
/// combination, on one shared canvas). A snippet that does not run is a located error; a
/// `fails=` snippet keeps the message it failed with for the page.
struct FigureStage {
    let course: Course
    let runner: any SnippetRunning
    let images: [String: DiagramImage]
    /// When set (by `serve`), unchanged snippets are not drawn again.
    var cache: SnippetResultCache?
    /// When set, drawing time is added to the build's stage times.
    var timings: StageTimes?
    /// When set (by `layoutbook build`), a session whose inputs are unchanged since an earlier
    /// build takes its figures from disk and runs nothing.
    var diskCache: BuildCache?
    /// Each session's key in `diskCache` (`BuildCache.key`), in course order.
    var diskKeys: [String] = []

    typealias Drawing = FigureDrawer.Drawing

    /// Sessions run in parallel, on all cores; results are gathered in course order.
    func run() -> (outcomes: [String: SnippetOutcome], diagnostics: [Diagnostic]) {
        let parts = Mutex<[Int: ([String: SnippetOutcome], [Diagnostic])]>([:])
        let keys = diskKeys
        DispatchQueue.concurrentPerform(iterations: course.sessions.count) { index in
            let part = runCached(course.sessions[index], key: index < keys.count ? keys[index] : nil)
            parts.withLock { $0[index] = part }
        }
        var outcomes: [String: SnippetOutcome] = [:]
        var diagnostics: [Diagnostic] = []
        for index in course.sessions.indices {
            guard let (sessionOutcomes, sessionDiagnostics) = parts.withLock({ $0[index] }) else { continue }
            outcomes.merge(sessionOutcomes) { $1 }
            diagnostics += sessionDiagnostics
        }
        return (outcomes, diagnostics)
    }

    private func runCached(_ session: Session, key: String?) -> ([String: SnippetOutcome], [Diagnostic]) {
        guard let diskCache, let key else { return run(session) }
        if let entry = diskCache.load(key) { return (entry.outcomes, entry.diagnostics) }
        let (outcomes, diagnostics) = run(session)
        diskCache.store(BuildCache.Entry(outcomes: outcomes, diagnostics: diagnostics), for: key)
        return (outcomes, diagnostics)
    }

    private func run(_ session: Session) -> ([String: SnippetOutcome], [Diagnostic]) {
        var outcomes: [String: SnippetOutcome] = [:]
        var diagnostics: [Diagnostic] = []
        let differences = groupDifferences(in: session)
        diagnostics += differences.map { difference in
            var warning = difference.problem
            warning.severity = .warning
            warning.id = "build.group-differs"
            return warning
        }
        do {
            var previousFrames: [String: [String: Rect]] = [:]
            for snippet in session.snippets {
                let key = FigureContent.key(file: snippet.fenceLocation.file, snippetID: snippet.id)
                switch snippet.role {
                case .fails:
                    let result = runner.run(snippet, in: session, of: course, substitutions: [:])
                    let message = result.diagnostics.first { $0.severity == .error }?.message
                    outcomes[key] = SnippetOutcome(failure: message)
                case let role where role.hasFigure:
                    let previous = snippet.attributes.file.flatMap { previousFrames[$0] }
                    // A `same` group that is not: the views that differ are outlined in every version.
                    let involved = differences.filter { $0.member.id == snippet.id || $0.reference.id == snippet.id }
                    let differing = Set(involved.map(\.name).filter { !$0.isEmpty })
                    let drawing = drawCached(snippet, in: session, previous: previous, differing: differing)
                    var figure = drawing.figure
                    if snippet.role == .starter { figure?.targetDifferences = targetDifferences(of: snippet, in: session) }
                    figure?.notes += involved.filter { $0.member.id == snippet.id }.map { FigureContent.Note(isWarning: true, message: $0.problem.message) }
                    diagnostics += drawing.diagnostics
                    if let figure { outcomes[key] = SnippetOutcome(figure: figure) }
                    if let file = snippet.attributes.file, let frames = drawing.frames { previousFrames[file] = frames }
                default:
                    continue
                }
            }
        }
        diagnostics += session.exercises.compactMap { cheatWarning($0, in: session) }
        return (outcomes, diagnostics)
    }

    /// The differences of the session's `same` groups, from the (cached) runs of their members.
    private func groupDifferences(in session: Session) -> [GroupProof.Difference] {
        session.groups.filter(\.requiresSameFrames).flatMap { group -> [GroupProof.Difference] in
            var layouts: [String: LayoutResult] = [:]
            for id in group.members {
                guard let snippet = session.snippets.first(where: { $0.id == id }) else { continue }
                layouts[id] = runner.run(snippet, in: session, of: course, substitutions: [:]).layout
            }
            return GroupProof.details(group, in: session, layouts: layouts)
        }
    }

    /// How an exercise's starter differs from its target, node by node, for the learner.
    private func targetDifferences(of starter: Snippet, in session: Session) -> [String] {
        guard let exercise = session.exercises.first(where: { $0.starter?.id == starter.id }), let expected = exercise.expected,
              let target = runner.run(expected, in: session, of: course, substitutions: [:]).layout,
              let current = runner.run(starter, in: session, of: course, substitutions: [:]).layout else { return [] }
        return FrameComparison.differences(expected: target, actual: current).map(FrameComparison.learnerDescription)
    }

    /// A cheat that does not lay out like its target would teach the wrong answer: `build` warns,
    /// as `layoutbook test` fails. Both snippets run through the (cached) runner.
    private func cheatWarning(_ exercise: Exercise, in session: Session) -> Diagnostic? {
        guard let expected = exercise.expected, let cheat = exercise.cheat,
              let target = runner.run(expected, in: session, of: course, substitutions: [:]).layout,
              let solution = runner.run(cheat, in: session, of: course, substitutions: [:]).layout,
              let mismatch = FrameComparison.cheatMismatch(exercise.id, target: target, cheat: solution) else { return nil }
        return .warning("build.cheat-differs", mismatch, at: cheat.fenceLocation)
    }

    private func drawCached(_ snippet: Snippet, in session: Session, previous: [String: Rect]?, differing: Set<String> = []) -> Drawing {
        var drawer = FigureDrawer(course: course, runner: runner, images: images)
        drawer.timings = timings
        guard let cache else { return drawer.draw(snippet, in: session, previous: previous, differing: differing) }
        let previousKey = (previous ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";")
        let key = SnippetResultCache.key(snippet, in: session, of: course, substitutions: [:]) + "\u{3}" + previousKey
            + "\u{3}" + session.slug + "\u{3}" + session.title + "\u{3}" + snippet.id
            + "\u{3}" + images.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";")
            + "\u{3}" + differing.sorted().joined(separator: ";")
        return cache.figure(for: key) { drawer.draw(snippet, in: session, previous: previous, differing: differing) }
    }
}
