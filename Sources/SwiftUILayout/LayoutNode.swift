/// One view of a layout pass: its description, how it lays out, and what it answered and where it
/// ended. A node answers the same size for the same proposal (P3), so answers are remembered.
final class LayoutNode {
    let description: ViewDescription
    let behavior: any LayoutBehavior
    var children: [LayoutNode]
    let environment: LayoutEnvironment
    unowned let run: LayoutRun
    /// Most views are asked two to four proposals: a short list is faster to search than to hash.
    private var answers: [(proposal: ProposedViewSize, size: ViewSize)] = []

    /// Set when the parent places it: the proposal of the placement pass and the frame it got.
    private(set) var placedProposal: ProposedViewSize?
    private(set) var frame: ViewFrame?
    /// `.offset` moves drawing only (OF1): what was added to this node's drawn position.
    var drawnOffset = ViewPoint.zero

    init(_ description: ViewDescription, behavior: any LayoutBehavior, children: [LayoutNode], environment: LayoutEnvironment, run: LayoutRun) {
        self.description = description
        self.behavior = behavior
        self.children = children
        self.environment = environment
        self.run = run
    }

    /// P1: the size this view chooses for a proposal.
    func size(_ proposal: ProposedViewSize) throws -> ViewSize {
        for known in answers where known.proposal == proposal { return known.size }
        try run.step()
        let answer = try behavior.sizeThatFits(proposal, self)
        answers.append((proposal, answer))
        return answer
    }

    /// Puts the view at `origin` with the size it answers for `proposal`, then its children.
    func place(at origin: ViewPoint, proposal: ProposedViewSize) throws {
        let frame = ViewFrame(origin: origin, size: try size(proposal))
        self.frame = frame
        placedProposal = proposal
        try behavior.placeChildren(of: self, in: frame, proposal: proposal)
    }

    var layoutPriority: Double { behavior.layoutPriority(of: self) }
    var spacing: SpacingKind { behavior.spacing(of: self) }

    /// S9–S10: the view's value for a guide at a size: an explicit value, else the default.
    func guide(_ guide: AlignmentGuide, in size: ViewSize) throws -> Double {
        try behavior.explicitGuide(guide, in: size, of: self) ?? guide.defaultValue(in: size)
    }

    /// Moves this node and everything placed below it (right-to-left mirroring, offsets).
    func transform(_ change: (ViewFrame) -> ViewFrame) {
        if let frame { self.frame = change(frame) }
        for child in children { child.transform(change) }
    }
}

/// How a view's edges space against its neighbours in a stack without `spacing:` (G1–G6).
enum SpacingKind {
    case plain, text, spacer, divider
}

/// What one layout pass shares: the text metrics, the rules it assumed and the sandbox's bound.
final class LayoutRun {
    let textSizing: any TextSizing
    let maximumSteps: Int
    private var steps = 0
    private var assumedRules: UInt32 = 0

    /// Said once per rule; layout asks this for every text it measures, so it must be cheap.
    func assume(_ rule: OpenRule) { assumedRules |= 1 << rule.bit }
    var assumed: [OpenRule] { OpenRule.allCases.filter { assumedRules & (1 << $0.bit) != 0 } }

    init(textSizing: any TextSizing, maximumSteps: Int) {
        self.textSizing = textSizing
        self.maximumSteps = maximumSteps
    }

    func step() throws {
        steps += 1
        if steps > maximumSteps { throw SwiftUILayoutError.tooManySteps(maximumSteps) }
    }
}

/// The environment values layout reads, handed down from parent to child.
struct LayoutEnvironment {
    var font = ViewFont.body
    /// A weight or italic set around texts, which wins over their font's own (`VStack { … }.bold()`).
    var fontWeight: String?
    var isItalic = false
    var foregroundColor: ViewColor?
    var lineLimit: Int?
    var textAlignment = TextAlignment.leading
    var layoutDirection = LayoutDirection.leftToRight
    /// The axis of the stack a view is a direct child of: Spacers and Dividers orient by it.
    var stackAxis: Axis?
}

public enum SwiftUILayoutError: Error, CustomStringConvertible {
    case tooManySteps(Int)

    public var description: String {
        switch self {
        case .tooManySteps(let limit): "layout asked views for their size more than \(limit) times; is a view nested in itself?"
        }
    }
}
