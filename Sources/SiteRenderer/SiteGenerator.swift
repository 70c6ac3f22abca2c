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

/// Session pages kept from an earlier build (`layoutbook build`'s cache): `load` answers a page
/// whose inputs are unchanged, `store` keeps a page just rendered. Keys are the caller's business.
public struct RenderedPageStore: Sendable {
    public var load: @Sendable (_ sessionIndex: Int) -> Data?
    public var store: @Sendable (_ sessionIndex: Int, _ page: Data) -> Void

    public init(load: @escaping @Sendable (Int) -> Data?, store: @escaping @Sendable (Int, Data) -> Void) {
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
        // Every page, the search index and the link check are independent: they run on every core
        // and go out in this order. The longest (the search index, then the overview pages, which
        // list every session) start first; left last, they ran alone while the other core stood idle.
        let tasks = [RenderTask.searchIndex, .links, .overview, .notFound] + course.sessions.indices.map(RenderTask.session)
        let results = Mutex<[Int: (file: OutputFile?, diagnostics: [Diagnostic])]>([:])
        let nextTask = Mutex(0)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, tasks.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            // Each worker parses its own templates and renders its own sidebar entries. Shared
            // between cores, their reference counts were contended on every token: rendering took
            // 40% more CPU on two cores than on one.
            let (library, _) = templates.library()
            var models = PageModelBuilder(course: course, outcomes: outcomes)
            models.sidebarEntries = SidebarEntries(models.sidebar(current: nil), root: PageModelBuilder.root, library: library)
            while let index = nextTask.withLock({ next -> Int? in
                guard next < tasks.count else { return nil }
                next += 1
                return next - 1
            }) {
                let result = run(tasks[index], course, models, library, pageStore)
                results.withLock { $0[index] = result }
            }
        }
        let done = results.withLock { $0 }
        var diagnostics = templateDiagnostics
        var files: [OutputFile] = []
        var searchScript: OutputFile?
        for (index, task) in tasks.enumerated() {
            guard let result = done[index] else { continue }
            // A missing template is said once, not once a page.
            for diagnostic in result.diagnostics where !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
            if case .searchIndex = task { searchScript = result.file } else if let file = result.file { files.append(file) }
        }
        // The code editor is the playground's: a site without one does not carry it.
        let hasPlayground = course.config.playground != nil
        files += templates.assets.filter { asset in hasPlayground || !Self.playgroundAssets.contains { asset.path.hasPrefix($0) } }
            .map { OutputFile(path: $0.path, data: $0.data) }
        files.append(searchScript ?? OutputFile(path: SearchIndex.fileName, data: Data()))
        files += courseAssets(course, &diagnostics)
        return (files, diagnostics)
    }

    /// One independent part of the site.
    private enum RenderTask {
        case searchIndex, links, overview, notFound
        case session(Int)
    }

    private func run(_ task: RenderTask, _ course: Course, _ models: PageModelBuilder, _ library: MustacheLibrary,
                     _ pageStore: RenderedPageStore?) -> (file: OutputFile?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        switch task {
        case .searchIndex:
            return (OutputFile(path: SearchIndex.fileName, data: SearchIndex(course: course).script()), [])
        case .links:
            return (nil, LinkChecker(course: course).check())
        case .overview:
            let html = render(models.overview(), template: Self.overviewTemplate, library, &diagnostics)
            return (html.map { OutputFile(path: "index.html", data: Data($0.utf8)) }, diagnostics)
        case .notFound:
            // The 404 page sits at the root of the site; links in it are relative to the root, which
            // is right for the preview server and for hosts that serve 404.html for unknown paths.
            var notFound = models.overview()
            notFound.pageTitle = "Page not found · \(course.config.title)"
            let html = render(notFound, template: Self.notFoundTemplate, library, &diagnostics)
            return (html.map { OutputFile(path: "404.html", data: Data($0.utf8)) }, diagnostics)
        case .session(let index):
            let path = course.sessions[index].pageName
            if let cached = pageStore?.load(index) { return (OutputFile(path: path, data: cached), []) }
            let html = render(models.sessionPage(index), template: Self.sessionTemplate, library, &diagnostics)
            let file = html.map { OutputFile(path: path, data: Data($0.utf8)) }
            if let file { pageStore?.store(index, file.data) }
            return (file, diagnostics)
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
        course.assets.compactMap { path in
            let source = root.appendingPathComponent("Content/Assets").appendingPathComponent(path)
            guard let data = FileManager.default.contents(atPath: source.path) else {
                diagnostics.append(.error("asset.unreadable", "cannot read asset", at: SourceLocation(file: "Content/Assets/\(path)", line: 1)))
                return nil
            }
            return OutputFile(path: "assets/images/\(path)", data: data)
        }
    }
}
