import Canvas
import Foundation
import TableKit

/// The checks that bound what one render draws, made before the work is
/// spent: the content's height, the rows on screen at once, and the area
/// of the images the rows show.
extension Mockup {
    /// The least height a row can have: its own, the table's, or for a
    /// self-sized row the least iOS gives one (twice the body leading at the
    /// smallest text size), so a small `estimatedRowHeight` cannot hide a huge table.
    private var leastRowHeights: [CGFloat] {
        let selfSized = table.rowHeight > 0 ? table.rowHeight : 2 * TextStyle.body.leading(for: .extraSmall)
        return table.sections.flatMap { $0.rows.map { $0.height ?? selfSized } }
    }

    /// Refuses a content render whose rows alone would pass the bitmap
    /// limits, before any row is measured.
    func checkContentHeight(file: String) throws(MockupError) {
        guard renderer.mode == .content else { return }
        let height = leastRowHeights.reduce(0, +)
        let scale = renderer.traits.displayScale
        do {
            try Bitmap.checkSize(width: Int((renderer.size.width * scale).rounded(.up)), height: Int(min(height * scale, 1e12).rounded(.up)))
        } catch {
            throw MockupError(.invalidInput, file: file, path: "table",
                              message: "the whole content is at least \(Int(height)) pt tall; the rendered image would be too large: \(error.description)")
        }
    }

    /// Refuses a mockup that could show more than ``MockupLimits/maximumRowsOnScreen``
    /// rows at once (on the screen, wherever it is scrolled, or in the tallest
    /// content image), each row counted at its least height, before any is made.
    func checkRowsOnScreen(file: String) throws(MockupError) {
        let scale = renderer.traits.displayScale
        let window = renderer.mode == .screen ? renderer.size.height : CGFloat(Bitmap.maximumSide) / scale
        let heights = leastRowHeights
        var most = 0, start = 0, sum: CGFloat = 0
        for (end, height) in heights.enumerated() {
            sum += height
            while sum > window + heights[start], start < end {
                sum -= heights[start]
                start += 1
            }
            most = max(most, end - start + 1)
        }
        guard most > MockupLimits.maximumRowsOnScreen else { return }
        throw MockupError(.invalidInput, file: file, path: "table",
                          message: "up to \(most) rows could be on the \(Int(window))-pt \(renderer.mode == .screen ? "screen" : "content image") at once; "
                          + "the limit is \(MockupLimits.maximumRowsOnScreen) (make the rows taller or the screen shorter)")
    }

    /// Refuses a laid-out table whose visible rows together show more than
    /// `limit` pixels of bitmap images, before any is drawn; the pixels they
    /// show otherwise. Each row's image counts over the part of the picture
    /// it covers: in pixels of the picture (`scale`) when it is drawn into a
    /// bitmap, in its own pixels when it is cut out and embedded (`embedded`).
    @discardableResult
    func checkShownImages(of tableView: TableView, scale: CGFloat, embedded: Bool, limit: Int, file: String) throws(MockupError) -> Int {
        let picture = tableView.bounds
        var pixels: CGFloat = 0
        for cell in tableView.visibleCells {
            guard let imageView = cell.imageView, !imageView.isHidden, case .bitmap(let bitmap)? = imageView.image?.content else { continue }
            let frame = imageView.convert(imageView.bounds, to: tableView)
            let shown = frame.intersection(picture)
            guard !shown.isNull, frame.width > 0, frame.height > 0 else { continue }
            let density = embedded ? CGFloat(bitmap.pixelWidth) / frame.width * CGFloat(bitmap.pixelHeight) / frame.height : scale * scale
            pixels += shown.width * shown.height * density
        }
        guard pixels > CGFloat(limit) else { return Int(pixels.rounded(.up)) }
        throw MockupError(.invalidInput, file: file, path: "table",
                          message: "the rows on screen show images of more than \(limit) pixels in all "
                          + "(each row's image counted where it shows); the limit is \(limit) for this format (use smaller images)")
    }
}
