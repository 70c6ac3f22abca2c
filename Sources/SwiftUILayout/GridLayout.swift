/// `Grid { GridRow { … } … }` (GRD2, open): SwiftUI does not publish Grid's algorithm. Layoutbook's
/// reading, said under every figure that uses it: each column is as wide as its widest cell, each row
/// as tall as its tallest, cells share the offered width equally while it is finite, a view outside a
/// `GridRow` spans every column and is offered their total width, and cells are aligned in their slot by the grid's alignment.
struct GridLayout: LayoutBehavior {
    let alignment: Alignment
    let horizontalSpacing: Double
    let verticalSpacing: Double
    /// How many cells each row has; 0 for a view that spans the whole grid.
    let rowCells: [Int]

    private var columns: Int { max(rowCells.max() ?? 0, 1) }

    /// The node's children row by row: each row's cells, or one spanning view.
    private func rows(_ node: LayoutNode) -> [[LayoutNode]] {
        var rows: [[LayoutNode]] = []
        var index = 0
        for count in rowCells {
            let width = max(count, 1)
            rows.append(Array(node.children[index..<min(index + width, node.children.count)]))
            index += width
        }
        return rows
    }

    private struct Measure {
        var widths: [Double]
        var heights: [Double]
        var offer: Double?
        var total: Double
    }

    /// Columns from the rows' cells first; a spanning view is then offered the columns' total width,
    /// so a Divider is as wide as the grid.
    private func measure(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> Measure {
        node.run.assume(.grid)
        let rows = rows(node)
        let offer = proposal.width.map { max(($0 - horizontalSpacing * Double(columns - 1)) / Double(columns), 0) }
        var widths = Array(repeating: 0.0, count: columns)
        for (row, count) in zip(rows, rowCells) where count > 0 {
            for (column, cell) in row.enumerated() {
                widths[column] = max(widths[column], try cell.size(ProposedViewSize(width: offer, height: nil)).width)
            }
        }
        let total = widths.reduce(0, +) + horizontalSpacing * Double(columns - 1)
        var heights: [Double] = []
        for (row, count) in zip(rows, rowCells) {
            let cellOffer = ProposedViewSize(width: count == 0 ? total : offer, height: nil)
            heights.append(try row.map { try $0.size(cellOffer).height }.max() ?? 0)
        }
        return Measure(widths: widths, heights: heights, offer: offer, total: total)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize {
        let measure = try measure(proposal, node)
        let width = measure.total
        let height = measure.heights.reduce(0, +) + verticalSpacing * Double(max(measure.heights.count - 1, 0))
        return ViewSize(width: width, height: height)
    }

    func placeChildren(of node: LayoutNode, in frame: ViewFrame, proposal: ProposedViewSize) throws {
        let measure = try measure(proposal, node)
        var y = frame.y
        for ((row, count), height) in zip(zip(rows(node), rowCells), measure.heights) {
            var x = frame.x
            for (column, cell) in row.enumerated() {
                let spanning = count == 0
                let slot = ViewFrame(x: x, y: y, width: spanning ? frame.width : measure.widths[column], height: height)
                let offer = ProposedViewSize(width: spanning ? measure.total : measure.offer, height: nil)
                let size = try cell.size(offer)
                try cell.place(at: try aligned(cell, size: size, in: slot, alignment), proposal: offer)
                x += slot.width + horizontalSpacing
            }
            y += height + verticalSpacing
        }
    }
}
