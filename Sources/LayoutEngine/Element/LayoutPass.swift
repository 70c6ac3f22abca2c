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
    }

    /// Each node's previous calculation in this pass: Texture keeps exactly one per node (its
    /// pending layout), so a node asked for A, then B, then A again calculates three times.
    @exclusivity(unchecked) private var previousCalculations = PreviousCalculations()

    public func warn(_ warning: LayoutWarning) {
        warnings.append(warning)
    }

    func recordLeafRange(_ range: SizeRange, of info: ElementInfo) {
        guard recordsLeafRanges, let name = info.name else { return }
        leafRanges[name, default: []].append(range)
    }

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
    func cachedLayout(of node: ObjectIdentifier, range: SizeRange, parentSize: Size) -> Layout? {
        guard !parentSize.width.isNaN, !parentSize.height.isNaN, !range.hasNaN,
              let previous = previousCalculations.lookUp(node), previous.range == range,
              previous.parentSize == parentSize else { return nil }
        return previous.layout
    }

    /// Remembers `layout` as the node's previous calculation. A calculation with a NaN component can never
    /// be matched, so it only forgets the older one (cheaper than storing an entry that never hits).
    func cache(_ layout: Layout, of node: ObjectIdentifier, range: SizeRange, parentSize: Size) {
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
/// dictionary hashes with SipHash on each of them. A slot, once it holds a node, keeps that node for the
/// rest of the pass (forgetting empties only the value), so probing never needs tombstones; the table
/// only ever holds the nodes of one tree.
private struct PreviousCalculations {
    private var keys: [ObjectIdentifier?] = []
    private var values: [PreviousCalculation?] = []
    private var used = 0

    func lookUp(_ node: ObjectIdentifier) -> PreviousCalculation? {
        guard let slot = slot(of: node), keys[slot] == node else { return nil }
        return values[slot]
    }

    mutating func forget(_ node: ObjectIdentifier) {
        guard let slot = slot(of: node), keys[slot] == node, values[slot] != nil else { return }
        values[slot] = nil
    }

    mutating func store(_ calculation: PreviousCalculation, for node: ObjectIdentifier) {
        if (used + 1) * 2 > keys.count { grow() }
        let slot = slot(of: node)!
        if keys[slot] == nil {
            keys[slot] = node
            used += 1
        }
        values[slot] = calculation
    }

    /// The slot holding `node`, or the empty slot where it would go; nil while the table is empty.
    private func slot(of node: ObjectIdentifier) -> Int? {
        guard !keys.isEmpty else { return nil }
        let mask = keys.count - 1
        var slot = Self.hash(node) & mask
        while let key = keys[slot], key != node { slot = (slot + 1) & mask }
        return slot
    }

    private static func hash(_ node: ObjectIdentifier) -> Int {
        // Fibonacci hashing; objects are 16-byte aligned, so the low bits carry nothing.
        let address = UInt(bitPattern: Int(bitPattern: node)) >> 4
        return Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        let capacity = Swift.max(16, keys.count * 2)
        keys = Array(repeating: nil, count: capacity)
        values = Array(repeating: nil, count: capacity)
        used = 0
        for index in oldKeys.indices {
            guard let key = oldKeys[index] else { continue }
            let slot = slot(of: key)!
            keys[slot] = key
            values[slot] = oldValues[index]
            used += 1
        }
    }
}

private struct PreviousCalculation {
    var range: SizeRange
    var parentSize: Size
    var layout: Layout
}
