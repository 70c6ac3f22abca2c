import CourseModel
import Diagnostics
import Foundation
import Mustache

/// A file of the generated site, by path relative to the output folder.
public struct OutputFile: Sendable, Hashable {
    public var path: String
    public var data: Data

    public init(path: String, data: Data) {
        self.path = path
        self.data = data
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

    public init(templates: TemplateSet, root: URL) {
        self.templates = templates
        self.root = root
    }

    /// Every page and asset; a page whose template is missing is reported and left out.
    public func render(_ course: Course, outcomes: [String: SnippetOutcome] = [:]) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
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
        for index in course.sessions.indices {
            let session = course.sessions[index]
            if let html = render(models.sessionPage(index), template: Self.sessionTemplate, library, &diagnostics) {
                files.append(OutputFile(path: session.pageName, data: Data(html.utf8)))
            }
        }
        files += templates.assets.map { OutputFile(path: $0.path, data: $0.data) }
        files.append(OutputFile(path: SearchIndex.fileName, data: SearchIndex(course: course).script()))
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
