import CGraphics
import Foundation

/// A PDF or SVG document drawn with Cairo and kept in memory: pages in
/// points, shapes as paths, images embedded, text as text in a PDF (glyph
/// outlines in an SVG: Cairo's SVG surface writes no `<text>`).
///
/// The same drawing gives the same bytes: a PDF's dates are fixed, and an
/// SVG's image and surface ids, which Cairo numbers process-wide, are
/// renumbered in order of appearance.
public final class VectorDocument {
    /// The kinds of vector document Cairo writes.
    public enum Format: String, CaseIterable, Sendable {
        /// Portable Document Format: one or more pages.
        case pdf
        /// Scalable Vector Graphics: a single page.
        case svg
    }

    /// PDF or SVG, fixed at creation.
    public let format: Format
    /// The PDF's title metadata; an SVG has none.
    public let title: String?
    /// How many pages were added.
    public private(set) var pageCount = 0

    private let sink = ByteSink()
    private var surface: OpaquePointer?

    /// An empty document; add pages with ``addPage(size:appearance:scale:_:)``.
    public init(format: Format, title: String? = nil) {
        self.format = format
        self.title = title
    }

    deinit { if let surface { cairo_surface_destroy(surface) } }

    /// Adds a page of `size` points and draws it: `draw` gets a context in
    /// points, resolving colours for `appearance`, whose `scale` is the
    /// device scale for the few things drawn as pixels (shadows).
    ///
    /// An SVG document holds one page; adding a second is a programming error.
    public func addPage(size: CGSize, appearance: Appearance, scale: CGFloat, _ draw: (GraphicsContext) throws -> Void) rethrows {
        precondition(format == .pdf || pageCount == 0, "an SVG document holds one page")
        let width = Double(max(1, size.width)), height = Double(max(1, size.height))
        // Cairo hands back an error-state surface rather than nil; a nil all the same draws nothing, and data() reports it.
        guard let surface = self.surface ?? makeSurface(width: width, height: height) else { return }
        self.surface = surface
        if format == .pdf { cairo_pdf_surface_set_size(surface, width, height) }
        try draw(GraphicsContext(surface: surface, unitsPerPoint: 1, scale: scale, appearance: appearance))
        if format == .pdf { cairo_surface_show_page(surface) }
        pageCount += 1
    }

    /// Finishes the document and returns its bytes; no page can be added after.
    public func data() throws(VectorDocumentError) -> [UInt8] {
        guard let surface else { throw .noPages }
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
        return format == .svg ? SVGIdentifiers.renumbered(sink.bytes) : sink.bytes
    }

    private func makeSurface(width: Double, height: Double) -> OpaquePointer? {
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        switch format {
        case .pdf:
            guard let surface = cairo_pdf_surface_create_for_stream(ByteSink.write, closure, width, height) else { return nil }
            // Cairo stamps the current time by default; a fixed date keeps the bytes reproducible.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, Self.fixedDate)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, Self.fixedDate)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "TableSnap")
            if let title { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
            return surface
        case .svg:
            guard let surface = cairo_svg_surface_create_for_stream(ByteSink.write, closure, width, height) else { return nil }
            // A point shows as one CSS pixel, as an iOS point does in a web view.
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
            return surface
        }
    }

    private static let fixedDate = "2000-01-01T00:00:00Z"
}

/// Why a vector document could not be written.
public enum VectorDocumentError: Error, Equatable, CustomStringConvertible {
    /// Nothing was drawn.
    case noPages
    /// Cairo failed, e.g. out of memory; its own words.
    case cairo(String)

    public var description: String {
        switch self {
        case .noPages: "the document has no pages"
        case .cairo(let message): "could not write the document: \(message)"
        }
    }
}

/// The bytes Cairo streams out, collected in memory.
private final class ByteSink {
    var bytes: [UInt8] = []

    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }
}
