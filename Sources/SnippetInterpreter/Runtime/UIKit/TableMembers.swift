import Diagnostics
import LayoutEngine
import SwiftSyntax

/// UITableView's cell registry and dequeueing, and the rows its data source gives.
enum TableMembers {
    static func call(_ name: String, on table: ViewObject, _ args: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        switch name {
        case "register":
            let identifier = try Convert.string(args.first { $0.label == "forCellReuseIdentifier" }?.value ?? .none, at: node)
            switch args.first?.value {
            case .type(let cellClass)?: table.table?.registered[identifier] = cellClass
            case .object(let nib as NibObject)?: table.table?.registered[identifier] = Nibs.prefix + nib.name
            default: break
            }
            return .void
        case "dequeueReusableCell":
            let identifier = try Convert.string(args.first { $0.label == "withIdentifier" }?.value ?? .none, at: node)
            guard let cellClass = table.table?.registered[identifier] else {
                // Without an index path UIKit answers nil; with one it stops the app.
                guard args.contains(where: { $0.label == "for" }) else { return Value.none }
                throw InterpreterError("unable to dequeue a cell with identifier '\(identifier)': register a class for it first (tableView.register(Cell.self, forCellReuseIdentifier: \"\(identifier)\"))\(NearestName.hint(for: identifier, in: table.table?.registered.keys.sorted() ?? []))", at: node)
            }
            return try makeCell(cellClass, identifier: identifier, interpreter, at: node)
        default:
            return nil
        }
    }

    /// A cell as UIKit makes a registered class: `init(style: .default, reuseIdentifier:)`.
    static func makeCell(_ cellClass: String, identifier: String, _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        if cellClass.hasPrefix(Nibs.prefix) {
            return try Nibs.registeredView(.tableViewCell, in: String(cellClass.dropFirst(Nibs.prefix.count)), for: identifier, interpreter, at: node)
        }
        let args = [Argument(label: "style", value: .enumCase(type: "UITableViewCell.CellStyle", name: "default", payload: [])),
                    Argument(label: "reuseIdentifier", value: .string(identifier))]
        if let declared = interpreter.classes[cellClass] { return try interpreter.instantiate(declared, args, at: node) }
        return try TextureRuntime.construct(cellClass, args, interpreter, at: node)
    }

    /// The cells the data source gives for the rows that fit in the table's height (UIKit asks for
    /// visible rows only), at most 200, section after section (`numberOfSections(in:)`, one unless
    /// the data source says more).
    static func cells(of table: ViewObject, visibleHeight: Double, rowHeight: (ViewObject, Double?) throws(InterpreterError) -> Double,
                      _ interpreter: Interpreter) throws(InterpreterError) -> [(cell: ViewObject, height: Double)] {
        guard let source = table.table?.dataSource,
              let count = interpreter.method("tableView(_:numberOfRowsInSection:)", of: source),
              let cellForRow = interpreter.method("tableView(_:cellForRowAt:)", of: source) else { return [] }
        warnAboutSectionTitles(of: source, interpreter)
        var cells: [(ViewObject, Double)] = []
        var y = 0.0
        for section in 0..<(try sectionCount(of: table, source, interpreter)) where y < visibleHeight {
            let answer = try interpreter.call(count, [Argument(label: nil, value: .object(table)), Argument(label: "numberOfRowsInSection", value: .int(section))],
                                              selfObject: source, at: count)
            guard let rows = answer.number, rows >= 0 else { throw InterpreterError("tableView(_:numberOfRowsInSection:) must return an Int", at: count) }
            for row in 0..<Int(min(rows, 200)) where y < visibleHeight && cells.count < 200 {
                let indexPath = LayoutBuilder.indexPath(row, section: section)
                let value = try interpreter.call(cellForRow, [Argument(label: nil, value: .object(table)), Argument(label: "cellForRowAt", value: indexPath)],
                                                 selfObject: source, at: cellForRow)
                guard case .object(let cell as ViewObject) = value, cell.kind == .tableViewCell else {
                    throw InterpreterError("tableView(_:cellForRowAt:) must return a UITableViewCell, found '\(value.typeName)'", at: cellForRow)
                }
                // Every row's cell is bound to the same local variable: name it as code reaches it.
                cell.name = "\(table.name ?? "tableView").visibleCells[\(cells.count)]"
                let height = try rowHeight(cell, try delegateHeight(of: table, at: indexPath, interpreter))
                try tellDelegate(of: table, willDisplay: cell, at: indexPath, interpreter)
                cells.append((cell, height))
                y += height
            }
        }
        return cells
    }

    /// `tableView(_:heightForRowAt:)` of the table's delegate, where it has one.
    private static func delegateHeight(of table: ViewObject, at indexPath: Value, _ interpreter: Interpreter) throws(InterpreterError) -> Double? {
        guard let delegate = table.table?.delegate, let method = interpreter.method("tableView(_:heightForRowAt:)", of: delegate) else { return nil }
        let answer = try interpreter.call(method, [Argument(label: nil, value: .object(table)), Argument(label: "heightForRowAt", value: indexPath)],
                                          selfObject: delegate, at: method)
        guard let height = answer.number else { throw InterpreterError("tableView(_:heightForRowAt:) must return a CGFloat", at: method) }
        return height
    }

    /// UIKit tells the delegate before a row shows (`tableView(_:willDisplay:forRowAt:)`): what it
    /// sets on the cell is what the row shows.
    private static func tellDelegate(of table: ViewObject, willDisplay cell: ViewObject, at indexPath: Value, _ interpreter: Interpreter) throws(InterpreterError) {
        guard let delegate = table.table?.delegate, let method = interpreter.method("tableView(_:willDisplay:forRowAt:)", of: delegate) else { return }
        _ = try interpreter.call(method, [Argument(label: nil, value: .object(table)), Argument(label: "willDisplay", value: .object(cell)),
                                          Argument(label: "forRowAt", value: indexPath)], selfObject: delegate, at: method)
    }

    /// A table's section headers and footers are not drawn (its rows follow one another): the code
    /// that gives them is told so.
    static func warnAboutSectionTitles(of source: RuntimeObject, _ interpreter: Interpreter) {
        let methods = ["tableView(_:titleForHeaderInSection:)", "tableView(_:titleForFooterInSection:)",
                       "tableView(_:viewForHeaderInSection:)", "tableView(_:viewForFooterInSection:)"]
        guard let method = methods.lazy.compactMap({ interpreter.method($0, of: source) }).first else { return }
        interpreter.warn(InterpreterError("a table's section headers and footers are not drawn: the figure shows its rows one after another", at: method.name))
    }

    /// `numberOfSections(in:)` of a table's or collection's data source, one when it has none (UIKit's default).
    static func sectionCount(of table: ViewObject, _ source: RuntimeObject, _ interpreter: Interpreter) throws(InterpreterError) -> Int {
        guard let method = interpreter.method("numberOfSections(in:)", of: source) else { return 1 }
        let answer = try interpreter.call(method, [Argument(label: nil, value: .object(table))], selfObject: source, at: method)
        guard let sections = answer.number, sections >= 0 else { throw InterpreterError("numberOfSections(in:) must return an Int", at: method) }
        return Int(min(sections, 200))
    }
}
