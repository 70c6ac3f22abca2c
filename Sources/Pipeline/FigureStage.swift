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

    /// Sessions run in parallel, on all cores; results are gathered in course order.
    func run() -> (outcomes: [String: SnippetOutcome], diagnostics: [Diagnostic]) {
        let parts = Mutex<[Int: ([String: SnippetOutcome], [Diagnostic])]>([:])
        DispatchQueue.concurrentPerform(iterations: course.sessions.count) { index in
            let part = run(course.sessions[index])
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

    private func run(_ session: Session) -> ([String: SnippetOutcome], [Diagnostic]) {
        var outcomes: [String: SnippetOutcome] = [:]
        var diagnostics: [Diagnostic] = []
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
                    let (figure, frames, problems) = draw(snippet, in: session, previous: snippet.attributes.file.flatMap { previousFrames[$0] })
                    diagnostics += problems
                    if let figure { outcomes[key] = SnippetOutcome(figure: figure) }
                    if let file = snippet.attributes.file, let frames { previousFrames[file] = frames }
                default:
                    continue
                }
            }
        }
        return (outcomes, diagnostics)
    }

    private func draw(_ snippet: Snippet, in session: Session, previous: [String: Rect]?) -> (FigureContent?, [String: Rect]?, [Diagnostic]) {
        var layouts: [(label: String, result: LayoutResult)] = []
        var diagnostics: [Diagnostic] = []
        for variant in snippet.variantSubstitutions {
            let run = runner.run(snippet, in: session, of: course, substitutions: variant.values)
            diagnostics += run.diagnostics
            if let layout = run.layout, !run.diagnostics.contains(where: { $0.severity == .error }) {
                layouts.append((variant.label, layout))
            }
        }
        guard let first = layouts.first else { return (nil, nil, diagnostics) }
        let canvas = Size(width: layouts.map(\.result.root.size.width).max() ?? 0,
                          height: layouts.map(\.result.root.size.height).max() ?? 0)
        let title = snippet.attributes.caption ?? "Layout of snippet \(snippet.id) in \(session.title)"
        let figures = layouts.enumerated().map { index, layout in
            DiagramRenderer.render(layout.result, options: DiagramOptions(
                title: layout.label.isEmpty ? title : "\(title) (\(layout.label))",
                idPrefix: "fig-\(session.slug)-\(snippet.id)-\(index)",
                images: images, previousFrames: previous, canvasSize: canvas))
        }
        let content = FigureContent(
            variants: zip(layouts, figures).map { FigureContent.Variant(label: $0.label, svg: $1.svg) },
            outline: figures[0].outline, width: figures.map(\.width).max() ?? 0, height: figures.map(\.height).max() ?? 0)
        return (content, DiagramRenderer.namedFrames(first.result), diagnostics)
    }
}
