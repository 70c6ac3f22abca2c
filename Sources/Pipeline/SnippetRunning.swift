import CourseModel
import Diagnostics
import LayoutEngine

/// What executes snippets for the pipeline. The snippet interpreter implements it; the pipeline
/// only needs a layout (or the diagnostics that explain why there is none).
public protocol SnippetRunning: Sendable {
    /// Runs `snippet` in the scope DESIGN §2 describes (Content/Sources and the session's earlier
    /// hidden snippets) and lays out what it produces. `substitutions` replace `vary=` names.
    func run(_ snippet: Snippet, in session: Session, of course: Course, substitutions: [String: String]) -> SnippetRunResult
}

public struct SnippetRunResult: Sendable {
    public var layout: LayoutResult?
    public var diagnostics: [Diagnostic]
    /// Of the run's time, what laying out took (the rest was interpreting), for `--timings`.
    public var layoutTime: Duration
    /// Pictures the code drew into image contexts, by the image name the layout gives them.
    public var drawnPictures: [String: DrawnPicture]

    public init(layout: LayoutResult?, diagnostics: [Diagnostic] = [], layoutTime: Duration = .zero, drawnPictures: [String: DrawnPicture] = [:]) {
        self.layout = layout
        self.diagnostics = diagnostics
        self.layoutTime = layoutTime
        self.drawnPictures = drawnPictures
    }
}

extension Snippet {
    /// Every combination of the `vary=` values, in order, with a label per combination.
    var variantSubstitutions: [(label: String, values: [String: String])] {
        guard !attributes.vary.isEmpty else { return [("", [:])] }
        var combinations: [(String, [String: String])] = [("", [:])]
        for variation in attributes.vary {
            combinations = combinations.flatMap { label, values in
                variation.values.map { value in
                    let part = "\(variation.name): \(value)"
                    return (label.isEmpty ? part : "\(label); \(part)", values.merging([variation.name: value]) { $1 })
                }
            }
        }
        return combinations
    }
}

/// Adds each run's time to the build's stage times: laying out to `layout`, the rest to `interpret`.
struct TimingRunner: SnippetRunning {
    let runner: any SnippetRunning
    let timings: StageTimes

    func run(_ snippet: Snippet, in session: Session, of course: Course, substitutions: [String: String]) -> SnippetRunResult {
        let start = ContinuousClock.now
        let result = runner.run(snippet, in: session, of: course, substitutions: substitutions)
        timings.add(ContinuousClock.now - start - result.layoutTime, to: .interpret)
        timings.add(result.layoutTime, to: .layout)
        return result
    }
}
