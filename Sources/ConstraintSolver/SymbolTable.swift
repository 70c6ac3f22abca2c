/// A map from symbols to values, stored in an array indexed by symbol id (ids are dense), so the
/// solver's hottest lookups never hash.
struct SymbolTable<Value: Sendable>: Sendable {
    private var slots: [Value?] = []

    subscript(symbol: Symbol) -> Value? {
        get { symbol.id < slots.count ? slots[symbol.id] : nil }
        set {
            if symbol.id >= slots.count {
                guard newValue != nil else { return }
                slots.append(contentsOf: repeatElement(nil, count: max(symbol.id + 1 - slots.count, slots.count)))
            }
            slots[symbol.id] = newValue
        }
    }

    /// Reads and writes the value in place (no copy of the value while it changes).
    subscript(symbol: Symbol, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[symbol] ?? defaultValue() }
        set { self[symbol] = newValue }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Value? {
        guard symbol.id < slots.count, let value = slots[symbol.id] else { return nil }
        slots[symbol.id] = nil
        return value
    }
}

/// A set of symbols kept as a sorted array: columns list few rows, and a sorted list is already in
/// the deterministic order the solver visits rows in.
struct SortedSymbols: Sendable, Sequence {
    private var symbols: [Symbol] = []

    func makeIterator() -> IndexingIterator<[Symbol]> { symbols.makeIterator() }

    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle].id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, low < symbols.count && symbols[low].id == symbol.id)
    }

    mutating func insert(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if !found { symbols.insert(symbol, at: index) }
    }

    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found { symbols.remove(at: index) }
    }
}
