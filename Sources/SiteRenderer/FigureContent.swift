/// A drawn figure of a snippet, as the site needs it: SVG markup per variant and a text
/// outline. Produced by the pipeline (interpreter + diagrams); the renderer only places it.
public struct FigureContent: Sendable, Hashable, Codable {
    public struct Variant: Sendable, Hashable, Codable {
        /// `justifyContent: .center`; empty when the snippet has no `vary=`.
        public var label: String
        public var svg: String
        /// The variant's layout as indented text ("Layout as text"), for readers who cannot see it.
        public var outline: String

        public init(label: String, svg: String, outline: String) {
            self.label = label
            self.svg = svg
            self.outline = outline
        }
    }

    /// What the reader must know to trust the figure: a warning (a constraint conflict, an ambiguous
    /// layout, something not drawn) or a note (a rule the layout assumed).
    public struct Note: Sendable, Hashable, Codable {
        public var isWarning: Bool
        public var message: String

        public init(isWarning: Bool, message: String) {
            self.isWarning = isWarning
            self.message = message
        }
    }

    public var variants: [Variant]
    public var width: Double
    public var height: Double
    public var notes: [Note]
    /// What a comparison weighs, computed from the layout: "6 views · 18 constraints · depth 2".
    public var cost: String?
    /// On an exercise's starter: how its layout differs from the target's, node by node
    /// ("priceNode: x 8, target 12").
    public var targetDifferences: [String] = []

    public init(variants: [Variant], width: Double, height: Double, notes: [Note] = [], cost: String? = nil) {
        self.variants = variants
        self.width = width
        self.height = height
        self.notes = notes
        self.cost = cost
    }

    /// Key of a snippet's figure: the session file and the snippet id (`Content/02-x.md#s3`).
    public static func key(file: String, snippetID: String) -> String { "\(file)#\(snippetID)" }
}

/// What running a snippet produced, for the page: its figure, or the message it failed with.
public struct SnippetOutcome: Sendable, Hashable, Codable {
    public var figure: FigureContent?
    /// For `fails=` snippets: the diagnostic the interpreter gave.
    public var failure: String?

    public init(figure: FigureContent? = nil, failure: String? = nil) {
        self.figure = figure
        self.failure = failure
    }
}
