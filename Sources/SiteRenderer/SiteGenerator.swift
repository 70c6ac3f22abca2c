import CourseModel
import Diagnostics
import Foundation
import Mustache
import Synchronization

/// A file of the generated site, by path relative to the output folder.
public struct OutputFile: Sendable, Hashable {
    public var path: String
    public var data: Data

    public init(path: String, data: Data) {
        self.path = path
        self.data = data
    }
}

/// What a session gave an earlier build (`layoutbook build`'s cache), its page and its part of the
/// search index: `load` answers one whose inputs are unchanged, `store` keeps one just made. Keys
/// are the caller's business.
public struct RenderedPageStore: Sendable {
    public enum Part: String, Sendable, CaseIterable {
        case page, search
    }

    public var load: @Sendable (_ sessionIndex: Int, _ part: Part) -> Data?
    public var store: @Sendable (_ sessionIndex: Int, _ part: Part, _ data: Data) -> Void

    public init(load: @escaping @Sendable (Int, Part) -> Data?, store: @escaping @Sendable (Int, Part, Data) -> Void) {
        self.load = load
        self.store = store
    }
}

/// Renders a course into the files of the static site.
public struct SiteGenerator: Sendable {
    public var templates: TemplateSet
    /// The course root, for copying `Content/Assets/`.
    public var root: URL

    public static let overviewTemplate = "index"
    public static let sessionTemplate = "session"
    public static let notFoundTemplate = "404"

    /// Assets only a site with a playground loads.
    static let playgroundAssets = ["assets/codemirror/", "assets/playground.js"]

    public init(templates: TemplateSet, root: URL) {
        self.templates = templates
        self.root = root
    }

    /// Every page and asset; a page whose template is missing is reported and left out.
    public func render(_ course: Course, outcomes: [String: SnippetOutcome] = [:],
                       pages pageStore: RenderedPageStore? = nil) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        let templateDiagnostics = templates.library().1
        // Every page (with its session's part of the search index) and the link check are
        // independent: they run on every core and go out in this order. The overview pages, which
        // list every session, start first; left last, they ran alone while the other core idled.
        let tasks = [RenderTask.links, .overview, .notFound] + course.sessions.indices.map(RenderTask.session)
        let results = Mutex<[Int: TaskResult]>([:])
        let nextTask = Mutex(0)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, tasks.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let worker = PageWorker(templates: templates, course: course, outcomes: outcomes)
            while let index = nextTask.withLock({ next -> Int? in
                guard next < tasks.count else { return nil }
                next += 1
                return next - 1
            }) {
                let result = run(tasks[index], course, worker, pageStore)
                results.withLock { $0[index] = result }
            }
        }
        let done = results.withLock { $0 }
        var diagnostics = templateDiagnostics
        var files: [OutputFile] = []
        var searchFragments: [Data] = []
        for index in tasks.indices {
            guard let result = done[index] else { continue }
            // A missing template is said once, not once a page.
            for diagnostic in result.diagnostics where !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
            if let file = result.file { files.append(file) }
            if let search = result.search { searchFragments.append(search) }
        }
        // The code editor is the playground's: a site without one does not carry it.
        let hasPlayground = course.config.playground != nil
        files += templates.assets.filter { asset in hasPlayground || !Self.playgroundAssets.contains { asset.path.hasPrefix($0) } }
            .map { OutputFile(path: $0.path, data: $0.data) }
        files.append(OutputFile(path: SearchIndex.fileName, data: SearchIndex.script(fragments: searchFragments)))
        files += courseAssets(course, &diagnostics)
        return (files, diagnostics)
    }

    /// One independent part of the site.
    private enum RenderTask {
        case links, overview, notFound
        case session(Int)
    }

    private struct TaskResult {
        var file: OutputFile?
        var search: Data?
        var diagnostics: [Diagnostic] = []
    }

    /// What one core renders pages with, made on its first page to render. Each worker parses its
    /// own templates: shared between cores, their reference counts were contended on every token.
    /// A rebuild that finds every page but one in the cache makes only what that page needs.
    private final class PageWorker {
        let templates: TemplateSet
        let course: Course
        let outcomes: [String: SnippetOutcome]

        init(templates: TemplateSet, course: Course, outcomes: [String: SnippetOutcome]) {
            self.templates = templates
            self.course = course
            self.outcomes = outcomes
        }

        lazy var library: MustacheLibrary = templates.library().0
        lazy var models: PageModelBuilder = {
            var models = PageModelBuilder(course: course, outcomes: outcomes)
            models.sidebarEntries = SidebarEntries(models.sidebar(current: nil), root: PageModelBuilder.root, library: library)
            return models
        }()
    }

    private func run(_ task: RenderTask, _ course: Course, _ worker: PageWorker, _ pageStore: RenderedPageStore?) -> TaskResult {
        var diagnostics: [Diagnostic] = []
        switch task {
        case .links:
            return TaskResult(diagnostics: LinkChecker(course: course).check())
        case .overview:
            let html = render(worker.models.overview(), template: Self.overviewTemplate, worker.library, &diagnostics)
            return TaskResult(file: html.map { OutputFile(path: "index.html", data: Data($0.utf8)) }, diagnostics: diagnostics)
        case .notFound:
            // The 404 page sits at the root of the site; links in it are relative to the root, which
            // is right for the preview server and for hosts that serve 404.html for unknown paths.
            var notFound = worker.models.overview()
            notFound.pageTitle = "Page not found · \(course.config.title)"
            let html = render(notFound, template: Self.notFoundTemplate, worker.library, &diagnostics)
            return TaskResult(file: html.map { OutputFile(path: "404.html", data: Data($0.utf8)) }, diagnostics: diagnostics)
        case .session(let index):
            let path = course.sessions[index].pageName
            var search = pageStore?.load(index, .search)
            if search == nil {
                search = SearchIndex(course: course).fragment(course.sessions[index])
                if let search { pageStore?.store(index, .search, search) }
            }
            if let cached = pageStore?.load(index, .page) { return TaskResult(file: OutputFile(path: path, data: cached), search: search) }
            let html = render(worker.models.sessionPage(index), template: Self.sessionTemplate, worker.library, &diagnostics)
            let file = html.map { OutputFile(path: path, data: Data($0.utf8)) }
            if let file { pageStore?.store(index, .page, file.data) }
            return TaskResult(file: file, search: search, diagnostics: diagnostics)
        }
    }

    private func render(_ model: Any, template: String, _ library: MustacheLibrary, _ diagnostics: inout [Diagnostic]) -> String? {
        guard let html = library.render(model, withTemplate: template) else {
            diagnostics.append(.error("template.missing", "missing template '\(template)\(TemplateSet.templateExtension)': add it to Templates/ or remove the override that hides it"))
            return nil
        }
        return html
    }

    private func courseAssets(_ course: Course, _ diagnostics: inout [Diagnostic]) -> [OutputFile] {
        let assets: [OutputFile] = course.assets.compactMap { path in
            let source = root.appendingPathComponent("Content/Assets").appendingPathComponent(path)
            guard let data = FileManager.default.contents(atPath: source.path) else {
                diagnostics.append(.error("asset.unreadable", "cannot read asset", at: SourceLocation(file: "Content/Assets/\(path)", line: 1)))
                return nil
            }
            return OutputFile(path: "assets/images/\(path)", data: data)
        }
        return assets + catalogImages(course)
    }

    /// The pictures of the app's asset catalogs that figures show (an unreadable one is drawn as a
    /// placeholder, as a missing image is).
    private func catalogImages(_ course: Course) -> [OutputFile] {
        course.assetCatalogs.enumerated().flatMap { index, catalog in
            catalog.images.filter(\.isDrawable).compactMap { image in
                FileManager.default.contents(atPath: SourcePatterns.url(of: image.file, root: root).path)
                    .map { OutputFile(path: image.sitePath(inCatalog: index), data: $0) }
            }
        }
    }
}
