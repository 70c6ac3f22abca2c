import Foundation
import Diagnostics

/// What a Swift code fence is for, from its info string (DESIGN §2).
public enum SnippetRole: Hashable, Sendable {
    /// Shown and highlighted; `test` checks that it parses.
    case plain
    /// Shown, run, and its layout drawn below it.
    case diagram
    /// Run before later snippets of the session, not shown.
    case hidden
    /// Exercise target: its diagram is shown, its code is not.
    case expected
    /// The learner's starting code for an exercise.
    case starter
    /// The solution, behind a reveal.
    case cheat
    /// Must fail with a diagnostic containing the text.
    case fails(String)

    public var name: String {
        switch self {
        case .plain: "plain"
        case .diagram: "diagram"
        case .hidden: "hidden"
        case .expected: "expected"
        case .starter: "starter"
        case .cheat: "cheat"
        case .fails: "fails"
        }
    }

    /// Roles whose code the interpreter runs.
    public var isExecuted: Bool {
        switch self {
        case .plain: false
        default: true
        }
    }

    /// Roles whose layout is drawn as a figure.
    public var hasFigure: Bool {
        switch self {
        case .diagram, .expected, .starter, .cheat: true
        default: false
        }
    }

    public var belongsToExercise: Bool {
        switch self {
        case .expected, .starter, .cheat: true
        default: false
        }
    }
}

/// The attributes a fence may carry after its role.
public struct SnippetAttributes: Hashable, Sendable {
    public var id: String?
    public var caption: String?
    public var device: DeviceSize?
    public var range: RootSizeRange?
    public var root: String?
    public var file: String?
    public var vary: [Variation] = []
    /// Facts about the layout that `layoutbook test` checks (`expect="nameNode.lines == 2"`).
    public var expect: [LayoutExpectation] = []
    /// `group="card"`: consecutive snippets with the same group are one figure block with tabs.
    public var group: String?
    /// `same`: `layoutbook test` proves the group's members lay out the same named frames.
    public var same = false

    public init() {}

    public static let names = ["id", "caption", "device", "range", "root", "file", "vary", "expect", "group", "same", "fails"]
}

/// `range=375x0...375x800`: the size range the root is laid out in.
public struct RootSizeRange: Hashable, Sendable {
    public var minWidth: Double, minHeight: Double, maxWidth: Double, maxHeight: Double

    public init?(_ text: String) {
        let ends = text.components(separatedBy: "...")
        guard ends.count == 2 else { return nil }
        func size(_ s: String) -> (Double, Double)? {
            let parts = s.split(separator: "x")
            guard parts.count == 2, let w = Self.number(parts[0]), let h = Self.number(parts[1]), w >= 0, h >= 0
            else { return nil }
            return (w, h)
        }
        guard let min = size(ends[0]), let max = size(ends[1]), min.0 <= max.0, min.1 <= max.1 else { return nil }
        (minWidth, minHeight, maxWidth, maxHeight) = (min.0, min.1, max.0, max.1)
    }

    private static func number(_ s: Substring) -> Double? {
        s == "inf" ? .infinity : Double(s)
    }
}

/// One `vary=` parameter: a name used in the snippet and the values it takes in turn.
public struct Variation: Hashable, Sendable {
    public var name: String
    public var values: [String]

    public init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }
}

/// A Swift code fence of a session, with everything later stages need to run, draw and show it.
public struct Snippet: Hashable, Sendable, Identifiable {
    /// Stable within a session: `s3` is the session's third Swift fence.
    public var id: String
    public var role: SnippetRole
    public var attributes: SnippetAttributes
    public var code: String
    /// Position of the fence's opening line (where role and attribute errors point).
    public var fenceLocation: SourceLocation
    /// Position of the first line of code (snippet line 1 maps here).
    public var codeLocation: SourceLocation
    /// The step the snippet sits in (0 = the session's introduction).
    public var stepNumber: Int

    public init(id: String, role: SnippetRole, attributes: SnippetAttributes, code: String,
                fenceLocation: SourceLocation, codeLocation: SourceLocation, stepNumber: Int) {
        self.id = id
        self.role = role
        self.attributes = attributes
        self.code = code
        self.fenceLocation = fenceLocation
        self.codeLocation = codeLocation
        self.stepNumber = stepNumber
    }

    /// Maps a 1-based line and column inside the snippet to the Markdown file.
    public func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: codeLocation.file, line: codeLocation.line + line - 1,
                       column: codeLocation.column + column - 1)
    }
}
