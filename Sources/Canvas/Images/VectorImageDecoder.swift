import CGraphics
import Foundation

/// PDF files (their first page) through poppler-glib and SVG files through
/// librsvg, in a ``ContainedDecoder`` process: the document is drawn once
/// there, its drawing recorded, and replayed here into a ``Picture`` of its
/// natural size in points. The picture replays as paths into any context,
/// so the image stays vector in PDF and SVG output and sharp at any scale;
/// its drawing's size, read from the recording, is what each raster of it
/// costs the render's ``RasterBudget``.
///
/// Text a PDF or SVG leaves as text, rather than outlines or embedded
/// fonts, finds none of the machine's fonts (so that it draws the same on
/// every machine): export assets with outlined text, as Xcode's designers
/// usually do.
struct VectorImageDecoder: ImageDecoder {
    /// The longest side of a vector image, in points, as of a bitmap in pixels.
    static let maximumSide = CGFloat(Bitmap.maximumSide)

    let format: ImageFormat

    func pixelSize(of data: [UInt8]) throws(ImageError) -> (width: Int, height: Int)? { nil }

    func decode(_ data: [UInt8], scale: CGFloat, limits: ImageLimits) throws(ImageError) -> Image.Content {
        if format == .svg { try SVGEmbeddedImages.check(data, limits: limits) }
        let answer = try ContainedDecoder.decode(format, data, limits: limits)
        var message = [CChar](repeating: 0, count: 256)
        var replayed = true
        // An image inside the drawing is held to the bitmap limits, as one read from a file.
        let measured = tablesnap_measure_drawing(answer.bytes.baseAddress, answer.bytes.count)
        let drawingSize = DrawingSize(elements: Int(measured.elements), edgeWidth: measured.edge_width, edgeHeight: measured.edge_height)
        let picture = Picture(size: answer.size, appearance: .light, scale: 1, drawingSize: drawingSize) { context in
            replayed = tablesnap_replay_drawing(answer.bytes.baseAddress, answer.bytes.count, cairo_get_target(context.cairo),
                                                Int64(limits.maximumPixels), &message, message.count) == 0
        }
        guard replayed else { throw .corrupt(format, String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)) }
        return .vector(picture)
    }
}
