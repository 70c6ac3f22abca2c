import Diagnostics
import SiteRenderer

/// What a page sends to run a learner's edit: the code, and where it belongs (DESIGN's playground API).
public struct PlaygroundRequest: Sendable, Hashable, Codable {
    public var code: String
    /// A session's slug (`01-basics`): its hidden snippets and the course's Sources are in scope.
    public var session: String?
    /// A snippet of that session (`s3`): its fence attributes (`root=`, `device=`, `vary=`, `range=`)
    /// apply, and only the hidden snippets before it are in scope.
    public var snippet: String?
    /// `375x667`, overriding the snippet's and the course's device.
    public var device: String?
    /// For `/api/check`: the exercise whose target the code is compared with.
    public var exercise: String?

    public init(code: String, session: String? = nil, snippet: String? = nil, device: String? = nil, exercise: String? = nil) {
        self.code = code
        self.session = session
        self.snippet = snippet
        self.device = device
        self.exercise = exercise
    }
}

/// A diagnostic as the editor shows it. Lines and columns are the snippet's own (line 1 is its first
/// line); `file` is set only for a problem in another file (the course's Sources or a hidden snippet).
public struct PlaygroundDiagnostic: Sendable, Hashable, Codable {
    public var line: Int
    public var column: Int
    public var severity: String
    public var message: String
    public var file: String?

    public init(line: Int, column: Int, severity: String, message: String, file: String? = nil) {
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.file = file
    }
}

/// The answer to `/api/run`: the first variant's drawing at the top level, every variant in `variants`.
public struct PlaygroundRunResponse: Sendable, Hashable, Codable {
    /// Empty when the code does not lay out (see `diagnostics`).
    public var svg: String
    public var outline: String
    /// Named nodes' frames in points, `[x, y, width, height]` relative to the root.
    public var frames: [String: [Double]]
    public var diagnostics: [PlaygroundDiagnostic]
    /// Every drawn variant (a snippet with `vary=` has several), as the built page holds them.
    public var variants: [FigureContent.Variant]
    public var width: Double
    public var height: Double
}

/// The answer to `/api/check`: the run, and how its layout compares with the exercise's target.
public struct PlaygroundCheckResponse: Sendable, Hashable, Codable {
    public var matches: Bool
    /// `priceNode: x 8, target 12`, one line per node that differs.
    public var differences: [String]
    public var run: PlaygroundRunResponse

    enum CodingKeys: String, CodingKey { case matches, differences }

    public func encode(to encoder: any Encoder) throws {
        // The run's fields sit beside matches and differences, as one flat object.
        try run.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(matches, forKey: .matches)
        try container.encode(differences, forKey: .differences)
    }

    public init(matches: Bool, differences: [String], run: PlaygroundRunResponse) {
        self.matches = matches
        self.differences = differences
        self.run = run
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        matches = try container.decode(Bool.self, forKey: .matches)
        differences = try container.decode([String].self, forKey: .differences)
        run = try PlaygroundRunResponse(from: decoder)
    }
}

/// A request the playground cannot serve, said as the page should show it.
public struct PlaygroundError: Error, Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// The request names something malformed (a device like `375by667`).
        case invalid
        /// The request names a session, snippet or exercise the course does not have.
        case notFound
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}
