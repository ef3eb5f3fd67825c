import Foundation

/// The heights of a section's rows: one estimate for all, overridden by the
/// heights of the rows that have been measured.
///
/// Storage and lookups grow with the number of measured rows only, so a
/// section of a million rows costs no more than the rows that were drawn.
struct RowHeights {
    let count: Int
    let estimate: CGFloat
    /// Measured rows, ascending, with their height minus the estimate.
    private var rows: [Int] = []
    private var deltas: [CGFloat] = []
    /// `sums[i]` is the sum of `deltas[..<i]`, added in order, so that a
    /// row's offset costs a search, not a sum over every row measured above
    /// it (a screen of 20,000 thin rows measures 20,000).
    private var sums: [CGFloat] = [0]

    init(count: Int, estimate: CGFloat) {
        self.count = count
        self.estimate = estimate
    }

    /// The sum of every row's height.
    var total: CGFloat { CGFloat(count) * estimate + (sums.last ?? 0) }

    func isMeasured(_ row: Int) -> Bool { measuredIndex(row) != nil }

    func height(ofRow row: Int) -> CGFloat {
        measuredIndex(row).map { estimate + deltas[$0] } ?? estimate
    }

    /// The distance from the first row's top to `row`'s top.
    func offset(ofRow row: Int) -> CGFloat {
        CGFloat(row) * estimate + sums[insertionIndex(row)]
    }

    /// The row whose span contains `y` (clamped to the first and last rows).
    func row(atOffset y: CGFloat) -> Int {
        guard count > 0 else { return 0 }
        return max(0, (0..<count).partitioningIndex { offset(ofRow: $0) > y } - 1)
    }

    mutating func setHeight(_ height: CGFloat, ofRow row: Int) {
        let index = insertionIndex(row)
        if index < rows.count, rows[index] == row {
            // Layout measures the rows on screen again each pass, mostly to the same height.
            guard deltas[index] != height - estimate else { return }
            deltas[index] = height - estimate
        } else {
            rows.insert(row, at: index)
            deltas.insert(height - estimate, at: index)
            sums.append(0)
        }
        // Rows are mostly measured top down, so this is mostly the last sum alone.
        for i in index..<deltas.count { sums[i + 1] = sums[i] + deltas[i] }
    }

    /// The position of the first measured row ≥ `row`.
    private func insertionIndex(_ row: Int) -> Int {
        rows.partitioningIndex { $0 >= row }
    }

    private func measuredIndex(_ row: Int) -> Int? {
        let index = insertionIndex(row)
        return index < rows.count && rows[index] == row ? index : nil
    }
}
