import Diagnostics
import Markup

/// The whole course as later stages see it.
public struct Course: Hashable, Sendable {
    public var config: CourseConfig
    public var sessions: [Session]
    /// `Content/Sources/*.swift`: declarations loaded before every snippet.
    public var sources: [SourceFile]
    /// Files under `Content/Assets/`, relative to that folder.
    public var assets: [String]
    /// The app's asset catalogs that `sources:` names (`Assets.xcassets`).
    public var assetCatalogs: [AssetCatalog]
    /// The app's strings tables that `sources:` names (`en.lproj/Localizable.strings`).
    public var stringsTables: [StringsTable]

    public init(config: CourseConfig, sessions: [Session], sources: [SourceFile] = [], assets: [String] = [], assetCatalogs: [AssetCatalog] = [],
                stringsTables: [StringsTable] = []) {
        self.config = config
        self.sessions = sessions
        self.sources = sources
        self.assets = assets
        self.assetCatalogs = assetCatalogs
        self.stringsTables = stringsTables
    }

    public var exerciseCount: Int { sessions.reduce(0) { $0 + $1.exercises.count } }
}

/// A Swift file from `Content/Sources/`, or one of the app's files `sources:` names.
public struct SourceFile: Hashable, Sendable {
    /// Relative to the course root, e.g. `Content/Sources/Models.swift`.
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// A file of the app's own (`sources:`), not of the course's `Content/Sources/`.
    public var isAppFile: Bool { !path.hasPrefix("Content/Sources/") }
}

/// One session file: front matter, an introduction and numbered steps.
public struct Session: Hashable, Sendable, Identifiable {
    /// File name without `.md`; the page is `<slug>.html`.
    public var slug: String
    /// Relative to the course root, e.g. `Content/02-stacks.md`.
    public var sourcePath: String
    public var title: String
    public var summary: String?
    public var duration: String?
    /// What comes before the first `##` heading.
    public var introduction: [StepContent]
    public var steps: [Step]
    /// Every Swift fence of the session in document order, hidden ones included.
    public var snippets: [Snippet]
    public var exercises: [Exercise]
    /// Consecutive snippets shown as one figure block with tabs (`group=`).
    public var groups: [FigureGroup] = []
    /// The file's text as read: what the build cache keys a session's figures by.
    public var sourceText: String = ""

    public var id: String { slug }
    public var pageName: String { "\(slug).html" }

    public init(slug: String, sourcePath: String, title: String, summary: String? = nil, duration: String? = nil,
                introduction: [StepContent] = [], steps: [Step] = [], snippets: [Snippet] = [], exercises: [Exercise] = []) {
        self.slug = slug
        self.sourcePath = sourcePath
        self.title = title
        self.summary = summary
        self.duration = duration
        self.introduction = introduction
        self.steps = steps
        self.snippets = snippets
        self.exercises = exercises
    }

    public func exercise(id: String) -> Exercise? { exercises.first { $0.id == id } }
}

/// A `##` section of a session.
public struct Step: Hashable, Sendable {
    /// 1-based position in the session.
    public var number: Int
    public var title: String
    /// Stable, unique within the page, derived from the title.
    public var anchor: String
    public var location: SourceLocation
    public var content: [StepContent]

    public init(number: Int, title: String, anchor: String, location: SourceLocation, content: [StepContent]) {
        self.number = number
        self.title = title
        self.anchor = anchor
        self.location = location
        self.content = content
    }
}

/// What a step shows, in order.
public enum StepContent: Hashable, Sendable {
    case markdown(Block)
    case snippet(Snippet)
    /// The exercise with this id is shown here (where its first snippet was).
    case exercise(String)
}

/// An exercise: a target, a starting point, hints and the solution, grouped by `id`.
public struct Exercise: Hashable, Sendable, Identifiable {
    public var id: String
    public var stepNumber: Int
    public var expected: Snippet?
    public var starter: Snippet?
    public var cheat: Snippet?
    public var hints: [Hint]

    public init(id: String, stepNumber: Int, expected: Snippet? = nil, starter: Snippet? = nil, cheat: Snippet? = nil, hints: [Hint] = []) {
        self.id = id
        self.stepNumber = stepNumber
        self.expected = expected
        self.starter = starter
        self.cheat = cheat
        self.hints = hints
    }
}

/// A `> [!TIP]` inside an exercise, revealed on request.
public struct Hint: Hashable, Sendable {
    public var blocks: [Block]
    public var location: SourceLocation

    public init(blocks: [Block], location: SourceLocation) {
        self.blocks = blocks
        self.location = location
    }
}
