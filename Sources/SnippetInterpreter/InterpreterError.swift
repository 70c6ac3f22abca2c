import SwiftSyntax

/// Why a snippet stopped: a message like the Swift compiler's, at a position in the snippet.
struct InterpreterError: Error {
    var message: String
    var position: AbsolutePosition?
    /// Which parsed file the position is in (Sources, a hidden snippet, or the snippet).
    var file: SyntaxIdentifier?
    /// A line of a file that is not Swift (an Interface Builder file), when the problem is there.
    var fileLine: (path: String, line: Int)?
    /// The code threw an error (`throw LayoutError.tooWide`), which the interpreter keeps as
    /// `thrownValue`: only such an error is caught by `do`/`catch` or `try?`, never a problem of
    /// the snippet itself.
    var isThrownByCode = false

    init(_ message: String, inFile path: String, line: Int) {
        self.message = message
        self.fileLine = (path, line)
    }

    init(_ message: String, at node: (some SyntaxProtocol)?) {
        self.message = message
        self.position = node?.positionAfterSkippingLeadingTrivia
        self.file = node?.root.id
    }

    init(_ message: String) {
        self.message = message
        self.position = nil
        self.file = nil
    }
}

/// Limits that keep a snippet from running forever or filling memory.
public struct Budget: Sendable {
    public var steps: Int
    public var callDepth: Int
    public var nodes: Int
    public var stringLength: Int
    /// Wall-clock time one run may take (the playground's limit for untrusted code); nil for none,
    /// as in a build, where the step count alone keeps results the same on every machine.
    public var timeLimit: Duration?

    public init(steps: Int = 1_000_000, callDepth: Int = 200, nodes: Int = 10_000, stringLength: Int = 1_000_000,
                timeLimit: Duration? = nil) {
        self.steps = steps
        self.callDepth = callDepth
        self.nodes = nodes
        self.stringLength = stringLength
        self.timeLimit = timeLimit
    }

    public static let `default` = Budget()
}

/// How a statement ended.
enum Completion {
    case normal
    case returned(Value)
    /// `break`, or `break outer` naming a labelled statement around it.
    case breakLoop(label: String?)
    case continueLoop(label: String?)
    /// `fallthrough`: the next case of the switch runs too.
    case fallThrough
}
