/// Every layout one pass calculated: records (one per calculation) and the child lists they point into.
/// Calculations a parent discarded (a child measured, then re-measured after flexing or stretching) stay in
/// the store unreferenced: appending costs less than allocating a tree per calculation and freeing the
/// discarded ones.
///
/// Written only by the `LayoutPass` that creates it, during its one synchronous call; once the pass hands it
/// to a result it is never changed again. That is why sharing it between threads is safe, which the
/// compiler cannot see through the mutable storage (hence `@unchecked`).
final class LayoutStore: @unchecked Sendable {
    // Reached only as described above, so the runtime's exclusivity checks can never fire.
    @exclusivity(unchecked) private(set) var records = ChunkedStorage<LayoutRecord>()
    @exclusivity(unchecked) private(set) var childEntries = ChunkedStorage<ChildEntry>()
    /// What measured the pass's text, to measure a text layout's lines when they are asked for.
    let textMeasurer: any TextMeasuring

    init(textMeasurer: any TextMeasuring) {
        self.textMeasurer = textMeasurer
    }

    deinit {
        records.destroy()
        childEntries.destroy()
    }

    /// Appends a record whose children are `children` (already placed); returns the record's index.
    func append<Children: Collection<CalculatedLayout>>(
        _ description: LayoutDescription, size: Size, ascender: Double, descender: Double, textMeasuredIn: Size,
        children: Children
    ) -> Int32 {
        let first = Int32(childEntries.count)
        for child in children { childEntries.append(ChildEntry(record: child.record, position: child.position)) }
        let record = LayoutRecord(description: description, size: size, ascender: ascender, descender: descender,
                                  firstChild: first, childCount: Int32(children.count), textMeasuredIn: textMeasuredIn)
        return Int32(records.append(record))
    }

    /// A node's details; a text node's with the lines of its text measured within the same size again.
    func details(of record: Int32) -> NodeDetails? {
        let entry = records[Int(record)]
        guard var details = entry.description.node, let text = details.text else { return entry.description.node }
        details.measuredText = textMeasurer.measure(text.text, in: entry.textMeasuredIn,
                                                    maximumNumberOfLines: text.maximumNumberOfLines)
        return details
    }

    func resize(_ record: Int32, to size: Size) {
        records.modify(Int(record)) { $0.size = size }
    }

    /// Where the child entries of `record` are in `childEntries`, in order.
    func childEntryIndices(of record: Int32) -> Range<Int> {
        let entry = records[Int(record)]
        return Int(entry.firstChild)..<Int(entry.firstChild) + Int(entry.childCount)
    }
}

/// One calculation: the element's description, its size and baselines, where its children's entries are,
/// and for a text node the size its text was measured within.
struct LayoutRecord: Sendable {
    let description: LayoutDescription
    var size: Size
    let ascender: Double
    let descender: Double
    let firstChild: Int32
    let childCount: Int32
    /// Meaningful for text nodes only (their description has text); other records keep zero.
    let textMeasuredIn: Size
}

/// A child of a record: the child's record and the position its parent placed it at. The position lives
/// here, not in the child's record, because a node's calculation may be reused by a second parent.
struct ChildEntry: Sendable {
    let record: Int32
    let position: Point
}
