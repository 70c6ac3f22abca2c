/// How UICollectionViewFlowLayout places one section's items, whoever measured them (Texture's
/// cell nodes, UIKit's cells): as many items as fit on a line with the minimum inter-item spacing
/// (always one), lines `minimumLineSpacing` apart, each item centred across its line.
///
/// Along a line, the extra space of a full line is shared between its gaps, and a line of one
/// item is centred (Apple's flow layout guide). The last line is placed as if the section went on
/// with more items like its last one, so that a grid of equal items stays a grid ("[x x x] [x x ]"):
/// the gaps are those of a full line of that many. Items of different sizes put their last line
/// at the leading edge with the minimum spacing instead (UIKit's behaviour as reported in
/// rdar://20825965; not documented).
public struct FlowSection: Sendable {
    /// Each item's origin, from the section's leading corner (its insets included).
    public var origins: [Point]
    /// The section's length along the scroll direction, insets included.
    public var length: Double
    /// The last line was placed by the reported rule for items of different sizes (worth a note).
    public var usedUnequalLastLine: Bool

    /// `crossLength`: the collection's extent across the scroll direction (its width when it scrolls
    /// vertically).
    public init(sizes: [Size], crossLength: Double, vertical: Bool, inset: EdgeInsets, lineSpacing: Double, interitemSpacing: Double) {
        let along = { (size: Size) in vertical ? size.width : size.height }
        let across = { (size: Size) in vertical ? size.height : size.width }
        let lineLength = Swift.max(0, crossLength - (vertical ? inset.left + inset.right : inset.top + inset.bottom))
        let equal = sizes.allSatisfy { $0 == sizes.first }
        let lines = Self.lines(sizes.map(along), length: lineLength, spacing: interitemSpacing)
        var origins = Array(repeating: Point(x: 0, y: 0), count: sizes.count)
        var position = vertical ? inset.top : inset.left
        var unequalLast = false
        for (number, line) in lines.enumerated() {
            let isLast = number == lines.count - 1
            let thickness = line.map { across(sizes[$0]) }.max() ?? 0
            let lengths = line.map { along(sizes[$0]) }
            let offsets: [Double]
            if isLast && !equal {
                offsets = Self.leadingOffsets(lengths, spacing: interitemSpacing)
                unequalLast = unequalLast || line.count < sizes.count
            } else {
                let slots = isLast ? Self.slots(for: lengths, length: lineLength, spacing: interitemSpacing) : lengths.count
                offsets = Self.justifiedOffsets(lengths, slots: slots, length: lineLength, spacing: interitemSpacing)
            }
            for (item, offset) in zip(line, offsets) {
                let centring = (thickness - across(sizes[item])) / 2
                origins[item] = vertical
                    ? Point(x: inset.left + offset, y: position + centring)
                    : Point(x: position + centring, y: inset.top + offset)
            }
            position += thickness + (isLast ? 0 : lineSpacing)
        }
        position += vertical ? inset.bottom : inset.right
        self.origins = origins
        self.length = position
        self.usedUnequalLastLine = unequalLast
    }

    /// Item indices per line: a line takes items while they fit with the minimum spacing (always one).
    static func lines(_ lengths: [Double], length: Double, spacing: Double) -> [[Int]] {
        var lines: [[Int]] = []
        var used = 0.0
        for (index, itemLength) in lengths.enumerated() {
            if var line = lines.last, used + spacing + itemLength <= length + 1e-9 {
                line.append(index)
                lines[lines.count - 1] = line
                used += spacing + itemLength
            } else {
                lines.append([index])
                used = itemLength
            }
        }
        return lines
    }

    /// How many items like the last one a full line would hold: the line's own items always count.
    private static func slots(for lengths: [Double], length: Double, spacing: Double) -> Int {
        guard let last = lengths.last else { return 0 }
        var used = lengths.reduce(0, +) + spacing * Double(lengths.count - 1)
        var count = lengths.count
        while used + spacing + last <= length + 1e-9 {
            used += spacing + last
            count += 1
        }
        return count
    }

    /// A line of `slots` items (its own first) justified across `length`: the extra space shared
    /// between the gaps, a lone item centred.
    private static func justifiedOffsets(_ lengths: [Double], slots: Int, length: Double, spacing: Double) -> [Double] {
        guard let first = lengths.first else { return [] }
        if slots == 1 { return [Swift.max(0, (length - first) / 2)] }
        let filled = lengths.reduce(0, +) + Double(slots - lengths.count) * (lengths.last ?? 0)
        let gap = Swift.max(spacing, (length - filled) / Double(slots - 1))
        return leadingOffsets(lengths, spacing: gap)
    }

    private static func leadingOffsets(_ lengths: [Double], spacing: Double) -> [Double] {
        var offsets: [Double] = []
        var position = 0.0
        for itemLength in lengths {
            offsets.append(position)
            position += itemLength + spacing
        }
        return offsets
    }
}
