import LayoutEngine
import SwiftSyntax

/// Turns the snippet's nodes and specs into engine elements.
///
/// A node's `layoutSpecThatFits(_:)` or `layoutSpecBlock` runs here with the root's range; when
/// its code reads the range, it runs again for each range the engine measures the node with
/// (`RangeDependentSpec`).
struct LayoutBuilder {
    let interpreter: Interpreter
    let range: SizeRange
    /// Errors from spec code the engine re-runs during layout; check after laying out.
    let failures: FailureSink
    private var building: Set<ObjectIdentifier> = []
    /// The nodes whose layouts are being built, innermost last: a node in one's spec is its subnode.
    private var enclosing: [NodeObject] = []
    /// A view controller's root node that is a table or a vertical collection, and what covers its
    /// top (the status bar, translucent bars): its rows start below that, as UIKit adjusts a
    /// scroll view's content inset.
    var coveredTop: (node: ObjectIdentifier, inset: Double)?
    /// False when code measures a layout (`node.layoutThatFits(range)`): Texture calculates it
    /// without loading the nodes' views (no didLoad) or adding them to the measured node.
    var appliesLayout = true

    init(interpreter: Interpreter, range: SizeRange, failures: FailureSink = FailureSink()) {
        self.interpreter = interpreter
        self.range = range
        self.failures = failures
    }

    mutating func element(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> any LayoutElement {
        guard case .object(let object) = value else {
            throw InterpreterError("expected a node or layout spec to lay out, found '\(value.typeName)'", at: node)
        }
        if let spec = object as? SpecObject { return try self.spec(spec, at: node) }
        if let target = object as? NodeObject { return try self.node(target, at: node) }
        if let controller = object as? ViewControllerObject, let root = controller.node { return try self.node(root, at: node) }
        throw InterpreterError("expected a node or layout spec to lay out, found '\(object.typeName)'", at: node)
    }

    private static func missingChild(of spec: SpecObject, at node: some SyntaxProtocol) -> InterpreterError {
        InterpreterError("'\(spec.typeName)' is laid out without a child, and Texture sizes it by its child: set its 'child'", at: spec.madeAt ?? Syntax(node))
    }

    mutating func spec(_ spec: SpecObject, at node: some SyntaxProtocol) throws(InterpreterError) -> any LayoutElement {
        // Texture lays an overlay or background spec out from its child, and fails without one.
        switch (spec.kind, spec.children.first) {
        case (.overlay, nil), (.overlay, Value.none?), (.background, nil), (.background, Value.none?): throw Self.missingChild(of: spec, at: node)
        default: break
        }
        var children: [any LayoutElement] = []
        for child in spec.children { children.append(try element(child, at: node)) }
        var info = ElementInfo(name: nil, sourceRange: spec.sourceLines)
        info.configuringLines = spec.configuringLines
        func only(_ index: Int) -> any LayoutElement { index < children.count ? children[index] : EmptyLayoutSpec() }
        switch spec.kind {
        case .stack(let options): return StackLayoutSpec(options: options, children: children, style: spec.style, info: info)
        case .inset(let insets): return InsetLayoutSpec(insets: insets, child: only(0), style: spec.style, info: info)
        case .center(let options): return CenterLayoutSpec(options: options, child: only(0), style: spec.style, info: info)
        case .relative(let options): return RelativeLayoutSpec(options: options, child: only(0), style: spec.style, info: info)
        case .ratio(let ratio): return RatioLayoutSpec(ratio: ratio, child: only(0), style: spec.style, info: info)
        case .overlay: return OverlayLayoutSpec(child: only(0), overlay: children.count > 1 ? children[1] : nil, style: spec.style, info: info)
        case .background: return BackgroundLayoutSpec(child: only(0), background: children.count > 1 ? children[1] : nil, style: spec.style, info: info)
        case .absolute(let sizing): return AbsoluteLayoutSpec(sizing: sizing, children: children, style: spec.style, info: info)
        case .wrapper: return WrapperLayoutSpec(children: children, style: spec.style, info: info)
        case .corner(let options): return CornerLayoutSpec(options: options, child: only(0), corner: only(1), style: spec.style, info: info)
        case .empty: return EmptyLayoutSpec(style: spec.style, info: info)
        }
    }

    mutating func node(_ target: NodeObject, at node: some SyntaxProtocol) throws(InterpreterError) -> any LayoutElement {
        let identity = ObjectIdentifier(target)
        guard !building.contains(identity) else {
            throw InterpreterError("node '\(target.name ?? target.typeName)' appears inside its own layout spec", at: node)
        }
        building.insert(identity)
        defer { building.remove(identity) }
        if appliesLayout, target.supernode == nil { target.supernode = enclosing.last }
        enclosing.append(target)
        defer { enclosing.removeLast() }
        // The view loads before it is displayed: what didLoad() sets (a corner radius, colours) is drawn.
        if appliesLayout, !target.didLoadRan, let didLoad = interpreter.method("didLoad", of: target) {
            target.didLoadRan = true
            _ = try interpreter.call(didLoad, [], selfObject: target, at: didLoad)
        }
        // A node of a class the snippet declares is named after it (`ProductCardNode`), as UIKit views are.
        var info = ElementInfo(name: target.name, sourceRange: target.sourceLines, className: target.declaredClass != nil ? target.typeName : nil)
        info.configuringLines = target.configuringLines
        if let calculation = interpreter.method("calculateLayoutThatFits", of: target) {
            throw InterpreterError("overriding calculateLayoutThatFits(_:) is not supported: it lays out the node by code of its own, which diagrams do not run; "
                + "return the layout from layoutSpecThatFits(_:)", at: calculation.name)
        }
        let sizing = interpreter.method("calculateSizeThatFits", of: target)
        if let sizing { try checkSizedByCode(target, sizing) }
        if let child = try layoutSpecElement(of: target, at: node) {
            if target.kind == .scroll, target.managesContentSize {
                // ASScrollNode sizes its content from its spec, unbounded along the scrolling axes (§3.4).
                let scroll = ScrollContent(content: child, scrollsVertically: target.scrollsVertically,
                                           scrollsHorizontally: target.scrollsHorizontally, automaticallyManagesContentSize: true)
                return DisplayNode.scroll(scroll, style: target.style, appearance: target.appearance, info: info)
            }
            guard readsRange(target) else {
                return DisplayNode.withLayoutSpec(kind: target.kind, style: target.style, appearance: target.appearance, info: info) { _ in child }
            }
            let answers = RangeDependentSpec(interpreter: interpreter, target: target, syntax: Syntax(node), first: (range, child), failures: failures)
            return DisplayNode.withLayoutSpec(kind: target.kind, style: target.style, appearance: target.appearance, info: info) { range in
                answers.element(for: range)
            }
        }
        if var leaf = try leaf(target, info: info, at: node) {
            if let sizing {
                let code = CodeSizedNode(interpreter: interpreter, target: target, method: sizing, failures: failures)
                leaf.content = .sizedByCode(leaf.content) { code.size(within: $0) }
            }
            return leaf
        }
        switch target.kind {
        case .button:
            return try button(target, info: info)
        case .table:
            if case .object(let source)? = target.fields["__dataSource"] { TableMembers.warnAboutSectionTitles(of: source, interpreter) }
            let rows = try dataSourceItems(of: target, Self.tableSource, at: node).items
            var content = TableContent(rows: rows)
            if let coveredTop, coveredTop.node == ObjectIdentifier(target) { content.contentInset.top = coveredTop.inset }
            return DisplayNode.table(content, style: target.style, appearance: target.appearance, info: info)
        case .collection, .pager:
            let source = target.kind == .pager ? Self.pagerSource : Self.collectionSource
            let sourced = try dataSourceItems(of: target, source, at: node)
            let sections = target.kind == .collection ? try collectionSections(of: target, sourced, at: node) : nil
            try CodeCollectionLayout.checkFlowPreparation(of: target, interpreter)
            CodeCollectionLayout.warnAboutItemsOnly(of: target, interpreter)
            let placing = CodeCollectionLayout.placingLayout(of: target, interpreter)
            var content = try CollectionMembers.content(of: target, items: sourced.items, sections: sections, placedByCode: placing != nil, at: node)
            if let placing {
                let code = CodeCollectionLayout(interpreter: interpreter, layout: placing, collection: target, sections: content.sections, failures: failures)
                content.placementForSize = { code.placement(for: $0) }
            }
            // A vertical collection's content inset moves its first line as much as its section inset.
            if let coveredTop, coveredTop.node == ObjectIdentifier(target), content.scrollDirection == .vertical, !content.isPager {
                content.sectionInset.top += coveredTop.inset
            }
            content.itemRangesForSize = DelegateItemRanges(interpreter: interpreter, collection: target, indexPaths: sourced.indexPaths,
                                                           failures: failures).provider
            return DisplayNode.collection(content, style: target.style, appearance: target.appearance, info: info)
        default:
            return DisplayNode.plain(style: target.style, appearance: target.appearance, info: info)
        }
    }

    /// A node that Texture sizes by `calculateSizeThatFits:` when it has no layout spec: a text,
    /// image or plain node (a cell, a scroll node that does not size its content). Nil for a
    /// button, a table, a collection or a pager, which lay out content of their own.
    func leaf(_ target: NodeObject, info: ElementInfo, at node: some SyntaxProtocol) throws(InterpreterError) -> DisplayNode? {
        switch target.kind {
        case .text:
            let content = EditableTextNode.isEditable(target) ? try EditableTextNode.content(of: target, at: node) : textContent(target)
            return DisplayNode.text(content, style: target.style, appearance: target.appearance, info: info)
        case .image:
            let size = target.appearance.imageName.flatMap { interpreter.images[$0] }
            return DisplayNode.image(named: target.appearance.imageName, pointSize: size, style: target.style, appearance: target.appearance, info: info)
        case .networkImage:
            // Until the URL's image arrives (after the moment a figure shows), the default image is the node's.
            if let defaultImage = target.defaultImage {
                return DisplayNode.networkImage(showing: defaultImage, pointSize: interpreter.images[defaultImage], style: target.style,
                                                appearance: target.appearance, info: info)
            }
            return DisplayNode.networkImage(url: target.appearance.imageName, style: target.style, appearance: target.appearance, info: info)
        case .button, .table, .collection, .pager:
            return nil
        case .display, .cell, .scroll:
            return DisplayNode.plain(style: target.style, appearance: target.appearance, info: info)
        }
    }

    /// Texture asserts that a node class overrides at most one of its layout methods, and a button
    /// already has its own layoutSpecThatFits; a table, a collection and a pager size their rows
    /// and items, which a figure does by their data source, not by the class's own code.
    private func checkSizedByCode(_ target: NodeObject, _ sizing: FunctionDeclSyntax) throws(InterpreterError) {
        let typeName = target.typeName
        if interpreter.method("layoutSpecThatFits", of: target) != nil || target.kind == .button {
            let other = target.kind == .button && interpreter.method("layoutSpecThatFits", of: target) == nil ? "ASButtonNode's own layoutSpecThatFits(_:)" : "layoutSpecThatFits(_:)"
            throw InterpreterError("'\(typeName)' overrides calculateSizeThatFits(_:) beside \(other): Texture asserts that a node overrides at most one of "
                + "calculateLayoutThatFits(_:), layoutSpecThatFits(_:) and calculateSizeThatFits(_:) (a debug build of the app stops here)", at: sizing.name)
        }
        if [.table, .collection, .pager].contains(target.kind) {
            throw InterpreterError("calculateSizeThatFits(_:) of a table, collection or pager node is not supported: figures size one by its style and place its rows or items by its data source", at: sizing.name)
        }
    }

    /// The data-source methods a table, a collection or a pager asks, by their Swift signatures.
    struct DataSource {
        var count: String
        var countLabel: String?
        var block: String
        var node: String
        /// Items are addressed by an IndexPath (tables, collections) or by a page index (pagers).
        var usesIndexPath: Bool
        var noun: String
    }

    static let tableSource = DataSource(count: "tableNode(_:numberOfRowsInSection:)", countLabel: "numberOfRowsInSection",
                                        block: "tableNode(_:nodeBlockForRowAt:)", node: "tableNode(_:nodeForRowAt:)", usesIndexPath: true, noun: "table row")
    static let collectionSource = DataSource(count: "collectionNode(_:numberOfItemsInSection:)", countLabel: "numberOfItemsInSection",
                                             block: "collectionNode(_:nodeBlockForItemAt:)", node: "collectionNode(_:nodeForItemAt:)",
                                             usesIndexPath: true, noun: "collection item")
    static let pagerSource = DataSource(count: "numberOfPages(in:)", countLabel: nil, block: "pagerNode(_:nodeBlockAt:)",
                                        node: "pagerNode(_:nodeAt:)", usesIndexPath: false, noun: "page")

    /// What a data source gave: its cells in order across the sections, each one's IndexPath (or
    /// page index), and how many each section holds.
    struct SourcedItems {
        var items: [DisplayNode] = []
        var indexPaths: [Value] = []
        var sectionCounts: [Int] = []
    }

    /// Items from the data source: for each section (`numberOfSections(in:)`, one unless it says more),
    /// its count, then each cell from the method returning a block that makes it, or the one returning it.
    private mutating func dataSourceItems(of owner: NodeObject, _ source: DataSource, at node: some SyntaxProtocol) throws(InterpreterError) -> SourcedItems {
        guard case .object(let dataSource)? = owner.fields["__dataSource"], let count = interpreter.method(source.count, of: dataSource) else { return SourcedItems() }
        let ownerValue = Value.object(owner)
        var sourced = SourcedItems()
        for section in 0..<(try sectionCount(of: dataSource, source, owner: ownerValue)) {
            var countArguments = [Argument(label: nil, value: ownerValue)]
            if let label = source.countLabel { countArguments.append(Argument(label: label, value: .int(section))) }
            let answer = try interpreter.call(count, countArguments, selfObject: dataSource, at: count)
            guard let itemCount = answer.number, itemCount >= 0 else { throw InterpreterError("\(source.count) must return an Int", at: count) }
            guard itemCount <= Double(Self.itemLimit - sourced.items.count) else {
                let shown = sourced.items.isEmpty ? Describe.value(answer) : "\(Describe.value(answer)) more"
                throw InterpreterError("\(shown) \(source.noun)s are too many for a diagram (at most \(Self.itemLimit))", at: count)
            }
            let before = sourced.items.count
            for index in 0..<Int(itemCount) {
                let path = source.usesIndexPath ? Self.indexPath(index, section: section) : .int(index)
                let arguments = [Argument(label: nil, value: ownerValue), Argument(label: nil, value: path)]
                let cell = try self.cell(from: dataSource, blockMethod: source.block, nodeMethod: source.node, arguments) ?? .none
                guard case .object(let cellObject as NodeObject) = cell else { throw InterpreterError("a \(source.noun) must be an ASCellNode, found '\(cell.typeName)'", at: node) }
                cellObject.indexPath = path
                if let display = try self.node(cellObject, at: node) as? DisplayNode {
                    sourced.items.append(display)
                    sourced.indexPaths.append(path)
                }
            }
            sourced.sectionCounts.append(sourced.items.count - before)
        }
        return sourced
    }

    /// The node a data source gives: the block its block method returns, run, else what its node
    /// method returns (Texture prefers the block method); nil when it declares neither.
    mutating func cell(from dataSource: RuntimeObject, blockMethod: String, nodeMethod: String,
                       _ arguments: [Argument]) throws(InterpreterError) -> Value? {
        if let declaration = interpreter.method(blockMethod, of: dataSource) {
            let block = try interpreter.call(declaration, arguments, selfObject: dataSource, at: declaration)
            guard case .function(let function) = block else { throw InterpreterError("\(blockMethod) must return a block", at: declaration) }
            return try interpreter.invoke(function, [], at: declaration)
        }
        guard let declaration = interpreter.method(nodeMethod, of: dataSource) else { return nil }
        return try interpreter.call(declaration, arguments, selfObject: dataSource, at: declaration)
    }

    /// A diagram draws at most this many items, over all sections.
    static let itemLimit = 200

    /// `numberOfSections(in:)` when the data source declares it (tables and collections), else one.
    private func sectionCount(of dataSource: RuntimeObject, _ source: DataSource, owner: Value) throws(InterpreterError) -> Int {
        guard source.usesIndexPath, let method = interpreter.method("numberOfSections(in:)", of: dataSource) else { return 1 }
        let answer = try interpreter.call(method, [Argument(label: nil, value: owner)], selfObject: dataSource, at: method)
        guard let sections = answer.number, sections >= 0 else { throw InterpreterError("numberOfSections(in:) must return an Int", at: method) }
        guard sections <= Double(Self.itemLimit) else {
            throw InterpreterError("\(Describe.value(answer)) sections are too many for a diagram (at most \(Self.itemLimit))", at: method)
        }
        return Int(sections)
    }

    /// `IndexPath(item: i, section: 0)`, answering `row` and `item` alike.
    static func indexPath(_ index: Int, section: Int = 0) -> Value {
        let indexPath = RuntimeObject(typeName: "IndexPath")
        indexPath.fields = ["row": .int(index), "section": .int(section), "item": .int(index)]
        return .object(indexPath)
    }

    /// ASTextNode wraps lines as the paragraph style says and truncates the last one by its own
    /// `truncationMode` (tail unless set), whatever line-break mode the paragraph style names.
    private func textContent(_ target: NodeObject) -> TextContent {
        var text = target.attributedText ?? AttributedText(spans: [])
        if let mode = target.truncationMode {
            text.paragraph.lineBreakMode = mode
        } else if text.paragraph.lineBreakMode != .byCharWrapping {
            text.paragraph.lineBreakMode = .byTruncatingTail
        }
        return TextContent(text: text, maximumNumberOfLines: target.maximumNumberOfLines, containerInset: target.textContainerInset)
    }

    /// A button is a stack of its image and title (Texture's ASButtonNode spec, §3.3), laid out by
    /// the options code gave it.
    private func button(_ target: NodeObject, info: ElementInfo) throws(InterpreterError) -> any LayoutElement {
        let name = target.name ?? "button"
        var configuration = target.buttonLayout
        // The parts' own style and appearance (`imageNode.style.preferredSize`), once code has read them.
        let imagePart = target.buttonParts["imageNode"], titlePart = target.buttonParts["titleNode"]
        if let image = imagePart?.appearance.imageName ?? target.buttonImage {
            configuration.image = DisplayNode.image(named: image, pointSize: interpreter.images[image], style: imagePart?.style ?? LayoutStyle(),
                                                    appearance: imagePart?.appearance ?? NodeAppearance(), info: ElementInfo(name: name + ".image"))
        }
        if let title = titlePart?.attributedText ?? target.buttonTitle {
            configuration.title = DisplayNode.text(TextContent(text: title, maximumNumberOfLines: titlePart?.maximumNumberOfLines ?? 0),
                                                   style: titlePart?.style ?? LayoutStyle(), appearance: titlePart?.appearance ?? NodeAppearance(),
                                                   info: ElementInfo(name: name + ".title"))
        }
        if let background = target.buttonBackgroundImage {
            var appearance = NodeAppearance()
            appearance.contentMode = .scaleToFill
            configuration.backgroundImage = DisplayNode.image(named: background, pointSize: interpreter.images[background], appearance: appearance,
                                                              info: ElementInfo(name: name + ".backgroundImage"))
        }
        return DisplayNode.button(configuration, style: target.style, appearance: target.appearance, info: info)
    }

    /// The node's spec for this builder's range, built into engine elements; nil if it has none.
    mutating func layoutSpecElement(of target: NodeObject, at node: some SyntaxProtocol) throws(InterpreterError) -> (any LayoutElement)? {
        guard let value = try specOf(target, at: node) else { return nil }
        return try element(value, at: node)
    }

    /// Whether the node's spec code reads its size-range parameter.
    private func readsRange(_ target: NodeObject) -> Bool {
        if let block = target.layoutSpecBlock, case let .closure(parameters, body, _, _, _) = block.body {
            return parameters.count > 1 && body.contains { RangeDependentSpec.readsRange(parameters[1], in: $0) }
        }
        if let method = interpreter.method("layoutSpecThatFits", of: target), let parameter = method.signature.parameterClause.parameters.first,
           let body = method.body {
            return RangeDependentSpec.readsRange((parameter.secondName ?? parameter.firstName).text, in: body)
        }
        return false
    }

    /// The spec a node's code returns, if it has any: the layoutSpecBlock, else an override of
    /// `layoutSpecThatFits(_:)`.
    private func specOf(_ target: NodeObject, at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        let rangeValue = Value.native(.sizeRange(range))
        if let block = target.layoutSpecBlock {
            let spec = try checked(interpreter.invoke(block, [Argument(label: nil, value: .object(target)), Argument(label: nil, value: rangeValue)], at: node), target, at: node)
            // The warning points at the block's first statement, the spec that lays the nodes out.
            if case .closure(_, let body, _, _, _) = block.body, let first = body.first {
                warnAboutUnshownSubnodes(in: spec, of: target, at: first)
            } else {
                warnAboutUnshownSubnodes(in: spec, of: target, at: node)
            }
            return spec
        }
        if let method = interpreter.method("layoutSpecThatFits", of: target) {
            let spec = try checked(interpreter.call(method, [Argument(label: nil, value: rangeValue)], selfObject: target, at: method), target, at: method.name)
            warnAboutUnshownSubnodes(in: spec, of: target, at: method.name)
            return spec
        }
        return try TextCellNode.layoutSpec(of: target, at: node)
    }

    /// Texture shows a node's subnodes only: a node its spec lays out that it neither adds
    /// (`addSubnode`) nor manages (`automaticallyManagesSubnodes = true`) takes its place on a device
    /// but is not shown. The figure draws it, as the layout places it, and says so.
    private func warnAboutUnshownSubnodes(in spec: Value, of target: NodeObject, at node: some SyntaxProtocol) {
        // A layout code measures (`layoutThatFits`) may run before the code adds the nodes.
        guard appliesLayout, !target.managesSubnodes else { return }
        let unshown = Self.nodes(in: spec).filter { added in !target.addedSubnodes.contains { $0 === added } }
        guard !unshown.isEmpty else { return }
        let names = unshown.map { "'\($0.name ?? $0.typeName)'" }.joined(separator: ", ")
        let owner = target.name ?? target.typeName
        interpreter.warn(InterpreterError("\(names) \(unshown.count == 1 ? "is" : "are") laid out by '\(owner)' but not shown on a device: "
            + "set '\(owner).automaticallyManagesSubnodes = true' or add \(unshown.count == 1 ? "it" : "them") with 'addSubnode(_:)'", at: node))
    }

    /// The nodes a spec lays out directly (not those inside its nodes' own specs).
    private static func nodes(in value: Value) -> [NodeObject] {
        guard case .object(let object) = value else { return [] }
        if let node = object as? NodeObject { return [node] }
        guard let spec = object as? SpecObject else { return [] }
        return spec.children.flatMap(nodes)
    }

    private func checked(_ value: Value, _ target: NodeObject, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        if case .object(let object) = value, object === target {
            throw InterpreterError("layout spec of '\(target.name ?? target.typeName)' returns the node itself", at: node)
        }
        return try Convert.element(value, "layoutSpecThatFits", at: node)
    }
}
