import LayoutEngine
import UIKitLayout

/// Puts a table view's rows in: each visible cell is fitted at the table's width (self-sizing,
/// `UITableView.automaticDimension`) or given the fixed `rowHeight`, then placed below the one
/// before it by its frame, as UITableView places cells. The cell's content view is 1 pixel shorter
/// when rows have separators, which are drawn at the bottom, inset 16 pt like UIKit's.
struct TableRows {
    let interpreter: Interpreter
    let textMeasurer: any TextMeasuring
    /// A one-pixel separator at @2x.
    static let separatorHeight = 0.5
    static let separatorInset = 16.0
    /// A standard cell's smallest row (44 pt with its separator) and its text label's side margins.
    static let standardRowHeight = 44.0
    static let textLabelMargin = 16.0

    /// `topInset`: the adjusted content inset, what covers the table's top (the status bar, a
    /// navigation bar): the first row starts below it, as a table at rest shows it.
    func insertRows(of table: ViewObject, frame: UIKitLayout.Frame, topInset: Double = 0) throws(InterpreterError) {
        let separator = table.table?.hasSeparators == false ? 0 : Self.separatorHeight
        let fixed = table.table?.rowHeight ?? -1
        let rows = try TableMembers.cells(of: table, visibleHeight: frame.height - topInset, rowHeight: { cell, asked throws(InterpreterError) in
            // The delegate's answer, else the table's rowHeight; automaticDimension fits the cell.
            let given = asked ?? fixed
            let fitted = try fittedHeight(of: cell, width: frame.width, separator: separator, given: given >= 0 ? given : nil)
            return given >= 0 ? given : fitted
        }, interpreter)
        var y = topInset
        for (cell, height) in rows {
            cell.frame = Rect(x: 0, y: y, width: frame.width, height: height)
            cell.translatesAutoresizingMaskIntoConstraints = true
            cell.contentView?.frame = Rect(x: 0, y: 0, width: frame.width, height: height - separator)
            if separator > 0, let properties = table.table { addSeparator(to: cell, of: properties, width: frame.width, height: height) }
            table.addSubview(cell)
            y += height
        }
    }

    /// `systemLayoutSizeFitting` of the cell at the table's width: the content view fills the cell
    /// above the separator, and a standard cell's text label is centred in a row at least 44 pt high,
    /// or in the `given` height (a fixed `rowHeight` or the delegate's), which lays the label out too.
    private func fittedHeight(of cell: ViewObject, width: Double, separator: Double, given: Double?) throws(InterpreterError) -> Double {
        guard let content = cell.contentView else { return Self.standardRowHeight }
        var builder = UIKitLayoutBuilder(interpreter: interpreter, textMeasurer: textMeasurer, strict: false)
        builder.constrainedViews = [ObjectIdentifier(content)]
        builder.systemConstraints = [(content, .left, cell, 0, .equal), (content, .top, cell, 0, .equal),
                                     (content, .width, cell, 0, .equal), (content, .bottom, cell, -separator, .equal)]
        let label = content.subviews.first { $0.name == "textLabel" && $0.kind == .label && $0.translatesAutoresizingMaskIntoConstraints }
        if let label {
            builder.constrainedViews.insert(ObjectIdentifier(label))
            builder.systemConstraints += [(label, .leading, content, Self.textLabelMargin, .equal), (label, .trailing, content, -Self.textLabelMargin, .equal),
                                          (label, .centerY, content, 0, .equal)]
        }
        let solved = try builder.layout(root: cell, as: .fitting(width: width, scale: 2))
        var height = solved.frames[ViewID(index: 0)]?.height ?? 0
        if let label, let labelID = builder.id(of: label), let labelFrame = solved.frames[labelID] {
            height = given ?? max(height, Self.standardRowHeight)
            let top = ((height - separator) - labelFrame.height) / 2
            label.frame = Rect(x: labelFrame.x, y: (top * 2).rounded() / 2, width: labelFrame.width, height: labelFrame.height)
            interpreter.layoutNotes.append(InterpreterError("standard cells are drawn with their text label 16 pt from each side and rows at least 44 pt high, which Layoutbook has not verified"))
        }
        return height
    }

    /// The line runs between the table's `separatorInset.left` and `.right` (UIKit ignores its top
    /// and bottom), in its `separatorColor`.
    private func addSeparator(to cell: ViewObject, of table: TableProperties, width: Double, height: Double) {
        let line = ViewObject(typeName: "UIView", kind: .view)
        line.name = "\(cell.name ?? "cell").separator"
        let inset = table.separatorInset
        line.frame = Rect(x: inset.left, y: height - Self.separatorHeight, width: max(0, width - inset.left - inset.right), height: Self.separatorHeight)
        line.appearance.backgroundColor = table.separatorColor ?? NamedColors.color("separator")
        cell.addSubview(line)
    }
}
