/// One tableau row, `constant + Σ coefficient × symbol`. As a basic row it gives the value of its
/// basic symbol; as an objective it is a cost to minimise.
///
/// Cells are kept sorted by symbol id in a plain array: rows are short (a few symbols), so merging
/// sorted arrays beats hashing, and iteration order is stable for free.
struct Row: Sendable {
    struct Cell: Sendable {
        var symbol: Symbol
        var coefficient: Double
    }

    private(set) var cells: [Cell]
    var constant: Double

    init(constant: Double = 0) {
        self.cells = []
        self.constant = constant
    }

    static let epsilon = 1e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    var isEmpty: Bool { cells.isEmpty }
    var symbols: [Symbol] { cells.map(\.symbol) }

    /// The index of the symbol's cell, or where it would go.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) / 2
            if cells[middle].symbol.id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, low < cells.count && cells[low].symbol.id == symbol.id)
    }

    func coefficient(of symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

    mutating func insert(_ symbol: Symbol, times coefficient: Double = 1) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if Row.isNearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !Row.isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `coefficient × other` to this row (a merge of two sorted cell lists).
    mutating func insert(_ other: Row, times coefficient: Double = 1) {
        constant += other.constant * coefficient
        guard !other.cells.isEmpty else { return }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var i = 0, j = 0
        while i < cells.count || j < other.cells.count {
            if j == other.cells.count || (i < cells.count && cells[i].symbol.id < other.cells[j].symbol.id) {
                merged.append(cells[i]); i += 1
            } else if i == cells.count || other.cells[j].symbol.id < cells[i].symbol.id {
                merged.append(Cell(symbol: other.cells[j].symbol, coefficient: other.cells[j].coefficient * coefficient)); j += 1
            } else {
                let sum = cells[i].coefficient + other.cells[j].coefficient * coefficient
                if !Row.isNearZero(sum) { merged.append(Cell(symbol: cells[i].symbol, coefficient: sum)) }
                i += 1; j += 1
            }
        }
        cells = merged
    }

    /// Removes the symbol's cell and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells.remove(at: index).coefficient : 0
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = this row` into `symbol = …` (the symbol leaves the row).
    mutating func solve(for symbol: Symbol) {
        let coefficient = -1 / remove(symbol)
        constant *= coefficient
        for index in cells.indices { cells[index].coefficient *= coefficient }
    }

    /// Turns `lhs = this row` into `rhs = …` where `rhs` is a symbol of this row.
    mutating func solve(for lhs: Symbol, replacing rhs: Symbol) {
        insert(lhs, times: -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row`.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        let coefficient = remove(symbol)
        guard coefficient != 0 else { return }
        insert(row, times: coefficient)
    }
}
