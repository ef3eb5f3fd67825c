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

    /// Lays out and draws `tableView` as a one-page PDF of the same size in
    /// points, with the same geometry as ``image(of:)``: text as text,
    /// images embedded. Materials are veiled and shadows embedded as small
    /// images, since a vector surface cannot be blurred (see
    /// ``Canvas/GraphicsContext/blurBackdrop(in:radius:)``).
    ///
    /// The same table gives the same bytes. Throws ``BitmapError`` when the
    /// render's pixels would pass the limits (vector outputs keep the PNG's),
    /// or ``VectorDocumentError``.
    public func pdfData(of tableView: TableView) throws -> [UInt8] {
        try vectorData(of: tableView, format: .pdf)
    }

    /// Lays out and draws `tableView` as an SVG, as ``pdfData(of:)`` does;
    /// one point is one CSS pixel, and text is drawn as glyph outlines.
    public func svgData(of tableView: TableView) throws -> [UInt8] {
        try vectorData(of: tableView, format: .svg)
    }

    /// Lays out and draws `tableView` in `format`.
    public func data(of tableView: TableView, format: OutputFormat) throws -> [UInt8] {
        switch format {
        case .png: try image(of: tableView).pngData() ?? []
        case .pdf: try pdfData(of: tableView)
        case .svg: try svgData(of: tableView)
        }
    }

    /// Lays out and records `tableView` as a ``Picture``, to be placed later
    /// into any context as vectors (a review sheet's page).
    public func picture(of tableView: TableView) throws(BitmapError) -> Picture {
        try layout(tableView)
        return Picture(size: canvasSize(of: tableView), appearance: traits.userInterfaceStyle, scale: traits.displayScale) {
            draw(tableView, in: $0)
        }
    }

    private func vectorData(of tableView: TableView, format: VectorDocument.Format) throws -> [UInt8] {
        try layout(tableView)
        let document = VectorDocument(format: format)
        document.addPage(size: canvasSize(of: tableView), appearance: traits.userInterfaceStyle, scale: traits.displayScale) {
            draw(tableView, in: $0)
        }
        return try document.data()
    }
}
