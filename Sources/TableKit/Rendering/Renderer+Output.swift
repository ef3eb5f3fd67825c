import Canvas
import Foundation

extension Renderer {
    /// The files a render can be written as.
    public enum OutputFormat: String, CaseIterable, Sendable {
        /// Pixels at the traits' display scale.
        case png
        /// Vectors in points, text as text; see ``Renderer/pdfData(of:)``.
        case pdf
        /// Vectors in points; see ``Renderer/svgData(of:)``.
        case svg

        /// The format a file name's extension names (`png`, `pdf`, `svg`, any case); nil for others.
        public init?(pathExtension: String) {
            self.init(rawValue: pathExtension.lowercased())
        }
    }

    /// Lays out and draws `scrollView` as a one-page PDF of the same size in
    /// points, with the same geometry as ``image(of:)-(ScrollView)``: text as text,
    /// images embedded. Materials are veiled and shadows embedded as small
    /// images, since a vector surface cannot be blurred (see
    /// `GraphicsContext.blurBackdrop(in:radius:)`).
    ///
    /// The same table gives the same bytes. Throws `BitmapError` when the
    /// render's pixels would pass the limits (vector outputs keep the PNG's),
    /// or `VectorDocumentError`.
    public func pdfData(of scrollView: ScrollView) throws -> [UInt8] {
        try vectorData(of: scrollView, format: .pdf)
    }

    /// Lays out and draws `scrollView` as an SVG, as ``pdfData(of:)`` does;
    /// one point is one CSS pixel, and text is drawn as glyph outlines.
    public func svgData(of scrollView: ScrollView) throws -> [UInt8] {
        try vectorData(of: scrollView, format: .svg)
    }

    /// Lays out and draws `scrollView` in `format`.
    public func data(of scrollView: ScrollView, format: OutputFormat) throws -> [UInt8] {
        switch format {
        case .png: try pngData(of: scrollView)
        case .pdf: try pdfData(of: scrollView)
        case .svg: try svgData(of: scrollView)
        }
    }

    /// Lays out and draws `scrollView` as PNG bytes of the pixels
    /// ``image(of:)-(ScrollView)`` draws. A large picture is drawn in two bands of rows,
    /// the upper one deflated on a second core while the lower one is drawn
    /// (`PNGCodec.encode(_:drawingRowsFrom:with:)`); where drawing
    /// crosses the bands' edge (a blur, a scaled image; see
    /// `GraphicsContext.drawingCrossedBand`), it is drawn whole and
    /// then encoded. Either way the same table gives the same bytes. A screen
    /// whose content ends above its bottom is drawn only down to where its
    /// drawing ends, as `pngDataOfDrawnRows(of:size:budget:)` says, with the same bytes.
    /// Vector images are rasterised within one `RasterBudget` for all of
    /// these (a raster made for one band serves the other); over it, the render is refused.
    public func pngData(of scrollView: ScrollView) throws -> [UInt8] {
        try layout(scrollView)
        let size = canvasSize(of: scrollView)
        try checkPixels(size)
        let budget = RasterBudget()
        if let png = try pngDataOfDrawnRows(of: scrollView, size: size, budget: budget) {
            try budget.check()
            return png
        }
        let bitmap = try opaqueBitmap(size: size), first = drawnFirst(of: scrollView), appearance = traits.userInterfaceStyle
        // Whether the context, a band or the whole bitmap, holds the picture's pixels once drawn.
        func drawn(into context: GraphicsContext) -> Bool {
            drawOpaque(in: context, size: size, drawnFirst: first) { drawPicture(scrollView, in: $0) }
            return !context.drawingCrossedBand
        }
        if let split = PNGCodec.bandSplit(for: bitmap),
           drawn(into: GraphicsContext(bitmap: bitmap, rows: 0..<split, appearance: appearance, rasterBudget: budget)),
           let png = try PNGCodec.encode(bitmap, drawingRowsFrom: split, with: {
               drawn(into: GraphicsContext(bitmap: bitmap, rows: split..<bitmap.pixelHeight, appearance: appearance, rasterBudget: budget))
           }) {
            try budget.check()
            return png
        }
        _ = drawn(into: GraphicsContext(bitmap: bitmap, appearance: appearance, rasterBudget: budget))
        try budget.check()
        return try PNGCodec.encode(bitmap)
    }

    /// Lays out and records `scrollView` as a `Picture`, to be placed later
    /// into any context as vectors (a review sheet's page).
    public func picture(of scrollView: ScrollView) throws(BitmapError) -> Picture {
        try layout(scrollView)
        return Picture(size: canvasSize(of: scrollView), appearance: traits.userInterfaceStyle, scale: traits.displayScale) {
            draw(scrollView, in: $0)
        }
    }

    private func vectorData(of scrollView: ScrollView, format: VectorDocument.Format) throws -> [UInt8] {
        try layout(scrollView)
        let document = VectorDocument(format: format)
        document.addPage(size: canvasSize(of: scrollView), appearance: traits.userInterfaceStyle, scale: traits.displayScale) {
            draw(scrollView, in: $0)
        }
        return try document.data()
    }
}
