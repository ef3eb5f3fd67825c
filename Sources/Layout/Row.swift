/// One row of the tableau: `constant + Σ coefficient × symbol`, kept sorted
/// by symbol so that iterating it is deterministic and merging is linear.
struct Row {
    /// Coefficients smaller than this are taken as zero, against rounding drift.
    static let epsilon = 1e-8

    private(set) var constant: Double
    private(set) var cells: [(symbol: Symbol, coefficient: Double)] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    func coefficient(for symbol: Symbol) -> Double {
        let position = index(of: symbol)
        return position.found ? cells[position.index].coefficient : 0
    }

    /// Binary search: where `symbol` is, or where it would go.
    private func index(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) / 2
            if cells[mid].symbol.id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (low, low < cells.count && cells[low].symbol.id == symbol.id)
    }

    /// Adds `coefficient × symbol`, dropping the cell when it cancels out.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (i, found) = index(of: symbol)
        guard found else {
            if abs(coefficient) >= Row.epsilon { cells.insert((symbol, coefficient), at: i) }
            return
        }
        let sum = cells[i].coefficient + coefficient
        if abs(sum) < Row.epsilon { cells.remove(at: i) } else { cells[i].coefficient = sum }
    }

    /// Adds `coefficient ×` another row, constant included.
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for cell in row.cells { insert(cell.symbol, cell.coefficient * coefficient) }
    }

    /// Adds `delta` to the constant and returns the new constant.
    mutating func add(_ delta: Double) -> Double {
        constant += delta
        return constant
    }

    mutating func remove(_ symbol: Symbol) {
        let (i, found) = index(of: symbol)
        if found { cells.remove(at: i) }
    }

    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Rewrites `0 = row` as `symbol = row'`, taking `symbol` out of the cells.
    mutating func solve(for symbol: Symbol) {
        let factor = -1 / coefficient(for: symbol)
        remove(symbol)
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Rewrites `lhs = row` as `rhs = row'`: a pivot from `lhs` to `rhs`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` it is basic for.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let coefficient = coefficient(for: symbol)
        guard coefficient != 0 else { return }
        remove(symbol)
        insert(row, coefficient)
    }

    /// Whether every symbol left is a dummy (the row can only be satisfied by its constant being 0).
    var hasOnlyDummies: Bool { cells.allSatisfy { $0.symbol.kind == .dummy } }
}
