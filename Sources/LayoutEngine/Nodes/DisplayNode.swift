/// A display node: a leaf, or the owner of a subtree built by a layout spec.
///
/// A value type: a node's identity for the result is its `info.name`, and a node laid out through a
/// layoutSpecBlock owns the subtree that block returns. Nothing in a layout pass mutates a node
/// (Texture's style side effects are carried on the `Layout` instead), so no reference semantics are needed.
///
/// A node also carries the description its layouts share (kind, info, style, appearance), built when
/// the node is created or changed so that a calculation allocates none. That object doubles as the
/// identity token of the per-pass layout cache: copies share it (they are the same node), and any mutation
/// replaces it, so two nodes that differ never share cached layouts.
public struct DisplayNode: LayoutElement {
    // Stored properties in the order a calculation reads them, so that the first cache lines of a node
    // hold what layout needs and the appearance comes last.
    private var shared: LayoutDescription
    public var content: NodeContent { didSet { describe() } }
    public var style: LayoutStyle { didSet { describe() } }
    public var nodeKind: NodeKind { didSet { describe() } }
    public var info: ElementInfo { didSet { describe() } }
    public var appearance: NodeAppearance { didSet { describe() } }

    public init(kind: NodeKind = .display, content: NodeContent = .plain(intrinsicSize: nil),
                style: LayoutStyle = LayoutStyle(), appearance: NodeAppearance = NodeAppearance(),
                info: ElementInfo = ElementInfo()) {
        self.nodeKind = kind
        self.content = content
        self.style = style
        self.appearance = appearance
        self.info = info
        shared = Self.description(kind: kind, content: content, style: style, appearance: appearance, info: info)
    }

    private mutating func describe() {
        shared = Self.description(kind: nodeKind, content: content, style: style, appearance: appearance, info: info)
    }

    private static func description(kind: NodeKind, content: NodeContent, style: LayoutStyle,
                                    appearance: NodeAppearance, info: ElementInfo) -> LayoutDescription {
        LayoutDescription(kind: .node(kind), info: info, style: style,
                          node: NodeDetails(appearance: appearance, text: content.text))
    }

    /// What every layout of this node shares; text layouts add their measured text to a copy.
    var layoutDescription: LayoutDescription { shared }

    public var kind: LayoutKind { .node(nodeKind) }
    public var layoutCacheIdentity: ObjectIdentifier? { ObjectIdentifier(shared) }

    public func ownRange(parentSize: Size) -> SizeRange {
        shared.sizeIsAuto ? .unconstrained : style.resolvedRange(parentSize: parentSize)
    }

    public func calculateLayout(in range: SizeRange, parentSize: Size, pass: LayoutPass) -> CalculatedLayout {
        switch content {
        case .plain(let intrinsicSize):
            return leafLayout(range: range, measured: intrinsicSize ?? Self.fillingSize(range.max), pass: pass)
        case .image(let pointSize):
            return leafLayout(range: range, measured: pointSize ?? Self.fillingSize(range.max), pass: pass)
        case .text(let text):
            return textLayout(text, range: range, pass: pass)
        case .layoutSpec(let block):
            let element = block(range)
            pass.keepAlive(element)
            return specLayout(element, range: range, pass: pass)
        case .table(let table):
            return tableLayout(table, range: range, pass: pass)
        case .scroll(let scroll):
            return scrollLayout(scroll, range: range, parentSize: parentSize, pass: pass)
        }
    }
}

extension NodeContent {
    /// The text of a text node; nil for every other content.
    var text: TextContent? {
        if case .text(let content) = self { return content }
        return nil
    }
}
