/// One tableau row, `constant + Σ coefficient × symbol`. As a basic row it gives the value of its
/// basic symbol; as an objective it is a cost to minimise.
struct Row: Sendable {
    private(set) var cells: [Symbol: Double]
    var constant: Double

    init(constant: Double = 0) {
        self.cells = [:]
        self.constant = constant
    }

    static let epsilon = 1e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    func coefficient(of symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    mutating func insert(_ symbol: Symbol, times coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        cells[symbol] = Row.isNearZero(sum) ? nil : sum
    }

    /// Adds `coefficient × other` to this row.
    mutating func insert(_ other: Row, times coefficient: Double = 1) {
        constant += other.constant * coefficient
        for (symbol, value) in other.cells { insert(symbol, times: value * coefficient) }
    }

    mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

    mutating func reverseSign() {
        constant = -constant
        for symbol in Array(cells.keys) { cells[symbol] = -cells[symbol]! }
    }

    /// Turns `0 = this row` into `symbol = …` (the symbol leaves the row).
    mutating func solve(for symbol: Symbol) {
        let coefficient = -1 / cells.removeValue(forKey: symbol)!
        constant *= coefficient
        for key in Array(cells.keys) { cells[key]! *= coefficient }
    }

    /// Turns `lhs = this row` into `rhs = …` where `rhs` is a symbol of this row.
    mutating func solve(for lhs: Symbol, replacing rhs: Symbol) {
        insert(lhs, times: -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row`.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, times: coefficient)
    }

    /// The symbols in a stable order, so pivot choices never depend on hashing.
    var sortedSymbols: [Symbol] { cells.keys.sorted() }
}
