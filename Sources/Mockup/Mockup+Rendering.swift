import Canvas
import Foundation
import TableKit

/// Rendering a mockup: its table or collection view built, laid out,
/// scrolled and checked against the limits, then drawn as PNG, PDF or SVG.
extension Mockup {
    /// Renders the mockup to PNG bytes.
    public func renderPNG(file: String) throws(MockupError) -> [UInt8] {
        try render(as: .png, file: file)
    }

    /// Renders the mockup as a PNG, PDF or SVG file's bytes; `file` names it in errors.
    public func render(as format: Renderer.OutputFormat, file: String) throws(MockupError) -> [UInt8] {
        try withLaidOutView(file: file, for: format) { (renderer, scrollView, _) throws(MockupError) in
            try outputBytes(file: file) { try renderer.data(of: scrollView, format: format) }
        }
    }

    /// Lays out and draws the mockup; `file` names it in errors.
    public func renderImage(file: String) throws(MockupError) -> Image {
        try drawn(file: file, for: .png) { (renderer, scrollView) throws(BitmapError) in try renderer.image(of: scrollView) }
    }

    /// Lays out and records the mockup as vectors (see TableKit's `Renderer.picture(of:)`).
    public func renderPicture(file: String) throws(MockupError) -> Picture {
        try drawn(file: file, for: .pdf) { (renderer, scrollView) throws(BitmapError) in try renderer.picture(of: scrollView) }
    }

    /// The size in points the mockup draws, laid out but not drawn: its
    /// screen or content, with redlines the sheet around it. Over the bitmap
    /// limits at its scale, or over what `format` may show of images, it is
    /// an input error, as drawing it would be.
    public func canvasSize(file: String, for format: Renderer.OutputFormat = .png) throws(MockupError) -> CGSize {
        try measured(file: file, for: format).size
    }

    /// ``canvasSize(file:for:)``, with the pixels of the images its rows show.
    package func measured(file: String, for format: Renderer.OutputFormat) throws(MockupError) -> (size: CGSize, shownImagePixels: Int) {
        try withLaidOutView(file: file, for: format) { (renderer, scrollView, shownImagePixels) throws(MockupError) in
            let size = renderer.canvasSize(of: scrollView)
            do throws(BitmapError) {
                try renderer.checkPixels(size)
            } catch {
                throw tooLarge(error, file: file)
            }
            return (size, shownImagePixels)
        }
    }

    /// What `draw` makes of the laid-out table or collection; an image over the limits is an input error.
    private func drawn<T>(file: String, for format: Renderer.OutputFormat, _ draw: (Renderer, ScrollView) throws(BitmapError) -> T) throws(MockupError) -> T {
        try withLaidOutView(file: file, for: format) { (renderer, scrollView, _) throws(MockupError) in
            do throws(BitmapError) {
                return try draw(renderer, scrollView)
            } catch {
                throw tooLarge(error, file: file)
            }
        }
    }

    /// Builds the table or collection, lays it out and scrolls it as the
    /// mockup says, then hands it to `body` with the renderer to draw it as
    /// `format` and the pixels of the images it shows (see ``checkShownImages(of:scale:embedded:limit:file:)``).
    private func withLaidOutView<T>(
        file: String, for format: Renderer.OutputFormat, _ body: (Renderer, ScrollView, _ shownImagePixels: Int) throws(MockupError) -> T
    ) throws(MockupError) -> T {
        try checkCellsOnScreen(file: file)
        let (scrollView, source) = makeScrollView()
        let renderer = renderer
        defer { withExtendedLifetime(source) {} }
        do {
            try renderer.layout(scrollView)
        } catch {
            throw tooLarge(error, file: file)
        }
        if renderer.mode == .screen { self.scroll(scrollView) }
        let shownImagePixels = try checkShownImages(of: scrollView, scale: renderer.traits.displayScale, embedded: format != .png,
                                                    limit: MockupLimits.maximumShownImagePixels(in: format), file: file)
        return try body(renderer, scrollView, shownImagePixels)
    }

    /// Scrolls a laid-out screen as `scroll` says.
    private func scroll(_ scrollView: ScrollView) {
        switch scroll {
        case .offset(let y):
            scrollView.contentOffset = CGPoint(x: 0, y: y - scrollView.adjustedContentInset.top)
        case .row(let indexPath, let position):
            (scrollView as? TableView)?.scrollToRow(at: indexPath, at: position)
        case .item(let indexPath, let position):
            (scrollView as? CollectionView)?.scrollToItem(at: indexPath, at: position.collectionPosition, animated: false)
        }
    }

    /// The name of what the mockup draws, the key its render errors are reported at.
    var drawnKey: String { collection == nil ? "table" : "collection" }

    /// The input error a render that could not be drawn is: too large an
    /// image, or one whose vector images cost more than ``Canvas/RasterBudget`` allows.
    func tooLarge(_ error: BitmapError, file: String) -> MockupError {
        if case .overRasterWork = error {
            return MockupError(.invalidInput, file: file, path: drawnKey, message: Quote.escapingControlCharacters(error.description))
        }
        return MockupError(.invalidInput, file: file, path: drawnKey, message: "the rendered image would be too large: \(error.description)")
    }

    /// Runs an encoder, reporting its failure as an output error of `file`.
    private func outputBytes(file: String, _ encode: () throws -> [UInt8]) throws(MockupError) -> [UInt8] {
        do {
            return try encode()
        } catch let error as BitmapError {
            throw tooLarge(error, file: file)
        } catch {
            throw MockupError(.output, file: file, message: "\(error)")
        }
    }
}
