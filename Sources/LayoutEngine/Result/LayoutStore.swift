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
        _ description: LayoutDescription, size: Size, ascender: Double, descender: Double, textMeasuredIn: Size?,
        children: Children
    ) -> Int32 {
        let first: Int
        if let textMeasuredIn {
            first = textSizes.append(textMeasuredIn)
        } else {
            first = childEntries.count
            for child in children { childEntries.append(ChildEntry(record: child.record, position: child.position)) }
        }
        let record = LayoutRecord(description: description, size: size, ascender: ascender, descender: descender,
                                  firstEntry: Int32(first), childCount: Int32(children.count), isNode: description.isNode)
        return Int32(records.append(record))
    }

    /// A node's details; a text node's with the lines of its text measured within the same size again.
    func details(of record: Int32) -> NodeDetails? {
        let entry = records[Int(record)]
        guard var details = entry.description.node, let text = details.text else { return entry.description.node }
        details.measuredText = textMeasurer.measure(text.text, in: textSizes[Int(entry.firstEntry)],
                                                    maximumNumberOfLines: text.maximumNumberOfLines)
        return details
    }

    func resize(_ record: Int32, to size: Size) {
        records.modify(Int(record)) { $0.size = size }
    }

    /// Where the child entries of `record` are in `childEntries`, in order.
    func childEntryIndices(of record: Int32) -> Range<Int> {
        let entry = records[Int(record)]
        return Int(entry.firstEntry)..<Int(entry.firstEntry) + Int(entry.childCount)
    }
}

/// One calculation: the element's description, its size and baselines, and where its children's entries
/// are. A plain value (the description is not retained, see `LayoutStore`), so storing and discarding
/// records touches nothing else.
struct LayoutRecord: Sendable {
    unowned(unsafe) let description: LayoutDescription
    var size: Size
    let ascender: Double
    let descender: Double
    /// The index of the record's first entry in `childEntries`; for a text node, which has no children,
    /// the index of the size its text was measured within in `textSizes`.
    let firstEntry: Int32
    let childCount: Int32
    /// The description's `isNode`, kept here so that flattening reads no description.
    let isNode: Bool
}

/// A child of a record: the child's record and the position its parent placed it at. The position lives
/// here, not in the child's record, because a node's calculation may be reused by a second parent.
struct ChildEntry: Sendable {
    let record: Int32
    let position: Point
}
