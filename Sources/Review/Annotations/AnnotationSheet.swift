import Canvas
import Foundation
import TableKit

/// A redlined picture: what a renderer draws, with the table's
/// ``TableAnnotations`` over it in one colour, their heights in a column
/// beside it (so no value covers the rows) and a legend under it.
///
/// ```swift
/// let sheet = AnnotationSheet(tableView: tableView, pictureSize: tableView.bounds.size)
/// // a context of sheet.size points, then:
/// sheet.draw(in: context) { tableView.render(in: context) }
/// ```
/// ``Renderer/annotations`` does this for ``Renderer/image(of:)``.
public struct AnnotationSheet {
    /// The width of the heights' column to the right of the picture.
    public static let gutterWidth: CGFloat = 60

    /// The marks drawn.
    public let annotations: TableAnnotations
    /// The picture's size, at the sheet's top-left corner.
    public let pictureSize: CGSize
    /// The whole sheet: the picture, the heights' column and the legend.
    public let size: CGSize
    private let legend: AnnotationLegend

    /// The sheet for `tableView` as laid out, drawn in a picture of `pictureSize` points.
    public init(tableView: TableView, pictureSize: CGSize) {
        annotations = TableAnnotations(tableView: tableView)
        self.pictureSize = pictureSize
        legend = AnnotationLegend(annotations: annotations, width: pictureSize.width + Self.gutterWidth)
        size = CGSize(width: pictureSize.width + Self.gutterWidth, height: pictureSize.height + legend.height)
    }

    private var pictureRect: CGRect { CGRect(origin: .zero, size: pictureSize) }

    /// Draws the sheet into `context`, which should be ``size`` points and
    /// already painted with the background: `picture` draws the picture at
    /// the origin (clipped to it), then the marks go over and around it.
    public func draw(in context: GraphicsContext, picture: () -> Void) {
        context.withSavedState {
            context.clip(to: pictureRect)
            picture()
        }
        let pen = AnnotationPen(context: context)
        pen.vertical(x: pictureSize.width, from: 0, to: pictureSize.height, color: .separator)
        pen.horizontal(y: pictureSize.height, from: 0, to: size.width, color: .separator)
        context.withSavedState {
            context.clip(to: pictureRect)
            drawOverlay(with: pen)
        }
        drawHeights(with: pen)
        legend.draw(with: pen, at: CGPoint(x: 0, y: pictureSize.height))
    }

    // MARK: Over the picture

    private func drawOverlay(with pen: AnnotationPen) {
        let table = annotations.tableFrame
        for outline in annotations.outlines { pen.outline(outline.frame, color: AnnotationPen.ink.withAlphaComponent(0.7)) }
        for x in annotations.marginGuides { pen.dashedVertical(x: x, from: table.minY, to: table.maxY) }
        let distances = annotations.dimensions.filter { !$0.kind.isHeight }
        for distance in distances { pen.horizontalDimension(distance.span, y: lineY(of: distance)) }
        var placer = AnnotationLabelPlacer(bounds: pictureRect)
        for distance in distances {
            let size = AnnotationPen.pillSize(distance.label)
            let x = (distance.span.lowerBound + distance.span.upperBound) / 2, y = lineY(of: distance)
            // On its line when it fits between the ends, else above or below the content the line runs between.
            let onLine = size.width <= distance.value + 2 ? [CGPoint(x: x, y: y)] : []
            let centers = onLine + [CGPoint(x: x, y: y - Self.labelOffset), CGPoint(x: x, y: y + Self.labelOffset), CGPoint(x: x, y: y)]
            if let rect = placer.place(size, centers: centers) {
                pen.pill(distance.label, in: rect)
            }
        }
    }

    /// How far a value that does not fit on its line sits above or below it:
    /// in a 44-pt row, the band over a 29-pt icon.
    private static let labelOffset: CGFloat = 15

    /// A separator inset's line runs just above the separator, not over it.
    private func lineY(of distance: AnnotationDimension) -> CGFloat {
        distance.kind == .separatorInset ? distance.position - 3 : distance.position
    }

    // MARK: Beside the picture

    /// Each height as a ticked line down the column, its value beside it,
    /// pushed down past the value above when the spans are too short for both.
    private func drawHeights(with pen: AnnotationPen) {
        let visible = annotations.tableFrame.minY...annotations.tableFrame.maxY
        let x = pictureSize.width + 8
        var placer = AnnotationLabelPlacer(bounds: CGRect(x: pictureSize.width, y: 0, width: Self.gutterWidth, height: pictureSize.height))
        // Rows of a table share a few heights: each label is measured once.
        var sizes: [String: CGSize] = [:]
        for height in annotations.dimensions where height.kind.isHeight && height.span.overlaps(visible) {
            let shown = height.span.clamped(to: visible)
            pen.verticalDimension(shown, x: x, ticks: (shown.lowerBound == height.span.lowerBound, shown.upperBound == height.span.upperBound))
            let size = sizes[height.label] ?? AnnotationPen.pillSize(height.label)
            sizes[height.label] = size
            let middle = (shown.lowerBound + shown.upperBound) / 2
            let centers = (0..<12).map { CGPoint(x: x + 5 + size.width / 2, y: middle + CGFloat($0) * (size.height + 1) / 2) }
            if let rect = placer.place(size, centers: centers) { pen.pill(height.label, in: rect) }
        }
    }
}
