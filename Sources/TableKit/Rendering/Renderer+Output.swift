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
    /// points, with the same geometry as ``image(of:)``: text as text,
    /// images embedded. Materials are veiled and shadows embedded as small
    /// images, since a vector surface cannot be blurred (see
    /// ``Canvas/GraphicsContext/blurBackdrop(in:radius:)``).
    ///
    /// The same table gives the same bytes. Throws ``BitmapError`` when the
    /// render's pixels would pass the limits (vector outputs keep the PNG's),
    /// or ``VectorDocumentError``.
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
        case .png: try image(of: scrollView).pngData() ?? []
        case .pdf: try pdfData(of: scrollView)
        case .svg: try svgData(of: scrollView)
        }
    }

    /// Lays out and records `scrollView` as a ``Picture``, to be placed later
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
