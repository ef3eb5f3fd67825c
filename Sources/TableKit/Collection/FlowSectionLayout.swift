import Foundation

/// A rectangle in flow terms: along the line (`u`) and across the lines (`v`).
struct FlowFrame {
    var u: CGFloat
    var v: CGFloat
    var uLength: CGFloat
    var vLength: CGFloat
}

/// Item sizes in flow terms: one for all, or each item's own.
enum FlowItemSizes {
    case uniform(FlowSize, count: Int)
    case each([FlowSize])
}

/// What a flow section is laid out from, in flow terms.
struct FlowSectionMetrics {
    /// The line's length inside the section insets, and the whole extent across the scroll.
    var lineLength: CGFloat
    var extent: CGFloat
    var insetBefore: CGFloat
    var insetAfter: CGFloat
    /// Where lines start along themselves: the leading section inset.
    var lineStart: CGFloat
    var header: CGFloat
    var footer: CGFloat
    var itemSpacing: CGFloat
    var lineSpacing: CGFloat
    var sizes: FlowItemSizes
}

/// One section of a flow layout: its header, lines of items and footer, from
/// `start` to `end` along the scroll direction.
struct FlowSectionLayout {
    let section: Int
    let start: CGFloat
    let end: CGFloat
    private let lines: FlowLines
    private let linesStart: CGFloat
    private let lineStart: CGFloat
    let headerFrame: FlowFrame?
    let footerFrame: FlowFrame?

    init(section: Int, start: CGFloat, metrics m: FlowSectionMetrics) {
        self.section = section
        self.start = start
        lineStart = m.lineStart
        lines = Self.lines(m)
        linesStart = start + m.header + m.insetBefore
        let linesEnd = linesStart + lines.thickness + m.insetAfter
        headerFrame = m.header > 0 ? FlowFrame(u: 0, v: start, uLength: m.extent, vLength: m.header) : nil
        footerFrame = m.footer > 0 ? FlowFrame(u: 0, v: linesEnd, uLength: m.extent, vLength: m.footer) : nil
        end = linesEnd + m.footer
    }

    private static func lines(_ m: FlowSectionMetrics) -> FlowLines {
        switch m.sizes {
        case .uniform(let size, let count):
            // As many as fit at the minimum spacing; a full line's leftover spreads between them.
            let perLine = max(1, Int(((m.lineLength + m.itemSpacing) / max(size.u + m.itemSpacing, 0.001)).rounded(.down)))
            let spacing = perLine > 1 ? (m.lineLength - CGFloat(perLine) * size.u) / CGFloat(perLine - 1) : 0
            return .uniform(count: count, size: size, perLine: perLine,
                            itemSpacing: spacing, lineSpacing: m.lineSpacing, width: m.lineLength)
        case .each(let sizes):
            // Items all of one size keep columns, however their sizes were given.
            if let size = sizes.first, sizes.allSatisfy({ $0 == size }) {
                var uniform = m
                uniform.sizes = .uniform(size, count: sizes.count)
                return lines(uniform)
            }
            return FlowLines.measure(sizes, width: m.lineLength, itemSpacing: m.itemSpacing, lineSpacing: m.lineSpacing)
        }
    }

    /// The item's frame in the content, in flow terms.
    func itemFrame(_ item: Int) -> FlowFrame? {
        lines.frame(ofItem: item).map { FlowFrame(u: lineStart + $0.u, v: linesStart + $0.v, uLength: $0.size.u, vLength: $0.size.v) }
    }

    /// The items of the lines meeting `lower..<upper` along the scroll direction.
    func items(across lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
        lines.items(across: lower - linesStart, upper - linesStart)
    }
}
