import Foundation

/// The lines of one flow-layout section, along the line (`u`, x when scrolling
/// vertically) and across it (`v`, the scroll direction), relative to the
/// section's first line.
///
/// Items of one size are counted: a million of them cost what twenty do.
/// Items of their own sizes are measured into lines one by one, as UIKit asks
/// the delegate for every size.
enum FlowLines {
    /// `count` items of one size, `perLine` to a line.
    case uniform(count: Int, size: FlowSize, perLine: Int, itemSpacing: CGFloat, lineSpacing: CGFloat, width: CGFloat)
    /// Each line's items with their positions and sizes.
    case measured([FlowLine])

    /// Greedy lines of `sizes` (not all one size) in a line `width` long:
    /// full lines justified (a lone item centred), the last one at the
    /// minimum spacing from the start.
    static func measure(_ sizes: [FlowSize], width: CGFloat, itemSpacing: CGFloat, lineSpacing: CGFloat) -> FlowLines {
        var lines: [FlowLine] = []
        var start = 0
        var v: CGFloat = 0
        while start < sizes.count {
            var end = start + 1
            var used = sizes[start].u
            while end < sizes.count, used + itemSpacing + sizes[end].u <= width {
                used += itemSpacing + sizes[end].u
                end += 1
            }
            lines.append(FlowLine(items: start..<end, v: v, thickness: sizes[start..<end].map(\.v).max() ?? 0, positions: []))
            v += (lines.last?.thickness ?? 0) + lineSpacing
            start = end
        }
        for index in lines.indices {
            lines[index].positions = lines[index].place(sizes, width: width, spacing: index == lines.count - 1 ? itemSpacing : nil)
        }
        return .measured(lines)
    }

    /// The extent across the lines.
    var thickness: CGFloat {
        switch self {
        case .uniform(let count, let size, let perLine, _, let lineSpacing, _):
            let lines = (count + perLine - 1) / perLine
            return lines == 0 ? 0 : CGFloat(lines) * size.v + CGFloat(lines - 1) * lineSpacing
        case .measured(let lines):
            guard let last = lines.last else { return 0 }
            return last.v + last.thickness
        }
    }

    /// The item's position (`u`, `v`) and size.
    func frame(ofItem item: Int) -> (u: CGFloat, v: CGFloat, size: FlowSize)? {
        switch self {
        case .uniform(let count, let size, let perLine, let itemSpacing, let lineSpacing, let width):
            guard item >= 0, item < count else { return nil }
            let line = item / perLine, column = item % perLine
            let u = perLine == 1 ? (width - size.u) / 2 : CGFloat(column) * (size.u + itemSpacing)
            return (u, CGFloat(line) * (size.v + lineSpacing), size)
        case .measured(let lines):
            let index = lines.partitioningIndex { $0.items.upperBound > item }
            guard index < lines.count, lines[index].items.contains(item) else { return nil }
            let line = lines[index]
            let position = line.positions[item - line.items.lowerBound]
            return (position.u, line.v + (line.thickness - position.size.v) / 2, position.size)
        }
    }

    /// The items of the lines that meet `lower..<upper` across the lines.
    func items(across lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
        switch self {
        case .uniform(let count, let size, let perLine, _, let lineSpacing, _):
            let step = size.v + lineSpacing
            guard count > 0, step > 0 else { return 0..<min(count, perLine) }
            let first = max(0, Int(((lower - size.v) / step).rounded(.down)))
            let last = max(first, Int((upper / step).rounded(.up)))
            return min(count, first * perLine)..<min(count, (last + 1) * perLine)
        case .measured(let lines):
            // Lines run down in order: find the first reaching below `lower` and the first starting at `upper`.
            let first = lines.partitioningIndex { $0.v + $0.thickness > lower }
            let end = lines.partitioningIndex { $0.v >= upper }
            guard first < end else { return 0..<0 }
            return lines[first].items.lowerBound..<lines[end - 1].items.upperBound
        }
    }
}

/// An item's size along the line (`u`) and across it (`v`).
struct FlowSize: Hashable {
    var u: CGFloat
    var v: CGFloat
}

/// One measured line: its items, where it starts across the lines, how thick
/// it is, and each item's position along it.
struct FlowLine {
    var items: Range<Int>
    var v: CGFloat
    var thickness: CGFloat
    var positions: [(u: CGFloat, size: FlowSize)]

    /// The spacing that spreads this line's items over `width`.
    func justifiedSpacing(_ sizes: [FlowSize], width: CGFloat) -> CGFloat? {
        guard items.count > 1 else { return nil }
        return (width - sizes[items].reduce(0) { $0 + $1.u }) / CGFloat(items.count - 1)
    }

    /// The items' positions: `spacing` apart from the start when given,
    /// else justified (a lone item centred).
    func place(_ sizes: [FlowSize], width: CGFloat, spacing: CGFloat?) -> [(u: CGFloat, size: FlowSize)] {
        let lineSizes = Array(sizes[items])
        guard let gap = spacing ?? justifiedSpacing(sizes, width: width) else {
            return lineSizes.map { ((width - $0.u) / 2, $0) }
        }
        var u: CGFloat = 0
        return lineSizes.map { size in
            defer { u += size.u + gap }
            return (u, size)
        }
    }
}

