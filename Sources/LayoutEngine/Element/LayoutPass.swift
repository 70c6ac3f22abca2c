/// The state of one layout pass: screen scale, text measurer, collected warnings and (optionally) the
/// ranges leaves were measured with.
///
/// A class because the warnings are appended from deep inside the recursion; it never leaves the
/// synchronous call that created it, so it needs no Sendable conformance.
public final class LayoutPass {
    public let grid: PixelGrid
    public let textMeasurer: any TextMeasuring
    public let recordsLeafRanges: Bool
    // The pass is reached only from the one synchronous call that created it, so the runtime's
    // exclusivity checks on these properties (a measurable share of a large layout) can never fire.
    @exclusivity(unchecked) public private(set) var warnings: [LayoutWarning] = []
    /// Leaf name → ranges its measurement received, in call order (only when `recordsLeafRanges`).
    @exclusivity(unchecked) public private(set) var leafRanges: [String: [SizeRange]] = [:]

    public init(grid: PixelGrid = PixelGrid(), textMeasurer: any TextMeasuring = InterTextMeasurer(),
                recordsLeafRanges: Bool = false) {
        self.grid = grid
        self.textMeasurer = textMeasurer
        self.recordsLeafRanges = recordsLeafRanges
        store = LayoutStore(textMeasurer: textMeasurer)
    }

    /// Each node's previous calculation in this pass: Texture keeps exactly one per node (its
    /// pending layout), so a node asked for A, then B, then A again calculates three times.
    @exclusivity(unchecked) private var previousCalculations = PreviousCalculations()

    /// Every calculation of the pass (see `LayoutStore`).
    private let store: LayoutStore

    deinit {
        previousCalculations.destroy()
    }

    public func warn(_ warning: LayoutWarning) {
        warnings.append(warning)
    }

    /// `info` is only read when recording (reading it costs a copy on every leaf calculation).
    func recordLeafRange(_ range: SizeRange, of info: @autoclosure () -> ElementInfo) {
        guard recordsLeafRanges, let name = info().name else { return }
        leafRanges[name, default: []].append(range)
    }

    /// Records a calculation with its children (already placed) and returns it, unplaced, for its parent.
    /// Ascender and descender default to the description's (its style's values).
    func layout<Children: Collection<CalculatedLayout>>(
        _ description: LayoutDescription, size: Size, children: Children,
        ascender: Double? = nil, descender: Double? = nil, textMeasuredIn: Size? = nil
    ) -> CalculatedLayout {
        let ascender = ascender ?? description.ascender
        let descender = descender ?? description.descender
        let record = store.append(description, size: size, textMeasuredIn: textMeasuredIn, children: children)
        return CalculatedLayout(record: record, size: size, ascender: ascender, descender: descender)
    }

    /// A calculation without children.
    func layout(_ description: LayoutDescription, size: Size) -> CalculatedLayout {
        layout(description, size: size, children: EmptyCollection())
    }

    /// A calculation with one child.
    func layout(_ description: LayoutDescription, size: Size, child: CalculatedLayout) -> CalculatedLayout {
        layout(description, size: size, children: CollectionOfOne(child))
    }

    /// A calculation of an element that builds its description as it calculates (rare specs and stand-ins).
    func layout<Children: Collection<CalculatedLayout>>(kind: LayoutKind, info: ElementInfo, style: LayoutStyle,
                                                         size: Size, children: Children) -> CalculatedLayout {
        let description = LayoutDescription(kind: kind, info: info, style: style)
        store.keepAlive(description)
        return layout(description, size: size, children: children)
    }

    /// Keeps an element created during the pass (a layoutSpecBlock's result) alive as long as its layouts.
    func keepAlive(_ element: any LayoutElement) {
        store.keepAlive(element)
    }

    /// Replaces the size of a calculation already recorded (the validated, pixel-aligned size).
    func resize(_ layout: inout CalculatedLayout, to size: Size) {
        layout.size = size
        store.resize(layout.record, to: size)
    }

    /// The store of every calculation, for the result's `Layout` views; the pass must not calculate after.
    func finishedStore() -> LayoutStore { store }

    /// Texture turns an invalid result size into 0×0 (with a debug assertion); valid sizes are ceiled.
    func validatedSize(_ size: Size, of name: @autoclosure () -> String?) -> Size {
        guard ValueValidity.isValidForSize(size) else {
            warn(.invalidSize(element: name(), width: size.width, height: size.height))
            return .zero
        }
        return grid.ceil(size)
    }

    /// The node's previous layout if it was calculated with this range and parent size. Plain `==`
    /// comparisons, so a NaN (undefined) component never matches, as in Texture.
    func cachedLayout(of node: ObjectIdentifier, range: SizeRange, parentSize: Size) -> CalculatedLayout? {
        guard !parentSize.width.isNaN, !parentSize.height.isNaN, !range.hasNaN,
              let previous = previousCalculations.lookUp(node), previous.range == range,
              previous.parentSize == parentSize else { return nil }
        return previous.layout
    }

    /// Remembers `layout` as the node's previous calculation. A calculation with a NaN component can never
    /// be matched, so it only forgets the older one (cheaper than storing an entry that never hits).
    func cache(_ layout: CalculatedLayout, of node: ObjectIdentifier, range: SizeRange, parentSize: Size) {
        if range.hasNaN || parentSize.width.isNaN || parentSize.height.isNaN {
            previousCalculations.forget(node)
        } else {
            previousCalculations.store(PreviousCalculation(range: range, parentSize: parentSize, layout: layout), for: node)
        }
    }
}

/// Node identity → its previous calculation: open addressing with linear probing and a multiplicative hash
/// of the identity's address.
///
/// Replaces a `Dictionary` because most calculations only *forget* (their parent size is undefined), and a
/// dictionary hashes with SipHash on each of them. The table holds small slots (node and entry number), the
/// calculations themselves sit in chunked storage in the order nodes were first stored: forgetting touches
/// only the slot, and growing rehashes 16-byte slots without moving a single layout (a growing array
/// copied every calculation into fresh memory at each doubling, a pass's largest memory traffic after
/// the store's records). The owner must call `destroy()` once, when the pass ends. A slot, once it holds
/// a node, keeps that node (and its entry) for the rest of the pass, so probing never needs tombstones; the
/// table only ever holds the nodes of one tree.
private struct PreviousCalculations {
    private struct Slot {
        /// The node's address; 0 for an empty slot.
        var node: UInt = 0
        var entry: Int32 = 0
        var isForgotten = false
    }

    private var slots: [Slot] = []
    private var entries = ChunkedStorage<PreviousCalculation>()

    func lookUp(_ node: ObjectIdentifier) -> PreviousCalculation? {
        guard let slot = slot(of: node), slots[slot].node == Self.key(node), !slots[slot].isForgotten else { return nil }
        return entries[Int(slots[slot].entry)]
    }

    mutating func forget(_ node: ObjectIdentifier) {
        guard let slot = slot(of: node), slots[slot].node == Self.key(node) else { return }
        slots[slot].isForgotten = true
    }

    mutating func store(_ calculation: PreviousCalculation, for node: ObjectIdentifier) {
        if (entries.count + 1) * 2 > slots.count { grow() }
        let slot = slot(of: node)!
        if slots[slot].node == 0 {
            slots[slot] = Slot(node: Self.key(node), entry: Int32(entries.count))
            entries.append(calculation)
        } else {
            slots[slot].isForgotten = false
            entries.modify(Int(slots[slot].entry)) { $0 = calculation }
        }
    }

    func destroy() {
        entries.destroy()
    }

    /// The slot holding `node`, or the empty slot where it would go; nil while the table is empty.
    private func slot(of node: ObjectIdentifier) -> Int? {
        guard !slots.isEmpty else { return nil }
        let key = Self.key(node)
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        while slots[slot].node != 0, slots[slot].node != key { slot = (slot + 1) & mask }
        return slot
    }

    private static func key(_ node: ObjectIdentifier) -> UInt {
        UInt(bitPattern: Int(bitPattern: node))
    }

    private static func hash(_ key: UInt) -> Int {
        // Fibonacci hashing; objects are 16-byte aligned, so the low bits carry nothing.
        Int(truncatingIfNeeded: ((key >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(), count: Swift.max(16, slots.count * 2))
        let mask = slots.count - 1
        for entry in old where entry.node != 0 {
            var slot = Self.hash(entry.node) & mask
            while slots[slot].node != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }
}

private struct PreviousCalculation {
    var range: SizeRange
    var parentSize: Size
    var layout: CalculatedLayout
}
