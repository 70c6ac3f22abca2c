/// Every layout one pass calculated: records (one per calculation) and the child lists they point into.
/// Calculations a parent discarded (a child measured, then re-measured after flexing or stretching) stay in
/// the store unreferenced: appending costs less than allocating a tree per calculation and freeing the
/// discarded ones.
///
/// Records refer to descriptions without retaining them: a retain and a release per calculation touched
/// tens of thousands of objects spread over the heap, a quarter of a large layout's cache misses. The store
/// keeps them alive instead: it holds the root element (whose tree holds every description in it) and every
/// element or description a pass creates while it calculates (`keepAlive`).
///
/// Written only by the `LayoutPass` that creates it, during its one synchronous call; once the pass hands it
/// to a result it is never changed again. That is why sharing it between threads is safe, which the
/// compiler cannot see through the mutable storage (hence `@unchecked`).
final class LayoutStore: @unchecked Sendable {
    // Reached only as described above, so the runtime's exclusivity checks can never fire.
    @exclusivity(unchecked) private(set) var records = ChunkedStorage<LayoutRecord>()
    @exclusivity(unchecked) private(set) var childEntries = ChunkedStorage<ChildEntry>()
    /// The size each text node's text was measured within, to measure its lines when they are asked for.
    @exclusivity(unchecked) private(set) var textSizes = ChunkedStorage<Size>()
    /// What measured the pass's text.
    let textMeasurer: any TextMeasuring
    /// What keeps the recorded descriptions alive (see above).
    @exclusivity(unchecked) private var keptElements: [any LayoutElement] = []
    @exclusivity(unchecked) private var keptDescriptions: [LayoutDescription] = []

    init(textMeasurer: any TextMeasuring) {
        self.textMeasurer = textMeasurer
    }

    deinit {
        records.destroy()
        childEntries.destroy()
        textSizes.destroy()
    }

    func keepAlive(_ element: any LayoutElement) {
        keptElements.append(element)
    }

    func keepAlive(_ description: LayoutDescription) {
        keptDescriptions.append(description)
    }

    /// Appends a record whose children are `children` (already placed); returns the record's index.
    func append<Children: Collection<CalculatedLayout>>(
        _ description: LayoutDescription, size: Size, textMeasuredIn: Size?, children: Children
    ) -> Int32 {
        let first: Int
        if let textMeasuredIn {
            first = textSizes.append(textMeasuredIn)
        } else {
            first = childEntries.count
            for child in children { childEntries.append(ChildEntry(record: child.record, position: child.position)) }
        }
        let record = LayoutRecord(description: description, size: size, firstEntry: Int32(first),
                                  childCount: children.count, isNode: description.isNode)
        return Int32(records.append(record))
    }

    /// A node's details; a text node's with the lines of its text measured within the same size again.
    func details(of record: Int32) -> NodeDetails? {
        let entry = records[Int(record)]
        guard var details = entry.description.node, let (text, size) = measuredText(of: entry) else {
            return entry.description.node
        }
        details.measuredText = textMeasurer.measure(text.text, in: size, maximumNumberOfLines: text.maximumNumberOfLines)
        return details
    }

    /// A text node's text with the size layout measured it within; nil for every other record.
    private func measuredText(of entry: LayoutRecord) -> (TextContent, Size)? {
        guard let text = entry.description.node?.text else { return nil }
        return (text, textSizes[Int(entry.firstEntry)])
    }

    /// The baseline values a record exported to its parent, worked out again rather than stored (records
    /// stay 32 bytes, and a pass writes tens of thousands of them): a text node's from its text measured
    /// within the same size, a vertical stack's from its first and last children, any other element's
    /// from its style. The same rules as the calculation's (`StackLayoutSpec`, `DisplayNode+Text`).
    func baselines(of record: Int32) -> (ascender: Double, descender: Double) {
        let entry = records[Int(record)]
        let description = entry.description
        if let (text, size) = measuredText(of: entry) {
            let bounds = textMeasurer.measureBounds(text.text, in: size, maximumNumberOfLines: text.maximumNumberOfLines)
            return (bounds.ascender, bounds.descender)
        }
        if case .stack(let options) = description.kind, options.direction == .vertical, entry.childCount > 0 {
            let children = childEntryIndices(of: record)
            return (baselines(of: childEntries[children.lowerBound].record).ascender,
                    baselines(of: childEntries[children.upperBound - 1].record).descender)
        }
        return (description.ascender, description.descender)
    }

    func resize(_ record: Int32, to size: Size) {
        records.modify(Int(record)) { $0.size = size }
    }

    /// Where the child entries of `record` are in `childEntries`, in order.
    func childEntryIndices(of record: Int32) -> Range<Int> {
        let entry = records[Int(record)]
        return Int(entry.firstEntry)..<Int(entry.firstEntry) + entry.childCount
    }
}

/// One calculation: the element's description, its size, and where its children's entries are. A plain
/// 32-byte value (the description is not retained, see `LayoutStore`), so storing and discarding records
/// touches nothing else, and two records share a cache line: a large layout is bound by cache misses,
/// and records are most of what a pass writes. Baselines are not kept (see `LayoutStore.baselines`).
struct LayoutRecord: Sendable {
    unowned(unsafe) let description: LayoutDescription
    var size: Size
    /// The index of the record's first entry in `childEntries`; for a text node, which has no children,
    /// the index of the size its text was measured within in `textSizes`.
    let firstEntry: Int32
    /// The child count in the low 31 bits, the description's `isNode` in the top bit (kept here so that
    /// flattening reads no description).
    private let countAndNodeFlag: UInt32

    init(description: LayoutDescription, size: Size, firstEntry: Int32, childCount: Int, isNode: Bool) {
        self.description = description
        self.size = size
        self.firstEntry = firstEntry
        countAndNodeFlag = UInt32(truncatingIfNeeded: childCount) & Self.countMask | (isNode ? ~Self.countMask : 0)
    }

    private static let countMask: UInt32 = 0x7FFF_FFFF

    var childCount: Int { Int(countAndNodeFlag & Self.countMask) }
    var isNode: Bool { countAndNodeFlag & ~Self.countMask != 0 }
}

/// A child of a record: the child's record and the position its parent placed it at. The position lives
/// here, not in the child's record, because a node's calculation may be reused by a second parent.
struct ChildEntry: Sendable {
    let record: Int32
    let position: Point
}
