import Canvas
import Foundation
import TableKit

/// The horizontal distances of one row, leading to trailing: the cell's
/// inset from the table, its content margins, the gaps between image, text,
/// detail and accessory, and its separator's inset. Worked out from the
/// frames as drawn, so right-to-left rows measure from their right edge.
struct RowDistances {
    let cell: TableViewCell
    /// The table's frame in the picture.
    let tableFrame: CGRect

    private var frame: CGRect { cell.convert(cell.bounds, to: nil) }
    private var rtl: Bool { cell.traits.layoutDirection == .rightToLeft }
    /// The line most distances sit on: the row's middle, where only gaps are empty.
    private var middle: CGFloat { frame.midY }

    var dimensions: [AnnotationDimension] {
        cellInsets + margins + contentGaps + separatorInsets
    }

    private func leading(_ rect: CGRect) -> CGFloat { rtl ? rect.maxX : rect.minX }
    private func trailing(_ rect: CGRect) -> CGFloat { rtl ? rect.minX : rect.maxX }
    /// `x` moved `distance` points towards the trailing side.
    private func advance(_ x: CGFloat, by distance: CGFloat) -> CGFloat { rtl ? x - distance : x + distance }

    /// A distance from `a` to `b` along the middle line; nil when they meet.
    private func gap(_ kind: AnnotationDimension.Kind, _ a: CGFloat, _ b: CGFloat, at y: CGFloat? = nil) -> AnnotationDimension? {
        abs(b - a) < 0.01 ? nil : AnnotationDimension(kind, from: a, to: b, at: y ?? middle)
    }

    private var cellInsets: [AnnotationDimension] {
        [gap(.cellInset, leading(tableFrame), leading(frame)), gap(.cellInset, trailing(frame), trailing(tableFrame))].compactMap { $0 }
    }

    private var margins: [AnnotationDimension] {
        let margins = cell.contentMargins(cellWidth: cell.bounds.width)
        return [gap(.leadingMargin, leading(frame), advance(leading(frame), by: margins.leading)),
                gap(.trailingMargin, advance(trailing(frame), by: -margins.trailing), trailing(frame))].compactMap { $0 }
    }

    /// Image → text, text → detail (side by side in `value2`), last label → accessory.
    private var contentGaps: [AnnotationDimension] {
        let image = cell.imageView?.image == nil ? nil : TableAnnotations.shownFrame(of: cell.imageView)
        let text = TableAnnotations.shownFrame(of: cell.textLabel)
        let detail = TableAnnotations.shownFrame(of: cell.detailTextLabel)
        let accessory = TableAnnotations.shownFrame(of: cell.effectiveAccessoryView, in: cell)
        var gaps: [AnnotationDimension?] = []
        if let image, let text { gaps.append(gap(.imageToText, trailing(image), leading(text))) }
        if cell.style == .value2, let text, let detail { gaps.append(gap(.textToDetail, trailing(text), leading(detail))) }
        let labelEnds = [text, detail].compactMap { $0 }.map(trailing)
        if let accessory, let end = rtl ? labelEnds.min() : labelEnds.max() {
            gaps.append(gap(.textToAccessory, end, leading(accessory)))
        }
        return gaps.compactMap { $0 }
    }

    /// The separator's insets from the cell's edges, on the separator's line.
    private var separatorInsets: [AnnotationDimension] {
        guard !cell.separatorView.isHidden else { return [] }
        let separator = cell.convert(cell.separatorView.frame, to: nil)
        return [gap(.separatorInset, leading(frame), leading(separator), at: separator.minY),
                gap(.separatorInset, trailing(separator), trailing(frame), at: separator.minY)].compactMap { $0 }
    }
}
