import CourseModel
import Synchronization

/// Snippet results kept between the builds of one `serve` run, keyed by everything a result
/// depends on: the snippet's code and attributes, the hidden snippets before it, the course's
/// Sources, and the `vary=` values. An edit re-runs only the snippets whose inputs changed.
public final class SnippetResultCache: Sendable {
    private let results = Mutex<[String: SnippetRunResult]>([:])
    private let counters = Mutex<(hits: Int, misses: Int)>((0, 0))

    public init() {}

    public var statistics: (hits: Int, misses: Int) { counters.withLock { $0 } }

    /// Drawn figures, keyed by the snippet's result key and the frames of the step before it.
    private let figures = Mutex<[String: FigureStage.Drawing]>([:])

    func figure(for key: String, draw: () -> FigureStage.Drawing) -> FigureStage.Drawing {
        if let cached = figures.withLock({ $0[key] }) { return cached }
        let drawing = draw()
        figures.withLock { $0[key] = drawing }
        return drawing
    }

    func result(for key: String, run: () -> SnippetRunResult) -> SnippetRunResult {
        if let cached = results.withLock({ $0[key] }) {
            counters.withLock { $0.hits += 1 }
            return cached
        }
        counters.withLock { $0.misses += 1 }
        let result = run()
        results.withLock { $0[key] = result }
        return result
    }

    static func key(_ snippet: Snippet, in session: Session, of course: Course, substitutions: [String: String]) -> String {
        let setup = session.snippets.prefix { $0.id != snippet.id }.filter { $0.role == .hidden }.map(\.code)
        let sources = course.sources.map { $0.path + "\u{1}" + $0.text } + course.config.compilationConditions.sorted() + [course.config.navigationBar.rawValue]
            + course.assetCatalogs.map { "\($0)" } + course.stringsTables.map { "\($0.path) \($0.entries.sorted { $0.key < $1.key })" }
        let attributes = "\(snippet.attributes)\u{1}\(course.config.device)\u{1}\(snippet.codeLocation)"
        let vary = substitutions.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return ([snippet.code, attributes] + setup + sources + vary).joined(separator: "\u{2}")
    }
}

/// A runner that answers from the cache when the inputs are unchanged.
struct CachingRunner: SnippetRunning {
    let runner: any SnippetRunning
    let cache: SnippetResultCache

    func run(_ snippet: Snippet, in session: Session, of course: Course, substitutions: [String: String]) -> SnippetRunResult {
        cache.result(for: SnippetResultCache.key(snippet, in: session, of: course, substitutions: substitutions)) {
            runner.run(snippet, in: session, of: course, substitutions: substitutions)
        }
    }
}
