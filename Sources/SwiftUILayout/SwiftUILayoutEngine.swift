/// Lays out a SwiftUI view description as SwiftUI on an iPhone would (iOS 17 rules, scale 2):
/// the root is offered `proposal` and put at (0, 0).
public struct SwiftUILayoutEngine {
    public let textSizing: any TextSizing
    public let scale: Double
    /// The sandbox's bound: how many size questions one layout may ask.
    public let maximumSteps: Int

    public init(textSizing: any TextSizing, scale: Double = 2, maximumSteps: Int = 2_000_000) {
        self.textSizing = textSizing
        self.scale = scale
        self.maximumSteps = maximumSteps
    }

    public func layout(_ root: ViewDescription, proposal: ProposedViewSize) throws -> SwiftUILayoutResult {
        let run = LayoutRun(textSizing: textSizing, maximumSteps: maximumSteps)
        let factory = NodeFactory(run: run, pixel: 1 / scale)
        let node = try factory.node(root, LayoutEnvironment())
        try node.place(at: .zero, proposal: proposal)
        return SwiftUILayoutResult(root: try placed(node), assumed: run.assumed.sorted())
    }

    private func placed(_ node: LayoutNode) throws -> PlacedView {
        let frame = node.frame ?? ViewFrame(origin: .zero, size: .zero)
        let description = node.description
        return PlacedView(
            label: description.label, identifier: description.identifier, typeName: description.typeName, source: description.source,
            role: NodeFactory.role(of: description.content, node.environment), frame: frame,
            drawnFrame: frame.offsetBy(node.drawnOffset.x, node.drawnOffset.y), proposal: node.placedProposal ?? .unspecified,
            children: try node.children.filter { $0.frame != nil }.map(placed))
    }
}
