import CourseModel
import Diagnostics
import Foundation
import LayoutEngine
import SiteRenderer
import SnippetInterpreter

/// Runs snippets with the snippet interpreter, in the scope DESIGN §2 gives them: the course's
/// Sources, then the session's hidden snippets that come before, then the snippet.
public struct InterpreterRunner: SnippetRunning {
    let evaluator: SnippetEvaluator
    /// Whether each run also highlights its snippet for the page, from the parse the run made (a
    /// build's pages show every snippet it runs; the playground's runs are never shown as pages).
    public var preparesHighlighting = false

    public init(course: Course, root: URL, textMeasurer: any TextMeasuring = InterTextMeasurer(), budget: Budget = .default) {
        let sources = course.sources.filter { !$0.path.hasSuffix(".xib") }
            .map { SnippetEvaluator.Code(text: $0.text, location: SourceLocation(file: $0.path, line: 1), isAppFile: $0.isAppFile) }
        let interfaceFiles = course.sources.filter { $0.path.hasSuffix(".xib") }
            .map { SnippetEvaluator.Code(text: $0.text, location: SourceLocation(file: $0.path, line: 1)) }
        let images = AssetImages.load(root: root, assets: course.assets, catalogs: course.assetCatalogs).mapValues { Size(width: $0.width, height: $0.height) }
        evaluator = SnippetEvaluator(sources: sources, interfaceFiles: interfaceFiles, images: images, colors: Self.colors(of: course.assetCatalogs),
                                     localizedStrings: Self.strings(of: course.stringsTables),
                                     budget: budget, textMeasurer: textMeasurer,
                                     compilationConditions: Set(course.config.compilationConditions),
                                     opaqueNavigationBars: course.config.navigationBar == .opaque)
    }

    /// The app's asset-catalog colours by name (the first catalog that has a name wins).
    private static func colors(of catalogs: [AssetCatalog]) -> [String: CatalogColor] {
        var colors: [String: CatalogColor] = [:]
        for color in catalogs.flatMap(\.colors) where colors[color.name] == nil {
            colors[color.name] = CatalogColor(colorSpace: color.colorSpace, red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        }
        return colors
    }

    /// Each table in the language figures show: English, else the base localization, else the first
    /// language in alphabetical order.
    private static func strings(of tables: [StringsTable]) -> [String: [String: String]] {
        let rank = { (language: String) in language == "en" ? "0" : language == "Base" ? "1" : "2" + language }
        var chosen: [String: StringsTable] = [:]
        for table in tables where chosen[table.name].map({ rank(table.language) < rank($0.language) }) ?? true {
            chosen[table.name] = table
        }
        return chosen.mapValues(\.entries)
    }

    /// What was left out of the app's files (`sources:`) because it does not check: said once a build.
    public var sourceWarnings: [Diagnostic] { evaluator.leftOut }

    public func run(_ snippet: Snippet, in session: Session, of course: Course, substitutions: [String: String]) -> SnippetRunResult {
        let setup = session.snippets.prefix { $0.id != snippet.id }.filter { $0.role == .hidden }
            .map { SnippetEvaluator.Code(text: $0.code, location: $0.codeLocation) }
        let device = snippet.attributes.device ?? course.config.device
        let range = snippet.attributes.range.map {
            SizeRange(min: Size(width: $0.minWidth, height: $0.minHeight), max: Size(width: $0.maxWidth, height: $0.maxHeight))
        }
        var request = SnippetEvaluator.Request(
            snippet: SnippetEvaluator.Code(text: snippet.code, location: snippet.codeLocation), setup: setup,
            root: snippet.attributes.root, device: Size(width: device.width, height: device.height), range: range,
            substitutions: substitutions)
        request.rootLocation = snippet.attributes.root == nil ? nil : snippet.fenceLocation
        request.varyLocation = snippet.fenceLocation
        let result = evaluator.run(request)
        if preparesHighlighting, let tree = result.snippetTree { SwiftHighlighter.prepare(snippet.code, parsed: tree) }
        if snippet.role.hasFigure, result.layout == nil, !result.diagnostics.contains(where: { $0.severity == .error }) {
            // A figure snippet that draws nothing is a mistake, not a pass (DESIGN §2 lists what it lays out),
            // whatever warnings it also has.
            let message = "nothing to lay out: the snippet's last statement is not a view, node or spec, and it declares no view "
                + "controller, view or node type that can be created without arguments; add root=\"MyNode(…)\" to the fence"
            return SnippetRunResult(layout: nil, diagnostics: [.error("snippet.no-root", message, at: snippet.fenceLocation)] + result.diagnostics)
        }
        return SnippetRunResult(layout: result.layout, diagnostics: result.diagnostics, layoutTime: result.layoutTime, drawnPictures: result.drawnPictures)
    }
}
