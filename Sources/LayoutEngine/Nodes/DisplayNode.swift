/// A display node: a leaf, or the owner of a subtree built by a layout spec.
///
/// A value type: a node's identity for the result is its `info.name`, and a node laid out through a
/// layoutSpecBlock owns the subtree that block returns. Nothing in a layout pass mutates a node
/// (Texture's style side effects are carried on the `Layout` instead), so no reference semantics are needed.
///
/// The node's values live in the description its layouts share (kind, info, style, appearance, content),
/// built when the node is created or changed so that a calculation allocates none. A node is that one
/// reference: an existential stores it inline instead of boxing a 400-byte struct, so a calculation
/// touches one object, not a box and an object (a large tree's layout is bound by cache misses). The
/// object doubles as the identity token of the per-pass layout cache: copies share it (they are the same
/// node), and any change replaces it, so two nodes that differ never share cached layouts.
public struct DisplayNode: LayoutElement {
    private var shared: LayoutDescription

    public init(kind: NodeKind = .display, content: NodeContent = .plain(intrinsicSize: nil),
                style: LayoutStyle = LayoutStyle(), appearance: NodeAppearance = NodeAppearance(),
                info: ElementInfo = ElementInfo()) {
        shared = Self.description(kind: kind, content: content, style: style, appearance: appearance, info: info)
    }

    // A node's description always has its content, node kind and details; the fallbacks below only
    // satisfy the types.

    public var content: NodeContent {
        get { shared.content ?? .plain(intrinsicSize: nil) }
        set { change(content: newValue) }
    }

    public var style: LayoutStyle {
        get { shared.style }
        set { change(style: newValue) }
    }

    public var nodeKind: NodeKind {
        get {
            if case .node(let kind) = shared.kind { return kind }
            return .display
        }
        set { change(kind: newValue) }
    }

    public var info: ElementInfo {
        get { shared.info }
        set { change(info: newValue) }
    }

    public var appearance: NodeAppearance {
        get { shared.node?.appearance ?? NodeAppearance() }
        set { change(appearance: newValue) }
    }

    /// Rebuilds the description with one value changed: a property of a struct stored in a class cannot
    /// be changed in place, and a new description is also a new cache identity.
    private mutating func change(kind: NodeKind? = nil, content: NodeContent? = nil, style: LayoutStyle? = nil,
                                 appearance: NodeAppearance? = nil, info: ElementInfo? = nil) {
        shared = Self.description(kind: kind ?? nodeKind, content: content ?? self.content, style: style ?? self.style,
                                  appearance: appearance ?? self.appearance, info: info ?? self.info)
    }

    private static func description(kind: NodeKind, content: NodeContent, style: LayoutStyle,
                                    appearance: NodeAppearance, info: ElementInfo) -> LayoutDescription {
        LayoutDescription(kind: .node(kind), info: info, style: style,
                          node: NodeDetails(appearance: appearance, text: content.text), content: content)
    }

    /// What every layout of this node shares; text layouts add their measured text to a copy.
    var layoutDescription: LayoutDescription { shared }

    public var kind: LayoutKind { shared.kind }
    public var layoutCacheIdentity: ObjectIdentifier? { ObjectIdentifier(shared) }

    public func ownRange(parentSize: Size) -> SizeRange {
        shared.sizeIsAuto ? .unconstrained : shared.style.resolvedRange(parentSize: parentSize)
    }

    public func calculateLayout(in range: SizeRange, parentSize: Size, pass: LayoutPass) -> CalculatedLayout {
        switch content {
        case .plain(let intrinsicSize):
            return leafLayout(range: range, measured: intrinsicSize ?? Self.fillingSize(range.max), pass: pass)
        case .image(let pointSize):
            return leafLayout(range: range, measured: pointSize ?? Self.fillingSize(range.max), pass: pass)
        case .text(let text):
            return textLayout(text, range: range, pass: pass)
        case .sizedByCode(let drawn, let sizeThatFits):
            if case .text(let text) = drawn { return textLayout(text, range: range, pass: pass, sizeThatFits: sizeThatFits) }
            return leafLayout(range: range, measured: sizeThatFits(range.max), pass: pass)
        case .layoutSpec(let block):
            let element = block(range)
            pass.keepAlive(element)
            return specLayout(element, range: range, pass: pass)
        case .table(let table):
            return tableLayout(table, range: range, pass: pass)
        case .scroll(let scroll):
            return scrollLayout(scroll, range: range, parentSize: parentSize, pass: pass)
        case .collection(let collection):
            return collectionLayout(collection, range: range, pass: pass)
        }
    }
}

extension NodeContent {
    /// The text of a text node; nil for every other content.
    var text: TextContent? {
        switch self {
        case .text(let content): content
        case .sizedByCode(let drawn, _): drawn.text
        default: nil
        }
    }
}
