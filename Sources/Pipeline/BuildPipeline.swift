import CourseModel
import Diagnostics
import Diagrams
import Foundation
import SiteRenderer
import SnippetInterpreter

/// Load → figures (interpret, lay out, draw) → render → write for a course root. Every stage reports and goes on; the site is
/// published only when no stage reported an error.
public struct BuildPipeline: Sendable {
    public let root: URL
    public let output: URL
    /// Kept across builds by long-running callers (`serve`) so unchanged sessions are not re-read.
    public let cache: SessionCache?
    /// Runs snippets; nil uses the snippet interpreter. Tests pass a stand-in.
    public let runner: (any SnippetRunning)?
    /// Kept across builds by `serve`, so only snippets whose inputs changed run again.
    public let snippetCache: SnippetResultCache?
    /// Kept between runs of `layoutbook build`: sessions whose inputs did not change run nothing.
    public let diskCache: BuildCache?
    /// Kept by `serve`: the site it wrote last, whose unchanged files the next build links.
    public let writtenSite: WrittenSite?
    /// Set by `serve`: pages send edits to this playground (""), whatever course.yml says.
    public let playground: String?

    public init(root: URL, output: URL? = nil, cache: SessionCache? = nil, runner: (any SnippetRunning)? = nil,
                snippetCache: SnippetResultCache? = nil, diskCache: BuildCache? = nil, writtenSite: WrittenSite? = nil,
                playground: String? = nil) {
        self.root = root.standardizedFileURL
        self.output = (output ?? root.appendingPathComponent("Output")).standardizedFileURL
        self.cache = cache
        self.runner = runner
        self.snippetCache = snippetCache
        self.diskCache = diskCache
        self.writtenSite = writtenSite
        self.playground = playground
    }

    public func build() -> BuildReport {
        let start = ContinuousClock.now
        var diagnostics = DiagnosticList()
        // Checked before anything runs: a build must never replace a folder it did not make.
        if let refusal = OutputFolder.refusal(output: output, root: root) {
            diagnostics.append(.error("output.refused", refusal))
            return BuildReport(diagnostics: diagnostics, filesWritten: 0, sessionCount: 0, outputPath: output.path, seconds: 0)
        }
        let timings = StageTimes()
        DispatchQueue.global(qos: .userInitiated).async { SnippetEvaluator.loadAPI() }
        var (loaded, loadDiagnostics) = timings.measure(.load) { CourseLoader(root: root, cache: cache).load() }
        if let playground { loaded?.config.playground = playground }
        diagnostics.append(contentsOf: loadDiagnostics)
        var written = 0
        if let course = loaded {
            let images = AssetImages.load(root: root, assets: course.assets, catalogs: course.assetCatalogs)
            let figureKeys = diskCache.map { cache in course.sessions.map { cache.key($0, in: course, images: images) } } ?? []
            let (outcomes, figureDiagnostics) = figures(of: course, images: images, keys: figureKeys, timings: timings)
            diagnostics.append(contentsOf: figureDiagnostics)
            let (files, renderDiagnostics, pageKeys) = pages(of: course, outcomes: outcomes, figureKeys: figureKeys, timings: timings)
            diagnostics.append(contentsOf: renderDiagnostics)
            // Entries of sessions as they no longer are would only fill the disk.
            diskCache?.prune(keeping: Set(figureKeys + pageKeys))
            if !diagnostics.hasErrors {
                do {
                    try timings.measure(.write) { () throws(StagedWriter.WriteError) in try StagedWriter(output: output, previous: writtenSite).write(files) }
                    written = files.count
                } catch {
                    diagnostics.append(.error("output.write", "\(error)"))
                }
            }
        }
        var report = BuildReport(diagnostics: diagnostics, filesWritten: written, sessionCount: loaded?.sessions.count ?? 0,
                                 outputPath: output.path, seconds: (ContinuousClock.now - start).seconds)
        report.stageSeconds = timings.seconds
        report.course = loaded
        return report
    }

    /// Interpret → layout → draw, each session's figures from the disk cache when its key is there.
    private func figures(of course: Course, images: [String: DiagramImage], keys: [String],
                         timings: StageTimes) -> (outcomes: [String: SnippetOutcome], diagnostics: [Diagnostic]) {
        // Preparing the interpreter (reading Sources) counts as loading; runs are timed below the
        // cache, so a cached result costs nothing.
        let chosen: any SnippetRunning = self.runner ?? timings.measure(.load) {
            var runner = InterpreterRunner(course: course, root: root)
            runner.preparesHighlighting = true
            return runner
        }
        let base = TimingRunner(runner: chosen, timings: timings)
        let runner: any SnippetRunning = snippetCache.map { CachingRunner(runner: base, cache: $0) } ?? base
        var stage = FigureStage(course: course, runner: runner, images: images, cache: snippetCache)
        stage.timings = timings
        stage.diskCache = diskCache
        stage.diskKeys = keys
        let (outcomes, diagnostics) = stage.run()
        // What the app's sources left out is said once a build, not on every figure.
        return (outcomes, ((chosen as? InterpreterRunner)?.sourceWarnings ?? []) + diagnostics)
    }

    /// Render: every page, a session's page from the disk cache when nothing it shows changed.
    private func pages(of course: Course, outcomes: [String: SnippetOutcome], figureKeys: [String],
                       timings: StageTimes) -> (files: [OutputFile], diagnostics: [Diagnostic], keys: [String]) {
        let templates = TemplateSet.forCourse(root: root)
        let pageKeys: [String] = diskCache.map { cache in
            let shared = cache.sharedPageDigest(templates: templates, course: course)
            return figureKeys.map { cache.pageKey(figureKey: $0, shared: shared) }
        } ?? []
        let store = diskCache.map { cache in
            RenderedPageStore(load: { cache.loadPage(pageKeys[$0], part: $1) }, store: { cache.storePage($2, for: pageKeys[$0], part: $1) })
        }
        let generator = SiteGenerator(templates: templates, root: root)
        let (files, diagnostics) = timings.measure(.render) { generator.render(course, outcomes: outcomes, pages: store) }
        return (files, diagnostics, pageKeys)
    }
}
