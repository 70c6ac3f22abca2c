/// The rows of a table node and how they are measured (semantics §3.4).
public struct TableContent: Sendable {
    /// Cell nodes, one per row, top to bottom.
    public var rows: [DisplayNode]
    /// Tables draw separators by default; each row is then 1/scale taller than its cell.
    public var drawsSeparators: Bool
    public var contentInset: EdgeInsets
    /// Heights the delegate allows for a row; defaults to 0...CGFLOAT_MAX.
    public var rowHeightRange: ClosedRange<Double>?

    public init(rows: [DisplayNode], drawsSeparators: Bool = true, contentInset: EdgeInsets = .zero,
                rowHeightRange: ClosedRange<Double>? = nil) {
        self.rows = rows
        self.drawsSeparators = drawsSeparators
        self.contentInset = contentInset
        self.rowHeightRange = rowHeightRange
    }
}

extension DisplayNode {
    /// The table fills its range like a plain node; cells get the exact content width and a height of
    /// 0...CGFLOAT_MAX and are stacked vertically, each row adding 1/scale for its separator.
    func tableLayout(_ table: TableContent, range: SizeRange, pass: LayoutPass) -> CalculatedLayout {
        let size = range.clamp(Self.fillingSize(range.max))
        let rowWidth = Swift.max(0, size.width - table.contentInset.left - table.contentInset.right)
        let heights = table.rowHeightRange ?? 0...ValueValidity.cgFloatMax
        let cellRange = SizeRange(min: Size(width: rowWidth, height: heights.lowerBound),
                                  max: Size(width: rowWidth, height: heights.upperBound))
        let separator = table.drawsSeparators ? 1 / pass.grid.scale : 0
        var y = table.contentInset.top
        var rows: [CalculatedLayout] = []
        for cell in table.rows {
            let layout = cell.layoutThatFits(cellRange, parentSize: cellRange.max, pass: pass)
            rows.append(layout.placed(at: Point(x: table.contentInset.left, y: y)))
            y += layout.size.height + separator
        }
        return pass.layout(layoutDescription, size: size, children: rows)
    }
}
