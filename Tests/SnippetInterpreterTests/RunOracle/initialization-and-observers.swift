// Objects as a screen's model builds them: designated and convenience initializers, defaults
// evaluated per instance, observers on collection properties, computed properties with setters,
// the type's own subscripts, static members made once, deinit-free value lifetimes.
import Foundation

var made: [String] = []
func note(_ text: String) -> Int { made.append(text); return made.count }

class Section {
    let title: String
    var rows: [String] = [] {
        willSet { made.append("will \(newValue.count)") }
        didSet { made.append("did \(oldValue.count)->\(rows.count)") }
    }
    var order = note("order")
    init(title: String, rows: [String] = []) {
        self.title = title
        self.rows = rows
    }
    convenience init(count: Int) {
        self.init(title: "Section \(count)", rows: (0..<count).map { "row \($0)" })
    }
    var height: CGFloat {
        get { CGFloat(rows.count) * 44 }
        set { rows = Array(repeating: "filler", count: Int(newValue / 44)) }
    }
    subscript(index: Int) -> String {
        get { rows[index] }
        set { rows[index] = newValue }
    }
}

final class HeaderSection: Section {
    var headerHeight: CGFloat
    init(title: String, headerHeight: CGFloat = 60) {
        self.headerHeight = headerHeight
        super.init(title: title)
        rows.append("header row")
    }
}

let first = Section(count: 2)
print(first.title, first.rows, first.order, made)
first.rows.append("row 2")
first[0] = "top"
print(first.rows, first[1], made.suffix(2))
first.height = 132
print(first.rows.count, first.height)
let header = HeaderSection(title: "Header")
print(header.title, header.rows, header.headerHeight, header.order, made.last ?? "")

struct Grid {
    static let columns = note("columns")
    static var instances = 0
    var cells: [[Int]]
    init(rows: Int) {
        Grid.instances += 1
        cells = Array(repeating: Array(repeating: 0, count: Grid.columns + 2), count: rows)
    }
    subscript(row: Int, column: Int) -> Int {
        get { cells[row][column] }
        set { cells[row][column] = newValue }
    }
}
var grid = Grid(rows: 2)
grid[1, 2] = 7
let copy = grid
grid[0, 0] = 1
print(grid.cells, copy.cells, Grid.instances, Grid.columns)
