/// A display node: a leaf, or the owner of a subtree built by a layout spec.
///
/// A value type: a node's identity for the result is its `info.name`, and a node laid out through a
/// layoutSpecBlock owns the subtree that block returns. Nothing in a layout pass mutates a node
/// (Texture's style side effects are carried on the `Layout` instead), so no reference semantics are needed.
///
/// For the per-pass layout cache a node also carries an identity token. Copies share it (they are the
/// same node), and any mutation replaces it, so two nodes that differ never share cached layouts.
public struct DisplayNode: LayoutElement {
    public var nodeKind: NodeKind { didSet { identity = NodeIdentity() } }
    public var style: LayoutStyle { didSet { identity = NodeIdentity() } }
    public var info: ElementInfo { didSet { identity = NodeIdentity() } }
    public var appearance: NodeAppearance { didSet { identity = NodeIdentity() } }
    public var content: NodeContent { didSet { identity = NodeIdentity() } }
    private var identity = NodeIdentity()

    public init(kind: NodeKind = .display, content: NodeContent = .plain(intrinsicSize: nil),
                style: LayoutStyle = LayoutStyle(), appearance: NodeAppearance = NodeAppearance(),
                info: ElementInfo = ElementInfo()) {
        self.nodeKind = kind
        self.content = content
        self.style = style
        self.appearance = appearance
        self.info = info
    }

    public var kind: LayoutKind { .node(nodeKind) }
    public var layoutCacheIdentity: ObjectIdentifier? { ObjectIdentifier(identity) }

    public func calculateLayout(in range: SizeRange, parentSize: Size, pass: LayoutPass) -> Layout {
        switch content {
        case .plain(let intrinsicSize):
            return leafLayout(range: range, measured: intrinsicSize ?? Self.fillingSize(range.max), pass: pass)
        case .image(let pointSize):
            return leafLayout(range: range, measured: pointSize ?? Self.fillingSize(range.max), pass: pass)
        case .text(let text):
            return textLayout(text, range: range, pass: pass)
        case .layoutSpec(let block):
            return specLayout(block(range), range: range, pass: pass)
        case .table(let table):
            return tableLayout(table, range: range, pass: pass)
        case .scroll(let scroll):
            return scrollLayout(scroll, range: range, parentSize: parentSize, pass: pass)
        }
    }

    func details(measuredText: MeasuredText? = nil) -> NodeDetails {
        var text: TextContent?
        if case .text(let content) = content { text = content }
        return NodeDetails(appearance: appearance, text: text, measuredText: measuredText)
    }
}

/// The identity of one display node value; only compared, never read.
private final class NodeIdentity: Sendable {}
