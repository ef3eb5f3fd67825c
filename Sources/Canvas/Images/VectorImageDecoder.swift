import CGraphics
import Foundation

/// PDF files (their first page) through poppler-glib and SVG files through
/// librsvg, each library opened on first use. The document is drawn once,
/// at decoding, into a ``Picture`` of its natural size in points: the
/// picture replays as paths into any context, so the image stays vector in
/// PDF and SVG output and sharp at any scale, and a render never calls the
/// library again (nor shares its objects between threads).
///
/// Text a PDF or SVG leaves as text, rather than outlines or embedded
/// fonts, is set in the machine's fonts by the library: export assets with
/// outlined text, as Xcode's designers usually do.
struct VectorImageDecoder: ImageDecoder {
    /// The longest side of a vector image, in points, as of a bitmap in pixels.
    static let maximumSide = CGFloat(Bitmap.maximumSide)

    let format: ImageFormat

    private var kind: tablesnap_vector_kind { format == .pdf ? TABLESNAP_VECTOR_PDF : TABLESNAP_VECTOR_SVG }

    func pixelSize(of data: [UInt8]) throws(ImageError) -> (width: Int, height: Int)? { nil }

    func decode(_ data: [UInt8], scale: CGFloat, limits: ImageLimits) throws(ImageError) -> Image.Content {
        guard tablesnap_vector_library_available(kind) != 0 else {
            throw .libraryMissing(format, String(cString: tablesnap_vector_library_name(kind)))
        }
        return try data.withUnsafeBufferPointer { bytes throws(ImageError) -> Image.Content in
            var width = 0.0, height = 0.0
            var message = [CChar](repeating: 0, count: 256)
            guard let document = tablesnap_vector_open(kind, bytes.baseAddress, bytes.count, &width, &height, &message, message.count) else {
                throw .corrupt(format, Self.text(message))
            }
            defer { tablesnap_vector_close(document) }
            let size = CGSize(width: width, height: height)
            guard width.isFinite, height.isFinite, width > 0, height > 0, size.width <= Self.maximumSide, size.height <= Self.maximumSide else {
                throw .unsuitableSize(format, size)
            }
            var failure: String?
            let picture = Picture(size: size, appearance: .light, scale: 1) { context in
                if tablesnap_vector_render(document, context.cairo, &message, message.count) != 0 { failure = Self.text(message) }
            }
            if let failure { throw .corrupt(format, failure) }
            return .vector(picture)
        }
    }

    private static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
