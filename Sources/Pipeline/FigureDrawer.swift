import CourseModel
import Diagnostics
import Diagrams
import LayoutEngine
import SiteRenderer

/// Draws one snippet's figure: runs it once per `vary=` combination and draws every variant on
/// one shared canvas, with its text outline, notes and cost. The build and the playground both
/// draw through it, so an edited snippet looks exactly as it would in the built page.
struct FigureDrawer: Sendable {
    typealias Drawing = (figure: FigureContent?, frames: [String: Rect]?, diagnostics: [Diagnostic])

    let course: Course
    let runner: any SnippetRunning
    let images: [String: DiagramImage]
    /// When set, drawing time is added to the build's stage times.
    var timings: StageTimes?

    init(course: Course, runner: any SnippetRunning, images: [String: DiagramImage]) {
        self.course = course
        self.runner = runner
        self.images = images
    }

    /// What a comparison weighs: views or nodes, constraints or specs, and how deep the tree is.
    static func cost(_ result: LayoutResult) -> String {
        let frames = result.absoluteFrames
        let isUIKit = result.root.info.className != nil
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(count == 1 ? String(noun.dropLast()) : noun)" }
        let elements = counted(result.viewCount ?? frames.count + 1, isUIKit ? "views" : "nodes")
        let rules = result.ruleCount.map { counted($0.count, $0.noun) } ?? counted(specCount(result.root), "specs")
        let depth = "depth \((frames.map(\.path.count).max() ?? 0) + 1)"
        return [elements, rules, depth].joined(separator: " · ")
    }

    private static func specCount(_ layout: Layout) -> Int {
        (layout.isNode || layout.info.isPlacement ? 0 : 1) + layout.children.reduce(0) { $0 + specCount($1) }
    }

    /// An SVG's title says what it lays out, for a reader who cannot see it: the caption, if any,
    /// then the root's class (else its name) and size; without a caption, the step it belongs to.
    static func title(of snippet: Snippet, in session: Session, layout: LayoutResult) -> String {
        let root = layout.flattened
        let size = "\(NumberText.format(root.frame.size.width)) × \(NumberText.format(root.frame.size.height))"
        // A spec returned at the top level is hosted by an unnamed node: name the spec instead.
        let hosted = layout.root.children.first.map { SpecLabel.text(for: $0.kind) }
        let what = "\(root.info.className ?? root.name ?? hosted ?? "layout"), \(size) points"
        if let caption = snippet.attributes.caption { return "\(caption): \(what)" }
        let step = session.steps.first { step in step.content.contains { item in
            if case .snippet(let member) = item { return member.id == snippet.id } else { return false }
        } }
        return step.map { "\(what), in “\($0.title)”" } ?? what
    }

    /// The run's warnings and notes, once each, in the order they were said.
    static func notes(_ diagnostics: [Diagnostic]) -> [FigureContent.Note] {
        var seen: Set<String> = []
        return diagnostics.compactMap { diagnostic in
            guard diagnostic.severity != .error, seen.insert(diagnostic.message).inserted else { return nil }
            return FigureContent.Note(isWarning: diagnostic.severity == .warning, message: diagnostic.message)
        }
    }

    func draw(_ snippet: Snippet, in session: Session, previous: [String: Rect]?, differing: Set<String>) -> Drawing {
        var layouts: [(label: String, result: LayoutResult, pictures: [String: DrawnPicture])] = []
        var diagnostics: [Diagnostic] = []
        for variant in snippet.variantSubstitutions {
            let run = runner.run(snippet, in: session, of: course, substitutions: variant.values)
            diagnostics += run.diagnostics
            if let layout = run.layout, !run.diagnostics.contains(where: { $0.severity == .error }) {
                layouts.append((variant.label, layout, run.drawnPictures))
            }
        }
        guard let first = layouts.first else { return (nil, nil, diagnostics) }
        let canvas = Size(width: layouts.map(\.result.root.size.width).max() ?? 0,
                          height: layouts.map(\.result.root.size.height).max() ?? 0)
        let title = Self.title(of: snippet, in: session, layout: first.result)
        let figures = layouts.enumerated().map { index, layout in
            var options = DiagramOptions(
                title: layout.label.isEmpty ? title : "\(title) (\(layout.label))",
                idPrefix: "fig-\(session.slug)-\(snippet.id)-\(index)",
                images: images.merging(layout.pictures.mapValues(DrawnPictureImage.image)) { $1 }, previousFrames: previous, canvasSize: canvas)
            options.differingNames = differing
            let start = ContinuousClock.now
            defer { timings?.add(ContinuousClock.now - start, to: .draw) }
            return DiagramRenderer.render(layout.result, options: options)
        }
        let content = FigureContent(
            variants: zip(layouts, figures).map { FigureContent.Variant(label: $0.label, svg: $1.svg, outline: $1.outline) },
            width: figures.map(\.width).max() ?? 0, height: figures.map(\.height).max() ?? 0,
            notes: Self.notes(diagnostics), cost: Self.cost(first.result))
        return (content, DiagramRenderer.namedFrames(first.result), diagnostics)
    }
}
