import Canvas
import Foundation

extension TableView {
    /// The thinnest filler row drawn: a thinner ``fillerRowHeight`` draws rows
    /// this tall, which already fill the screen with separators, instead of
    /// drawing millions of them.
    public static let minimumFillerRowHeight: CGFloat = 1

    /// The height of the filler rows below the last row, or nil for none:
    /// only plain tables without a footer view draw them, and only when
    /// ``fillerRowHeight`` asks (iOS 15 and later draw none by default).
    private var fillerRowPitch: CGFloat? {
        guard styleLayout.drawsFillerRows, tableFooterView == nil, separatorStyle == .singleLine else { return nil }
        if fillerRowHeight > 0 { return max(fillerRowHeight, Self.minimumFillerRowHeight) }
        guard fillerRowHeight == Self.automaticDimension else { return nil }
        let geometry = currentGeometry
        let pitch = geometry.lastRow.map { geometry.rowRect($0, width: bounds.width).height } ?? rowEstimate
        return pitch > 0 ? max(pitch, Self.minimumFillerRowHeight) : nil
    }

    /// The separators of the filler rows on screen, in the table's
    /// coordinates: one at the bottom of each empty row, inset like the cells'.
    var fillerRowSeparatorFrames: [CGRect] {
        guard let pitch = fillerRowPitch else { return [] }
        let thickness = traits.design.table.separatorThickness(scale: traits.displayScale)
        let column = contentColumn(bounds)
        let inset = separatorInset ?? EdgeInsets(left: styleLayout.cellMargins.left)
        var frames: [CGRect] = []
        var line = currentGeometry.tableFooterTop + pitch
        while line - thickness < bounds.maxY {
            if line > bounds.minY {
                let rect = CGRect(x: inset.left, y: line - thickness, width: column.width - inset.left - inset.right, height: thickness)
                let placed = traits.layoutDirection == .rightToLeft ? rect.mirrored(in: column.width) : rect
                frames.append(placed.offsetBy(dx: column.minX, dy: 0))
            }
            line += pitch
        }
        return frames
    }

    func drawFillerRows(in context: GraphicsContext) {
        for frame in fillerRowSeparatorFrames { context.fill(frame, with: separatorColor) }
    }
}
