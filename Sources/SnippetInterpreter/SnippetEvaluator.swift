import Diagnostics
import InterfaceBuilder
import LayoutEngine
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import UIKitLayout
import SwiftUILayout

/// Runs layout snippets: parses them with swift-syntax, evaluates them against the Texture
/// runtime surface and lays out what they produce with the layout engine. It has no file,
/// network, process or environment access: everything it knows comes in through its inputs.
public struct SnippetEvaluator: Sendable {
    /// A Swift text with the location of its first line (a Sources file, or a snippet in Markdown).
    public struct Code: Sendable {
        public var text: String
        public var location: Diagnostics.SourceLocation
        /// One of the app's own files (`sources:`): taken as far as it checks (`SourcePruning`).
        /// The course's own Sources must check whole.
        public var isAppFile: Bool

        public init(text: String, location: Diagnostics.SourceLocation, isAppFile: Bool = false) {
            self.text = text
            self.location = location
            self.isAppFile = isAppFile
        }
    }

    /// What to lay out, and how.
    public struct Request: Sendable {
        public var snippet: Code
        /// Run first, in order: the session's earlier hidden snippets.
        public var setup: [Code]
        public var root: String?
        public var device: Size
        public var range: SizeRange?
        /// `vary=` values: a name and the Swift expression that replaces it.
        public var substitutions: [String: String]
        /// Where `root=` is written (the fence line), for errors in that expression.
        public var rootLocation: Diagnostics.SourceLocation?
        /// Where `vary=` is written (the fence line), for names and values that do not fit the snippet.
        public var varyLocation: Diagnostics.SourceLocation?

        public init(snippet: Code, setup: [Code] = [], root: String? = nil, device: Size, range: SizeRange? = nil, substitutions: [String: String] = [:]) {
            self.snippet = snippet
            self.setup = setup
            self.root = root
            self.device = device
            self.range = range
            self.substitutions = substitutions
        }
    }

    public struct Result: Sendable {
        public var layout: LayoutResult?
        public var diagnostics: [Diagnostic]
        /// A SwiftUI snippet's own layout: unrounded frames, proposals and assumed rules.
        public var swiftUI: SwiftUILayoutResult?
        /// Time spent building the element tree and laying it out, apart from interpreting the code.
        public var layoutTime: Duration = .zero
        /// The snippet as parsed, before operators are folded, when it parsed at all: a page's
        /// highlighter reuses it rather than parsing the same text again.
        public var snippetTree: SourceFileSyntax?
        /// What the code printed, line by line (at most `Budget.printedLines`).
        public var printed: [String] = []
        /// Pictures the code drew into image contexts, by the image name the layout gives them.
        public var drawnPictures: [String: DrawnPicture] = [:]

        init(layout: LayoutResult?, diagnostics: [Diagnostic], swiftUI: SwiftUILayoutResult? = nil) {
            self.layout = layout
            self.diagnostics = diagnostics
            self.swiftUI = swiftUI
        }
    }

    public let sources: [Code]
    public let images: [String: Size]
    /// The app's asset-catalog colours, by the name `UIColor(named:)` uses.
    public let colors: [String: CatalogColor]
    /// The app's strings tables: table name → key → text, in one language.
    public let localizedStrings: [String: [String: String]]
    public let budget: Budget
    public let textMeasurer: any TextMeasuring
    /// Sources are the same for every snippet of a course: parse and check them once.
    private let parsedSources: [(Code, SourceFileSyntax)]
    private let sourceDiagnostics: [Diagnostic]
    /// What the sources' unsupported and sandboxed uses do when a run reaches them.
    private let sourceUsesWhenReached: [SyntaxIdentifier: ReachedUse]

    /// `#if` conditions set as Xcode's Active Compilation Conditions would set them (`DEBUG`).
    let build: IOSBuildConfiguration
    /// The `operator` and `precedencegroup` declarations of the Sources, as text. An operator table
    /// holds syntax nodes of the file it was read from, and syntax nodes must not be shared between
    /// the threads that run snippets: each run reads these into a table of its own.
    let operatorDeclarations: String

    /// What was left out of the app's files (`sources:`) because it does not check, as warnings.
    public let leftOut: [Diagnostic]
    /// Each left-out name, with the warning that says why: an error about the name says so too.
    private let leftOutNames: [String: Diagnostic]

    /// What the evaluator was made with, to make it again with a library's stand-in that only the
    /// snippet imports (see `run`).
    private let givenSources: [Code]
    private let givenInterfaceFiles: [Code]
    private let compilationConditions: Set<String>
    /// The stand-ins loaded beside the sources (`LibraryStandIns`), by their file name.
    private let loadedStandIns: Set<String>

    /// `navigationBar: opaque` in course.yml: a controller's view starts below its bars.
    let opaqueNavigationBars: Bool

    /// The course's Interface Builder files (`.xib`), read once.
    let interfaceFiles: [String: InterfaceFile]
    private let interfaceDiagnostics: [Diagnostic]

    /// `interfaceFiles`: the `.xib` files of the course's Sources, as text with their location.
    public init(sources: [Code], interfaceFiles: [Code] = [], images: [String: Size], colors: [String: CatalogColor] = [:],
                localizedStrings: [String: [String: String]] = [:], budget: Budget = .default,
                textMeasurer: any TextMeasuring = InterTextMeasurer(), compilationConditions: Set<String> = ["DEBUG"],
                opaqueNavigationBars: Bool = false) {
        self.opaqueNavigationBars = opaqueNavigationBars
        var files: [String: InterfaceFile] = [:]
        var problems: [Diagnostic] = []
        var sizes = images
        for code in interfaceFiles {
            let name = String(code.location.file.split(separator: "/").last ?? "").replacingOccurrences(of: ".xib", with: "")
            do {
                let document = try XIBDocument(text: code.text)
                files[name] = InterfaceFile(path: code.location.file, name: name, document: document)
                for (image, size) in document.imageSizes where sizes[image] == nil { sizes[image] = Size(width: size.width, height: size.height) }
            } catch {
                problems.append(.error("snippet.interface", error.message, at: Diagnostics.SourceLocation(file: code.location.file, line: error.line, column: error.column)))
            }
        }
        self.interfaceFiles = files
        self.interfaceDiagnostics = problems
        let images = sizes
        let build = IOSBuildConfiguration(customConditions: compilationConditions)
        // A stand-in given among the sources (by `run`, for a snippet that imports it) is not added twice.
        let given = Set(sources.map(\.location.file))
        let standIns = LibraryStandIns.code(importedBy: sources.map(\.text)).filter { !given.contains($0.location.file) }
        self.givenSources = sources
        self.loadedStandIns = Set((sources + standIns).map(\.location.file)).intersection(LibraryStandIns.files)
        self.givenInterfaceFiles = interfaceFiles
        self.compilationConditions = compilationConditions
        let prepared = PreparedSources.prepare(sources + standIns, build: build)
        self.leftOut = prepared.leftOut
        self.leftOutNames = prepared.leftOutNames
        self.sources = prepared.sources
        self.images = images
        self.colors = colors
        self.localizedStrings = localizedStrings
        self.budget = budget
        self.textMeasurer = textMeasurer
        self.build = build
        self.operatorDeclarations = prepared.operatorDeclarations
        self.parsedSources = prepared.parsed
        self.sourceDiagnostics = prepared.diagnostics
        self.sourceUsesWhenReached = prepared.whenReached
    }

    /// Syntax errors only, for snippets that are shown but not run.
    public static func syntaxDiagnostics(of code: Code) -> [Diagnostic] {
        syntaxDiagnostics(of: code, tree: Parser.parse(source: code.text))
    }

    /// The same, for a tree already parsed (parsing is a third of a snippet's run time).
    static func syntaxDiagnostics(of code: Code, tree: SourceFileSyntax) -> [Diagnostic] {
        guard tree.hasError else { return [] }
        let converter = SourceLocationConverter(fileName: code.location.file, tree: tree)
        return ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
            let position = diagnostic.location(converter: converter)
            return .error("snippet.syntax", diagnostic.message, at: map(line: position.line, column: position.column, in: code))
        }
    }

    static func map(line: Int, column: Int, in code: Code) -> Diagnostics.SourceLocation {
        Diagnostics.SourceLocation(file: code.location.file, line: code.location.line + line - 1,
                       column: line == 1 ? code.location.column + column - 1 : column)
    }

    /// The `vary=` values as expressions. A name that is neither an argument label nor a top-level
    /// `var`/`let` of the snippet, or a value that is not one Swift expression, is an error at the fence:
    /// otherwise every variant would be drawn the same and look like a finding.
    static func substitutions(_ request: Request, snippet: SourceFileSyntax?) -> ([String: ExprSyntax], [Diagnostic]) {
        guard !request.substitutions.isEmpty, let snippet else { return ([:], []) }
        let inventory = SyntaxInventory([snippet])
        var names = Set(inventory.calls.flatMap { $0.arguments.compactMap { $0.label?.text } })
        for item in snippet.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            names.formUnion(variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText })
        }
        var expressions: [String: ExprSyntax] = [:]
        var errors: [Diagnostic] = []
        let location = request.varyLocation ?? request.snippet.location
        for (name, text) in request.substitutions.sorted(by: { $0.key < $1.key }) {
            guard names.contains(name) else {
                errors.append(.error("snippet.vary-name", "vary= names '\(name)', which is neither an argument label nor a top-level var or let of this snippet\(NearestName.hint(for: name, in: names.sorted()))", at: location))
                continue
            }
            let tree = Interpreter.parse(text)
            guard !tree.hasError, tree.statements.count == 1, let expr = tree.statements.first?.item.as(ExprSyntax.self) else {
                errors.append(.error("snippet.vary-value", "vary= value '\(text)' for '\(name)' is not one Swift expression", at: location))
                continue
            }
            expressions[name] = expr
        }
        return (expressions, errors)
    }

    /// Reads the declared API (tens of milliseconds, once a process). A build calls this on a
    /// spare thread while it loads the course; otherwise the first snippet of each thread waits
    /// for it, spinning.
    public static func loadAPI() {
        _ = APITable.standard
    }

    public func run(_ request: Request) -> Result {
        // `import Then` in the snippet alone: the sources are prepared again with its stand-in.
        let missing = LibraryStandIns.code(importedBy: [request.snippet.text]).filter { !loadedStandIns.contains($0.location.file) }
        if !missing.isEmpty {
            return SnippetEvaluator(sources: givenSources + missing, interfaceFiles: givenInterfaceFiles, images: images, colors: colors,
                                    localizedStrings: localizedStrings, budget: budget, textMeasurer: textMeasurer,
                                    compilationConditions: compilationConditions, opaqueNavigationBars: opaqueNavigationBars).run(request)
        }
        var snippetTree: SourceFileSyntax?
        var result = runChecked(request, parsed: &snippetTree)
        result.snippetTree = snippetTree
        if !leftOutNames.isEmpty { result.diagnostics = result.diagnostics.map(explainingLeftOut) }
        return result
    }

    /// An error about a name the app's sources declare but that was left out says where and why.
    private func explainingLeftOut(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.severity == .error else { return diagnostic }
        let quoted = diagnostic.message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        guard let name = quoted.first(where: { leftOutNames[$0] != nil }), let warning = leftOutNames[name] else { return diagnostic }
        var explained = diagnostic
        // Not a library's after all: the app declares it.
        if let hint = explained.message.range(of: APIChecker.libraryHintOpening) { explained.message = String(explained.message[..<hint.lowerBound]) }
        explained.message += "; '\(name)' is declared in the app's sources but was left out" + (warning.location.map { " (\($0.description))" } ?? "")
            + ": " + (warning.message.components(separatedBy: "left out of the app's sources: ").last ?? warning.message)
        return explained
    }

    private func runChecked(_ request: Request, parsed snippetTree: inout SourceFileSyntax?) -> Result {
        if !sourceDiagnostics.isEmpty || !interfaceDiagnostics.isEmpty {
            return Result(layout: nil, diagnostics: interfaceDiagnostics + sourceDiagnostics)
        }
        var files = parsedSources
        let codes = request.setup + [request.snippet]
        let tooDeep = codes.compactMap(NestingGuard.diagnostic)
        if !tooDeep.isEmpty { return Result(layout: nil, diagnostics: tooDeep) }
        let unfolded = codes.map { Parser.parse(source: $0.text) }
        snippetTree = unfolded.last
        let operators = Interpreter.operatorTable(operatorDeclarations + Interpreter.operatorDeclarations(in: unfolded))
        for (code, raw) in zip(codes, unfolded) {
            let tree = Interpreter.fold(raw, operators: operators)
            let syntax = Self.syntaxDiagnostics(of: code, tree: tree)
            if !syntax.isEmpty { return Result(layout: nil, diagnostics: syntax) }
            files.append((code, tree))
        }
        let (substitutions, varyErrors) = Self.substitutions(request, snippet: files.last?.1)
        if !varyErrors.isEmpty { return Result(layout: nil, diagnostics: varyErrors) }
        let interpreter = Interpreter(budget: budget, images: images, substitutions: substitutions, build: build, colors: colors,
                                      localizedStrings: localizedStrings)
        interpreter.knownElsewhere = Set(leftOutNames.keys)
        interpreter.whenReached = sourceUsesWhenReached
        interpreter.operators = operators
        interpreter.screenSize = request.device
        interpreter.textMeasurer = textMeasurer
        interpreter.interfaceFiles = interfaceFiles
        let snippetTree = files.last?.1
        interpreter.snippetRootID = snippetTree.map { Syntax($0).id }
        interpreter.snippetConverter = snippetTree.map { SourceLocationConverter(fileName: "snippet", tree: $0) }
        interpreter.declare(files: files.map(\.1))
        // Checked as the compiler would before anything runs: every mistake at once.
        let checked = files.dropFirst(parsedSources.count)
        let apiErrors = interpreter.check(checked.map(\.1))
        if !apiErrors.isEmpty {
            return Result(layout: nil, diagnostics: apiErrors.map { diagnostic(for: $0, files, rootLocation: request.rootLocation) })
        }
        var result: Result
        do {
            for (index, (_, tree)) in files.enumerated() {
                interpreter.lastExpressionValue = nil
                _ = try interpreter.execute(tree.statements, Interpreter.Context(scope: interpreter.globals),
                                          topLevel: index == files.count - 1, hoisted: true)
            }
            guard let snippetTree else { return Result(layout: nil, diagnostics: []) }
            let start = ContinuousClock.now
            result = try layOut(request, interpreter, snippetTree)
            result.layoutTime = ContinuousClock.now - start
        } catch {
            result = Result(layout: nil, diagnostics: [diagnostic(for: error, files, rootLocation: request.rootLocation)])
        }
        result.printed = interpreter.printed
        result.drawnPictures = interpreter.drawnPictures
        for (messages, severity, id) in [(interpreter.warnings, Severity.warning, "snippet.warning"), (interpreter.notes, .note, "snippet.root-auto"),
                                         (Self.unique(interpreter.layoutNotes), .note, "layout.note")] {
            result.diagnostics += messages.map { message in
                var located = diagnostic(for: message, files, rootLocation: request.rootLocation)
                located.severity = severity
                located.id = id
                return located
            }
        }
        return result
    }

    /// Each message once (a note said for every row of a table is said once).
    static func unique(_ errors: [InterpreterError]) -> [InterpreterError] {
        var seen: Set<String> = []
        return errors.filter { seen.insert($0.message).inserted }
    }

    private func layOut(_ request: Request, _ interpreter: Interpreter, _ tree: SourceFileSyntax) throws(InterpreterError) -> Result {
        guard var subject = try RootChooser(interpreter: interpreter, tree: tree, rangeIsGiven: request.range != nil).subject(root: request.root) else {
            return Result(layout: nil, diagnostics: [])
        }
        // A preview of a `UIViewRepresentable`: the view it makes.
        subject = try interpreter.represented(subject, at: tree)
        // A tab bar controller: the selected tab's controller, drawn with the tab bar. Its own view
        // loads first (a subclass's viewDidLoad often makes the tabs).
        if case .object(let tabs as TabBarControllerObject) = subject {
            if !tabs.isViewLoaded { try interpreter.loadView(of: tabs) }
            guard let selected = tabs.selected else {
                throw InterpreterError("nothing to lay out: '\(tabs.typeName)' has no tabs; set its 'viewControllers'", at: tree)
            }
            subject = .object(selected)
        }
        // `UINavigationController(rootViewController: list)`: its root, drawn with its bars.
        if case .object(let navigation as NavigationControllerObject) = subject, let root = navigation.root { subject = .object(root) }
        if case .object(let controller as ViewControllerObject) = subject, controller.isUIKit {
            if !controller.isUIKitClass {
                interpreter.layoutNotes.append(InterpreterError("'\(controller.typeName)' has no node (made with init(), not init(node:)): its view is a plain UIView, as Texture gives it, drawn as a UIKit view controller's"))
            }
            return try layOutUIKit(controller, request, interpreter)
        }
        if interpreter.isSwiftUIValue(subject) { return try layOutSwiftUI(subject, request, interpreter, at: tree) }
        if case .object(let view as ViewObject) = subject {
            // systemLayoutSizeFitting at the device width, or the range= width (its largest).
            let width = request.range.map { $0.max.width.isFinite ? $0.max.width : $0.min.width } ?? request.device.width
            // A cell's frame is the table's to give: only other views' frames are worth a note.
            if view.kind != .tableViewCell, view.frame.size.width > 0 || view.frame.size.height > 0 {
                let size = "\(NumberText.format(view.frame.size.width)) × \(NumberText.format(view.frame.size.height))"
                interpreter.layoutNotes.append(InterpreterError("the root view's frame (\(size)) is not used: a figure fits a view to \(NumberText.format(width)) points wide and the smallest height its constraints allow"))
            }
            return try layOutUIKit(view, as: .fitting(width: width, scale: Interpreter.figureScale), request, interpreter)
        }
        let calculator = LayoutCalculator(scale: Interpreter.figureScale, textMeasurer: textMeasurer)
        if case .object(let controller as ViewControllerObject) = subject {
            // The view loads before it is laid out: code in viewDidLoad (often a layoutSpecBlock) runs.
            if let viewDidLoad = interpreter.method("viewDidLoad", of: controller) {
                _ = try interpreter.call(viewDidLoad, [], selfObject: controller, at: viewDidLoad)
            }
            try interpreter.appear(controller)
            guard let rootNode = controller.node else { throw InterpreterError("view controller '\(controller.typeName)' has no node: call super.init(node:)") }
            let device = UIKitLayout.Device.iPhone(width: request.device.width, height: request.device.height)
            let chrome = NavigationChrome(controller, device: device, opaqueByDefault: opaqueNavigationBars)
            let viewSize = chrome?.viewFrame.size ?? request.device
            var builder = LayoutBuilder(interpreter: interpreter, range: SizeRange(exactly: viewSize))
            // The node is the view: a table node starts its rows below what covers its top (a table
            // always scrolls vertically); a collection node does in a navigation controller, and
            // elsewhere only when its items overflow it, which the figure cannot know beforehand.
            let coveredTop = chrome?.safeAreaInsets.top ?? device.safeAreaInsets.top
            if !rootNode.adjustsContentInset {
                // `.never`: the rows start at the top of the view, under what covers it.
            } else if coveredTop > 0, rootNode.kind == .table || (rootNode.kind == .collection && chrome != nil) {
                builder.coveredTop = (ObjectIdentifier(rootNode), coveredTop)
            } else if coveredTop > 0, rootNode.kind == .collection {
                interpreter.layoutNotes.append(InterpreterError("if the items overflow the collection node, UIKit starts them \(NumberText.format(coveredTop)) pt lower, below the status bar (its adjusted content inset); the figure draws them where they start when they fit"))
            }
            guard var root = try builder.node(rootNode, at: tree) as? DisplayNode else { return Result(layout: nil, diagnostics: []) }
            var layout = calculator.layoutViewController(root: root, viewSize: viewSize)
            if let chrome {
                // The node fills the view, which Texture lays out like any node: the bars are UIKit's.
                interpreter.layoutNotes += chrome.notes
                root.style = .placed(at: chrome.viewFrame)
                layout = calculator.layout(NavigationBarsFigure(chrome: chrome, textMeasurer: textMeasurer).window(around: root), in: SizeRange(exactly: chrome.screen))
            }
            if let failure = builder.failures.first { throw failure }
            return Result(layout: layout, diagnostics: warnings(of: layout, in: request.snippet))
        }
        let range = request.range ?? SizeRange(min: Size(width: request.device.width, height: 0), max: Size(width: request.device.width, height: .infinity))
        var builder = LayoutBuilder(interpreter: interpreter, range: range)
        let element = try builder.element(subject, at: tree)
        let layout = calculator.layout(element, in: range)
        if let failure = builder.failures.first { throw failure }
        return Result(layout: layout, diagnostics: warnings(of: layout, in: request.snippet))
    }

    /// The engine's warnings (values it clamped or could not resolve), once each, at the line that
    /// creates the element they name, else at the snippet's first line.
    private func warnings(of layout: LayoutResult, in snippet: Code) -> [Diagnostic] {
        var seen: Set<String> = []
        return layout.warnings.compactMap { warning in
            let message = warning.description
            guard seen.insert(message).inserted else { return nil }
            let line = warning.elementName.flatMap { Self.sourceLine(of: $0, in: layout.root) } ?? 1
            let location = Self.map(line: line, column: 1, in: snippet)
            return warning.isNote ? Diagnostic(.note, id: "layout.rule", message, at: location) : .warning("layout.value", message, at: location)
        }
    }

    private static func sourceLine(of name: String, in layout: Layout) -> Int? {
        if layout.name == name, let range = layout.info.sourceRange { return range.startLine }
        return layout.children.lazy.compactMap { sourceLine(of: name, in: $0) }.first
    }

    private func diagnostic(for error: InterpreterError, _ files: [(Code, SourceFileSyntax)],
                            rootLocation: Diagnostics.SourceLocation?) -> Diagnostic {
        let snippet = files.last?.0.location
        if let (path, line) = error.fileLine { return .error("snippet.interface", error.message, at: Diagnostics.SourceLocation(file: path, line: line)) }
        // An error in the root= expression itself: its tree is none of the files.
        if let rootLocation, error.file != nil, !files.contains(where: { Syntax($0.1).id == error.file }) {
            return .error("snippet.runtime", "\(error.message) (in root=)", at: rootLocation)
        }
        guard let position = error.position,
              let (code, tree) = files.first(where: { Syntax($0.1).id == error.file }) ?? files.last
        else { return .error("snippet.runtime", error.message, at: snippet) }
        let location = SourceLocationConverter(fileName: code.location.file, tree: tree).location(for: position)
        return .error("snippet.runtime", error.message, at: Self.map(line: location.line, column: location.column, in: code))
    }
}
