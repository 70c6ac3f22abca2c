/// Turns descriptions into layout nodes, resolving the environment on the way down (fonts and
/// colours for Text, the stack axis for Spacer and Divider, the layout direction).
struct NodeFactory {
    let run: LayoutRun
    let pixel: Double

    func node(_ description: ViewDescription, _ environment: LayoutEnvironment) throws -> LayoutNode {
        try run.step()
        var inner = environment
        inner.stackAxis = nil
        func make(_ behavior: any LayoutBehavior, _ children: [ViewDescription] = [], _ childEnvironment: LayoutEnvironment? = nil) throws -> LayoutNode {
            let nodes = try children.map { try node($0, childEnvironment ?? inner) }
            return LayoutNode(description, behavior: behavior, children: nodes, environment: environment, run: run)
        }
        switch description.content {
        case .empty: return try make(EmptyLayout())
        case .color: return try make(ShapeLayout(isCircle: false))
        case .shape(let kind, _): return try make(ShapeLayout(isCircle: kind == .circle))
        case .text(let text): return try make(TextLayout(text: Self.resolve(text, environment), pixel: pixel))
        case .image(let image): return try make(ImageLayout(naturalSize: naturalSize(image, environment), isResizable: image.isResizable))
        case .spacer(let minLength): return try make(SpacerLayout(minLength: minLength ?? 8))
        case .divider: return try make(DividerLayout(thickness: pixel))
        case .stack(let axis, let alignment, let spacing, let children):
            var stacked = inner
            stacked.stackAxis = axis
            return try make(StackLayout(axis: axis, alignment: alignment, spacing: spacing), Self.flattened(children), stacked)
        case .lazyStack(let axis, let alignment, let spacing, let children):
            var stacked = inner
            stacked.stackAxis = axis
            return try make(LazyStackLayout(stack: StackLayout(axis: axis, alignment: alignment, spacing: spacing)), Self.flattened(children), stacked)
        case .zStack(let alignment, let children): return try make(ZStackLayout(alignment: alignment), Self.flattened(children))
        case .scrollView(let axis, let content): return try make(ScrollViewLayout(axis: axis), [Self.implicitStack(content, axis: axis)])
        case .viewThatFits(let axes, let children): return try make(ViewThatFitsLayout(axes: axes), Self.flattened(children))
        case .geometryReader(let content):
            let behavior = GeometryReaderLayout { size in try Self.flattened(try content(size)).map { try node($0, inner) } }
            return try make(behavior)
        case .frame(let width, let height, let alignment, let child): return try make(FixedFrameLayout(width: width, height: height, alignment: alignment), [child])
        case .flexibleFrame(let frame, let child): return try make(FlexibleFrameLayout(frame: frame), [child])
        case .padding(let insets, let child): return try make(PaddingLayout(insets: insets), [child])
        case .fixedSize(let h, let v, let child): return try make(FixedSizeLayout(horizontal: h, vertical: v), [child])
        case .layoutPriority(let priority, let child): return try make(LayoutPriorityLayout(priority: priority), [child], environment)
        case .offset(let x, let y, let child): return try make(OffsetLayout(x: x, y: y), [child], environment)
        case .position(let x, let y, let child): return try make(PositionLayout(x: x, y: y), [child])
        case .overlay(let primary, let secondary, let alignment):
            return try make(SecondaryLayout(alignment: alignment, primaryIndex: 0), [primary, Self.implicitZStack(secondary, alignment)])
        case .background(let primary, let secondary, let alignment):
            return try make(SecondaryLayout(alignment: alignment, primaryIndex: 1), [Self.implicitZStack(secondary, alignment), primary])
        case .aspectRatio(let ratio, let mode, let child): return try make(AspectRatioLayout(ratio: ratio, mode: mode), [child])
        case .alignmentGuide(let guide, let compute, let child): return try make(AlignmentGuideLayout(guide: guide, compute: compute), [child], environment)
        case .decoration(_, let child), .body(let child): return try make(PassThrough(), [child], environment)
        case .environment(let change, let child):
            if case .assumption(let rule) = change { run.assume(rule) }
            var changed = environment
            let before = changed.layoutDirection
            change.apply(to: &changed)
            return try make(changed.layoutDirection == before ? PassThrough() : MirroredLayout(), [child], changed)
        case .custom(let layout, let children): return try make(CustomLayoutBehavior(layout: layout), Self.flattened(children))
        case .grid(let alignment, let horizontal, let vertical, let rows):
            let cells = rows.map { row -> [ViewDescription] in
                if Self.isGridRow(row), case .gridRow(let items) = row[0].content { return Self.flattened(items) }
                return Self.flattened(row)
            }
            let counts = zip(rows, cells).map { row, cells in Self.isGridRow(row) ? cells.count : 0 }
            let behavior = GridLayout(alignment: alignment, horizontalSpacing: horizontal ?? 8, verticalSpacing: vertical ?? 8, rowCells: counts)
            return try make(behavior, cells.flatMap { $0 })
        case .gridRow(let cells):
            // A GridRow outside a Grid lays out as an HStack.
            return try node(ViewDescription(.stack(.horizontal, alignment: .verticalCenter, spacing: nil, cells), label: description.label, source: description.source), environment)
        case .group(let children):
            // Several views where one is expected: laid out as the implicit VStack a window uses.
            return try node(ViewDescription(.stack(.vertical, alignment: .horizontalCenter, spacing: nil, children), label: "VStack (implicit)", source: description.source), environment)
        }
    }

    /// A grid row is marked by the runtime as a one-element list holding a `.gridRow`.
    static func isGridRow(_ row: [ViewDescription]) -> Bool {
        guard row.count == 1, case .gridRow = row[0].content else { return false }
        return true
    }

    /// A builder's groups and `ForEach`es contribute their views one by one to a container.
    static func flattened(_ children: [ViewDescription]) -> [ViewDescription] {
        children.flatMap { child -> [ViewDescription] in
            if case .group(let items) = child.content, child.identifier == nil { return flattened(items) }
            return [child]
        }
    }

    private static func implicitZStack(_ content: ViewDescription, _ alignment: Alignment) -> ViewDescription {
        guard case .group(let items) = content.content else { return content }
        return ViewDescription(.zStack(alignment, items), label: "ZStack (implicit)", source: content.source)
    }

    private static func implicitStack(_ content: ViewDescription, axis: Axis) -> ViewDescription {
        guard case .group(let items) = content.content else { return content }
        let guide: AlignmentGuide = axis == .vertical ? .horizontalCenter : .verticalCenter
        return ViewDescription(.stack(axis, alignment: guide, spacing: nil, items), label: axis == .vertical ? "VStack (implicit)" : "HStack (implicit)", source: content.source)
    }

    static func resolve(_ text: TextDescription, _ environment: LayoutEnvironment) -> ResolvedText {
        var font = text.font ?? environment.font
        if let weight = environment.fontWeight { font.weight = weight }
        if text.isBold { font.weight = "bold" }
        if text.isItalic || environment.isItalic { font.isItalic = true }
        return ResolvedText(string: text.string, font: font, color: text.color ?? environment.foregroundColor,
                            lineLimit: environment.lineLimit, alignment: environment.textAlignment)
    }

    private func naturalSize(_ image: ImageDescription, _ environment: LayoutEnvironment) -> ViewSize {
        switch image.source {
        case .asset(_, let size): return size
        case .symbol:
            run.assume(.symbolSize)
            return ViewSize(width: environment.font.size, height: environment.font.size)
        }
    }

    /// How a placed view is painted.
    static func role(of content: ViewContent, _ environment: LayoutEnvironment) -> PlacedView.Role {
        switch content {
        case .color(let color): .color(color)
        case .shape(let kind, let fill): .shape(kind, fill: fill ?? environment.foregroundColor)
        case .text(let text): .text(resolve(text, environment))
        case .image(let image): .image(image)
        case .spacer: .spacer
        case .divider: .divider
        case .decoration(let decoration, _): .decoration(decoration)
        case .stack(let axis, _, _, _), .lazyStack(let axis, _, _, _): .stack(axis)
        case .padding: .padding
        case .zStack, .scrollView, .viewThatFits, .geometryReader, .group, .custom, .grid, .gridRow: .container
        case .body: .view
        default: .modifier
        }
    }
}

extension EnvironmentChange {
    func apply(to environment: inout LayoutEnvironment) {
        switch self {
        case .font(let font): environment.font = font
        case .fontWeight(let weight): environment.fontWeight = weight
        case .italic: environment.isItalic = true
        case .foregroundColor(let color): environment.foregroundColor = color
        case .lineLimit(let limit): environment.lineLimit = limit
        case .multilineTextAlignment(let alignment): environment.textAlignment = alignment
        case .layoutDirection(let direction): environment.layoutDirection = direction
        case .assumption: break
        }
    }
}
