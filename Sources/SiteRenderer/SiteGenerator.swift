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
        let (library, templateDiagnostics) = templates.library()
        var diagnostics = templateDiagnostics + LinkChecker(course: course).check()
        var files: [OutputFile] = []
        let models = PageModelBuilder(course: course, outcomes: outcomes)
        if let html = render(models.overview(), template: Self.overviewTemplate, library, &diagnostics) {
            files.append(OutputFile(path: "index.html", data: Data(html.utf8)))
        }
        // The 404 page sits at the root of the site; links in it are relative to the root, which
        // is right for the preview server and for hosts that serve 404.html for unknown paths.
        var notFound = models.overview()
        notFound.pageTitle = "Page not found · \(course.config.title)"
        if let html = render(notFound, template: Self.notFoundTemplate, library, &diagnostics) {
            files.append(OutputFile(path: "404.html", data: Data(html.utf8)))
        }
        // Session pages are independent: they render on every core, and go out in course order.
        // The search index, which reads every session, is one more task beside them.
        let pages = Mutex<[Int: (file: OutputFile?, diagnostics: [Diagnostic])]>([:])
        let searchIndex = Mutex<Data?>(nil)
        DispatchQueue.concurrentPerform(iterations: course.sessions.count + 1) { index in
            guard index < course.sessions.count else {
                let script = SearchIndex(course: course).script()
                searchIndex.withLock { $0 = script }
                return
            }
            let path = course.sessions[index].pageName
            if let cached = pageStore?.load(index) {
                pages.withLock { $0[index] = (OutputFile(path: path, data: cached), []) }
                return
            }
            var pageDiagnostics: [Diagnostic] = []
            let html = render(models.sessionPage(index), template: Self.sessionTemplate, library, &pageDiagnostics)
            let file = html.map { OutputFile(path: path, data: Data($0.utf8)) }
            if let file { pageStore?.store(index, file.data) }
            pages.withLock { $0[index] = (file, pageDiagnostics) }
        }
        let rendered = pages.withLock { $0 }
        for index in course.sessions.indices {
            guard let page = rendered[index] else { continue }
            if let file = page.file { files.append(file) }
            // A missing template is said once, not once a page.
            for diagnostic in page.diagnostics where !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
        }
        // The code editor is the playground's: a site without one does not carry it.
        let hasPlayground = course.config.playground != nil
        files += templates.assets.filter { asset in hasPlayground || !Self.playgroundAssets.contains { asset.path.hasPrefix($0) } }
            .map { OutputFile(path: $0.path, data: $0.data) }
        files.append(OutputFile(path: SearchIndex.fileName, data: searchIndex.withLock { $0 } ?? Data()))
        files += courseAssets(course, &diagnostics)
        return (files, diagnostics)
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
