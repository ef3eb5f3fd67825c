/// The tableau's rows by basic symbol: a slot per symbol id (ids are small
/// and dense), and the basic symbols in a list for visiting, so that no
/// lookup hashes and visiting in place copies nothing.
struct RowTable {
    private var slots: [Row?] = []
    /// Where each basic symbol is in `basics`, by symbol id; -1 if not basic.
    private var positions: [Int] = []
    private(set) var basics: [Symbol] = []

    subscript(symbol: Symbol) -> Row? {
        get { symbol.id < slots.count ? slots[symbol.id] : nil }
        set {
            if let newValue { insert(newValue, for: symbol) } else { _ = removeValue(forKey: symbol) }
        }
    }

    private mutating func insert(_ row: Row, for symbol: Symbol) {
        if symbol.id >= slots.count {
            slots += Array(repeating: nil, count: symbol.id - slots.count + 1)
            positions += Array(repeating: -1, count: symbol.id - positions.count + 1)
        }
        if positions[symbol.id] < 0 {
            positions[symbol.id] = basics.count
            basics.append(symbol)
        }
        slots[symbol.id] = row
    }

    /// Removes and returns the row of `symbol`, if it is basic.
    mutating func removeValue(forKey symbol: Symbol) -> Row? {
        guard let row = self[symbol] else { return nil }
        slots[symbol.id] = nil
        // Swap-remove: the last basic symbol takes the removed one's place.
        let position = positions[symbol.id]
        let last = basics.removeLast()
        if last != symbol {
            basics[position] = last
            positions[last.id] = position
        }
        positions[symbol.id] = -1
        return row
    }

    /// Visits every row in place.
    mutating func forEach(_ body: (Symbol, inout Row) -> Void) {
        for symbol in basics {
            // Moved out and back, so the row is mutated without a copy.
            guard var row = slots[symbol.id] else { continue }
            slots[symbol.id] = nil
            body(symbol, &row)
            slots[symbol.id] = row
        }
    }

    /// Every basic symbol with its row.
    var all: some Sequence<(Symbol, Row)> {
        basics.lazy.compactMap { [slots] symbol in slots[symbol.id].map { (symbol, $0) } }
    }
}
