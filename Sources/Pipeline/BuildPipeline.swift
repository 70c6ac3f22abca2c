import CourseModel
import Diagnostics
import Foundation
import SiteRenderer

/// Load → Render → Write for a course root. Every stage reports and goes on; the site is
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

    public init(root: URL, output: URL? = nil, cache: SessionCache? = nil, runner: (any SnippetRunning)? = nil,
                snippetCache: SnippetResultCache? = nil) {
        self.root = root.standardizedFileURL
        self.output = (output ?? root.appendingPathComponent("Output")).standardizedFileURL
        self.cache = cache
        self.runner = runner
        self.snippetCache = snippetCache
    }

    public func build() -> BuildReport {
        let start = ContinuousClock.now
        var diagnostics = DiagnosticList()
        // Checked before anything runs: a build must never replace a folder it did not make.
        if let refusal = OutputFolder.refusal(output: output, root: root) {
            diagnostics.append(.error("output.refused", refusal))
            return BuildReport(diagnostics: diagnostics, filesWritten: 0, sessionCount: 0, outputPath: output.path, seconds: 0)
        }
        let (loaded, loadDiagnostics) = CourseLoader(root: root, cache: cache).load()
        diagnostics.append(contentsOf: loadDiagnostics)
        var written = 0
        if let course = loaded {
            var outcomes: [String: SnippetOutcome] = [:]
            do {
                let base = self.runner ?? InterpreterRunner(course: course, root: root)
                let runner: any SnippetRunning = snippetCache.map { CachingRunner(runner: base, cache: $0) } ?? base
                let stage = FigureStage(course: course, runner: runner, images: AssetImages.load(root: root, assets: course.assets),
                                        cache: snippetCache)
                let (figures, figureDiagnostics) = stage.run()
                outcomes = figures
                diagnostics.append(contentsOf: figureDiagnostics)
            }
            let generator = SiteGenerator(templates: TemplateSet.forCourse(root: root), root: root)
            let (files, renderDiagnostics) = generator.render(course, outcomes: outcomes)
            diagnostics.append(contentsOf: renderDiagnostics)
            if !diagnostics.hasErrors {
                do {
                    try StagedWriter(output: output).write(files)
                    written = files.count
                } catch {
                    diagnostics.append(.error("output.write", error.description))
                }
            }
        }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return BuildReport(diagnostics: diagnostics, filesWritten: written, sessionCount: loaded?.sessions.count ?? 0,
                           outputPath: output.path, seconds: seconds)
    }
}
