import Canvas
import Foundation
import TableKit

/// The checks that bound what one render draws, made before the work is
/// spent: the content's height and the rows or items on screen at once
/// (before the view is made), and the area of the images shown (after layout).
extension Mockup {
    /// Refuses a mockup that could show more rows or items at once than the
    /// limits allow, before its view is made (see ``checkRows(file:)`` and ``checkItems(file:)``).
    func checkCellsOnScreen(file: String) throws(MockupError) {
        if collection == nil { try checkRows(file: file) } else { try checkItems(file: file) }
    }

    /// Refuses, before any row is made or measured, a content render whose
    /// rows alone would pass the bitmap limits, and a mockup that could show
    /// more than ``MockupLimits/maximumRowsOnScreen`` rows at once (on the
    /// screen, wherever it is scrolled, or in the tallest content image).
    /// Each row counts at its least height: its own, the table's, or for a
    /// self-sized row the least iOS gives one (twice the body leading at the
    /// smallest text size), so a small `estimatedRowHeight` cannot hide a huge table.
    func checkRows(file: String) throws(MockupError) {
        let selfSized = table.rowHeight > 0 ? table.rowHeight : 2 * TextStyle.body.leading(for: .extraSmall)
        let heights = table.sections.flatMap { $0.rows.map { $0.height ?? selfSized } }
        let renderer = renderer
        if renderer.mode == .content { try checkContentHeight(heights.reduce(0, +), renderer: renderer, file: file) }
        let window = renderer.mode == .screen ? renderer.size.height : CGFloat(Bitmap.maximumSide) / renderer.traits.displayScale
        let most = Self.mostRows(heights, within: window)
        guard most > MockupLimits.maximumRowsOnScreen else { return }
        throw MockupError(.invalidInput, file: file, path: drawnKey,
                          message: "up to \(most) rows could be on the \(Int(window))-pt \(renderer.mode == .screen ? "screen" : "content image") at once; "
                          + "the limit is \(MockupLimits.maximumRowsOnScreen) (make the rows taller or the screen shorter)")
    }

    /// Refuses, before any item is made, a collection that could show more
    /// than ``MockupLimits/maximumItemsOnScreen`` items at once (on the
    /// screen, or in the tallest content image), counted from its layout:
    /// the items across a line times the lines a window can hold.
    func checkItems(file: String) throws(MockupError) {
        guard let collection else { return }
        let renderer = renderer
        let horizontal = collection.scrollsHorizontally
        if horizontal, renderer.mode == .content {
            throw MockupError(.invalidInput, file: file, path: drawnKey, message: "a horizontally scrolling collection renders as a screen only, not its whole content")
        }
        let screen = horizontal ? CGSize(width: renderer.size.height, height: renderer.size.width) : renderer.size
        let window = renderer.mode == .screen ? screen.height : CGFloat(Bitmap.maximumSide) / renderer.traits.displayScale
        let total = collection.sections.reduce(0) { $0 + $1.items.count }
        let most = min(total, collection.mostItems(within: window, across: screen.width))
        guard most > MockupLimits.maximumItemsOnScreen else { return }
        throw MockupError(.invalidInput, file: file, path: drawnKey,
                          message: "up to \(most) items could be on the \(Int(window))-pt \(renderer.mode == .screen ? "screen" : "content image") at once; "
                          + "the limit is \(MockupLimits.maximumItemsOnScreen) (make the items larger or the screen smaller)")
    }

    private func checkContentHeight(_ height: CGFloat, renderer: Renderer, file: String) throws(MockupError) {
        do {
            try renderer.checkPixels(CGSize(width: renderer.size.width, height: height))
        } catch {
            throw MockupError(.invalidInput, file: file, path: drawnKey,
                              message: "the whole content is at least \(Int(height)) pt tall; the rendered image would be too large: \(error.description)")
        }
    }

    /// The most consecutive rows of `heights` that can share a `window`
    /// points tall, the first and last shown in part.
    private static func mostRows(_ heights: [CGFloat], within window: CGFloat) -> Int {
        var most = 0, start = 0, sum: CGFloat = 0
        for (end, height) in heights.enumerated() {
            sum += height
            while sum > window + heights[start], start < end {
                sum -= heights[start]
                start += 1
            }
            most = max(most, end - start + 1)
        }
        return most
    }

    /// Refuses a laid-out table or collection whose visible views together
    /// show more than `limit` pixels of bitmap images, before any is drawn;
    /// the pixels they show otherwise. Each image counts over the part of
    /// the picture it covers: in pixels of the picture (`scale`) when it is
    /// drawn into a bitmap, in its own pixels when it is cut out and embedded (`embedded`).
    @discardableResult
    func checkShownImages(of scrollView: ScrollView, scale: CGFloat, embedded: Bool, limit: Int, file: String) throws(MockupError) -> Int {
        let picture = scrollView.bounds
        var pixels: CGFloat = 0
        for imageView in scrollView.descendants(of: ImageView.self) where !imageView.isHiddenBelow(scrollView) {
            guard case .bitmap(let bitmap)? = imageView.image?.content else { continue }
            let frame = imageView.convert(imageView.bounds, to: scrollView)
            let shown = frame.intersection(picture)
            guard !shown.isNull, frame.width > 0, frame.height > 0 else { continue }
            let density = embedded ? CGFloat(bitmap.pixelWidth) / frame.width * CGFloat(bitmap.pixelHeight) / frame.height : scale * scale
            pixels += shown.width * shown.height * density
        }
        guard pixels > CGFloat(limit) else { return Int(pixels.rounded(.up)) }
        throw MockupError(.invalidInput, file: file, path: drawnKey,
                          message: "the \(collection == nil ? "rows" : "items") on screen show images of more than \(limit) pixels in all "
                          + "(each image counted where it shows); the limit is \(limit) for this format (use smaller images)")
    }
}

extension View {
    /// Whether the view, or a view between it and `ancestor`, is hidden.
    fileprivate func isHiddenBelow(_ ancestor: View) -> Bool {
        var view: View? = self
        while let current = view, current !== ancestor {
            if current.isHidden { return true }
            view = current.superview
        }
        return false
    }
}
