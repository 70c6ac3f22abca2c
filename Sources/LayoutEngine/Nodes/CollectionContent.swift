/// An ASCollectionNode with a UICollectionViewFlowLayout, or an ASPagerNode (semantics §3.4): one
/// section of items that Texture measures and UIKit's flow layout places in lines.
public struct CollectionContent: Sendable {
    public enum ScrollDirection: String, Sendable { case vertical, horizontal }

    /// Cell nodes in item order.
    public var items: [DisplayNode]
    public var scrollDirection: ScrollDirection
    /// The flow layout's `itemSize` when the code set it (Texture then gives every item exactly that
    /// size); nil for the default, which Texture ignores so that items size themselves.
    public var itemSize: Size?
    /// The delegate's `constrainedSizeForItemAt` answer for each item, where it gave one.
    public var itemRanges: [SizeRange?]
    /// Asks the delegate during layout, once the collection's size (its bounds) is known; its answers
    /// replace `itemRanges`.
    public var itemRangesForSize: (@Sendable (Size) -> [SizeRange?])?
    public var minimumLineSpacing: Double
    public var minimumInteritemSpacing: Double
    public var sectionInset: EdgeInsets
    /// ASPagerNode: every page is exactly the pager's size, side by side along the scroll direction.
    public var isPager: Bool
    /// The sections `items` falls into, in order (one section of every item unless the data source
    /// gives more), with their header and footer nodes.
    public var sections: [CollectionSection]
    /// A layout of the app's own (a UICollectionViewLayout subclass): where it places each item and
    /// each section's header and footer, for the collection's size. Replaces the flow layout.
    public var placementForSize: (@Sendable (Size) -> CollectionPlacement)?

    /// A pager scrolls horizontally unless told otherwise; a flow layout vertically.
    public init(items: [DisplayNode], scrollDirection: ScrollDirection? = nil, itemSize: Size? = nil,
                itemRanges: [SizeRange?] = [], itemRangesForSize: (@Sendable (Size) -> [SizeRange?])? = nil, minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10,
                sectionInset: EdgeInsets = .zero, isPager: Bool = false, sections: [CollectionSection]? = nil) {
        self.items = items
        self.scrollDirection = scrollDirection ?? (isPager ? .horizontal : .vertical)
        self.itemSize = itemSize
        self.itemRanges = itemRanges
        self.itemRangesForSize = itemRangesForSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.isPager = isPager
        self.sections = sections ?? [CollectionSection(itemCount: items.count)]
    }
}

/// Where a collection layout of the app's own puts things: each item's frame (nil: the layout gives
/// the item no attributes, so UIKit shows no cell for it) and each section's header and footer frame.
/// The cell's node fills its frame (`_ASCollectionViewCell` keeps the node filling its content view).
public struct CollectionPlacement: Sendable {
    public var items: [Rect?]
    public var headers: [Rect?]
    public var footers: [Rect?]

    public init(items: [Rect?], headers: [Rect?] = [], footers: [Rect?] = []) {
        self.items = items
        self.headers = headers
        self.footers = footers
    }
}

/// One section of a flow layout: how many of the collection's items it holds, and its supplementary
/// nodes (Texture's `nodeForSupplementaryElementOfKind`).
public struct CollectionSection: Sendable {
    public var itemCount: Int
    public var header: SectionSupplement?
    public var footer: SectionSupplement?
    /// The delegate's `insetForSectionAt` and spacings for this section; nil: the layout's.
    public var inset: EdgeInsets?
    public var minimumLineSpacing: Double?
    public var minimumInteritemSpacing: Double?

    public init(itemCount: Int, header: SectionSupplement? = nil, footer: SectionSupplement? = nil,
                inset: EdgeInsets? = nil, minimumLineSpacing: Double? = nil, minimumInteritemSpacing: Double? = nil) {
        self.itemCount = itemCount
        self.header = header
        self.footer = footer
        self.inset = inset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
    }
}

/// A section's header or footer node with the range it is measured in. Only the range's extent
/// along the scroll direction counts: across it, the node spans the collection (Texture's
/// `sizeRangeForHeaderInSection`).
public struct SectionSupplement: Sendable {
    public var node: DisplayNode
    public var range: SizeRange

    public init(node: DisplayNode, range: SizeRange) {
        self.node = node
        self.range = range
    }
}

extension DisplayNode {
    /// The collection fills its range like a table. Each item is measured in its range (the
    /// delegate's, else an exact `itemSize`, else up to the content width and CGFLOAT_MAX for vertical
    /// scrolling), then placed as UICollectionViewFlowLayout places cells (`FlowSection`). Sections follow one another:
    /// each has its header, its top inset, its lines, its bottom inset and its footer.
    func collectionLayout(_ collection: CollectionContent, range: SizeRange, pass: LayoutPass) -> CalculatedLayout {
        let size = range.clamp(Self.fillingSize(range.max))
        if collection.isPager { return pagerLayout(collection, size: size, pass: pass) }
        if let placement = collection.placementForSize?(size) { return placedLayout(collection, placement, size: size, pass: pass) }
        let vertical = collection.scrollDirection == .vertical
        let ranges = collection.itemRangesForSize?(size) ?? collection.itemRanges
        var placed: [CalculatedLayout] = []
        var position = 0.0  // along the scroll direction
        var first = 0
        for section in collection.sections {
            let indices = Array(first..<Swift.min(collection.items.count, first + section.itemCount))
            first += section.itemCount
            // The section's own inset and spacings where the delegate gave them, else the layout's.
            let inset = section.inset ?? collection.sectionInset
            let lineSpacing = section.minimumLineSpacing ?? collection.minimumLineSpacing
            let interitemSpacing = section.minimumInteritemSpacing ?? collection.minimumInteritemSpacing
            // Along a line (across the scroll direction) and across lines (along it).
            let lineLength = Swift.max(0, vertical ? size.width - inset.left - inset.right : size.height - inset.top - inset.bottom)
            let defaultRange = vertical
                ? SizeRange(min: .zero, max: Size(width: lineLength, height: ValueValidity.cgFloatMax))
                : SizeRange(min: .zero, max: Size(width: ValueValidity.cgFloatMax, height: lineLength))
            let measured = indices.map { index in
                let itemRange = (index < ranges.count ? ranges[index] : nil) ?? collection.itemSize.map { SizeRange(exactly: $0) } ?? defaultRange
                return collection.items[index].layoutThatFits(itemRange, parentSize: itemRange.max, pass: pass)
            }
            if let header = section.header { position += place(header, at: position, in: size, vertical: vertical, pass: pass, into: &placed) }
            let flow = FlowSection(sizes: measured.map(\.size), crossLength: vertical ? size.width : size.height, vertical: vertical,
                                   inset: inset, lineSpacing: lineSpacing, interitemSpacing: interitemSpacing)
            for (layout, origin) in zip(measured, flow.origins) {
                placed.append(layout.placed(at: vertical ? Point(x: origin.x, y: position + origin.y) : Point(x: position + origin.x, y: origin.y)))
            }
            if flow.usedUnequalLastLine { pass.warn(.unverifiedLastLine(element: info.name)) }
            position += flow.length
            if let footer = section.footer { position += place(footer, at: position, in: size, vertical: vertical, pass: pass, into: &placed) }
        }
        return pass.layout(layoutDescription, size: size, children: placed)
    }

    /// A header or footer spans the collection across the scroll direction and is as long as it
    /// measures along it, within its range; the length it takes is returned.
    private func place(_ supplement: SectionSupplement, at position: Double, in size: Size, vertical: Bool,
                       pass: LayoutPass, into placed: inout [CalculatedLayout]) -> Double {
        let range = vertical
            ? SizeRange(min: Size(width: size.width, height: supplement.range.min.height), max: Size(width: size.width, height: supplement.range.max.height))
            : SizeRange(min: Size(width: supplement.range.min.width, height: size.height), max: Size(width: supplement.range.max.width, height: size.height))
        let layout = supplement.node.layoutThatFits(range, parentSize: range.max, pass: pass)
        placed.append(layout.placed(at: vertical ? Point(x: 0, y: position) : Point(x: position, y: 0)))
        return vertical ? layout.size.height : layout.size.width
    }

    /// A layout of the app's own: every item, header and footer that it gives a frame is laid out at
    /// exactly that frame's size and placed at its origin.
    private func placedLayout(_ collection: CollectionContent, _ placement: CollectionPlacement, size: Size, pass: LayoutPass) -> CalculatedLayout {
        var placed: [CalculatedLayout] = []
        func place(_ node: DisplayNode, in frame: Rect?) {
            guard let frame else { return }
            placed.append(node.layoutThatFits(SizeRange(exactly: frame.size), parentSize: size, pass: pass).placed(at: frame.origin))
        }
        for (index, section) in collection.sections.enumerated() {
            if let header = section.header { place(header.node, in: index < placement.headers.count ? placement.headers[index] : nil) }
            if let footer = section.footer { place(footer.node, in: index < placement.footers.count ? placement.footers[index] : nil) }
        }
        for (index, item) in collection.items.enumerated() {
            place(item, in: index < placement.items.count ? placement.items[index] : nil)
        }
        return pass.layout(layoutDescription, size: size, children: placed)
    }

    /// ASPagerNode: pages are exactly the pager's size, one after another along the scroll direction.
    private func pagerLayout(_ collection: CollectionContent, size: Size, pass: LayoutPass) -> CalculatedLayout {
        let page = SizeRange(exactly: size)
        let vertical = collection.scrollDirection == .vertical
        let pages = collection.items.enumerated().map { index, item in
            item.layoutThatFits(page, parentSize: size, pass: pass)
                .placed(at: vertical ? Point(x: 0, y: Double(index) * size.height) : Point(x: Double(index) * size.width, y: 0))
        }
        return pass.layout(layoutDescription, size: size, children: pages)
    }
}
