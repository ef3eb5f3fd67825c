import CGraphics
import Foundation

/// Pixels: a Cairo ARGB32 surface (premultiplied, native-endian) with a scale.
///
/// Every bitmap is allocated through ``init(pixelWidth:pixelHeight:scale:isOpaque:)``
/// (or its uncleared form for readers), which refuses sizes over
/// ``maximumPixelCount`` before any memory is taken.
public final class Bitmap: @unchecked Sendable {
    /// The largest bitmap TableSnap allocates: 80 megapixels (320 MB), an
    /// iPad Pro 12.9" @2x content render of about 15,000 pt.
    public static let maximumPixelCount = 80_000_000
    /// Cairo's own limit on either side.
    public static let maximumSide = 32_767

    /// The Cairo image surface holding the pixels, for drawing with Cairo directly.
    public let surface: OpaquePointer
    /// The width in device pixels, not points.
    public let pixelWidth: Int
    /// The height in device pixels, not points.
    public let pixelHeight: Int
    /// Device pixels per point.
    public let scale: CGFloat
    /// An opaque bitmap is written to PNG without an alpha channel.
    public let isOpaque: Bool

    /// The size in points.
    public var size: CGSize { CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale) }

    /// A transparent bitmap of the given pixel size.
    public convenience init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, isOpaque: Bool) throws(BitmapError) {
        try self.init(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, isOpaque: isOpaque, cleared: true)
    }

    /// A bitmap of the given pixel size, its pixels undefined unless `cleared`:
    /// for a reader that writes every one of them, or a renderer that first
    /// paints them all with an opaque colour.
    package init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, isOpaque: Bool, cleared: Bool) throws(BitmapError) {
        try Bitmap.checkSize(width: pixelWidth, height: pixelHeight)
        guard let surface = tablesnap_image_surface_create(Int32(pixelWidth), Int32(pixelHeight), cleared ? 1 : 0)
        else { throw .outOfMemory(width: pixelWidth, height: pixelHeight) }
        self.surface = surface
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.isOpaque = isOpaque
    }

    deinit { cairo_surface_destroy(surface) }

    /// Throws unless a `width`×`height` bitmap is within the limits.
    public static func checkSize(width: Int, height: Int) throws(BitmapError) {
        guard width > 0, height > 0 else { throw .empty(width: width, height: height) }
        guard width <= maximumSide, height <= maximumSide,
              width.multipliedReportingOverflow(by: height).partialValue <= maximumPixelCount,
              !width.multipliedReportingOverflow(by: height).overflow
        else { throw .tooLarge(width: width, height: height) }
    }

    /// A bitmap of its own holding the same pixels.
    public func copy() throws(BitmapError) -> Bitmap {
        let copy = try Bitmap(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, isOpaque: isOpaque, cleared: false)
        withPixels { source, sourceStride in
            copy.withPixels { target, targetStride in
                for row in 0..<pixelHeight { memcpy(target + row * targetStride, source + row * sourceStride, pixelWidth * 4) }
            }
        }
        return copy
    }

    /// Calls `body` with the raw pixel rows after flushing pending drawing.
    public func withPixels<T>(_ body: (_ bytes: UnsafeMutablePointer<UInt8>, _ stride: Int) throws -> T) rethrows -> T {
        cairo_surface_flush(surface)
        defer { cairo_surface_mark_dirty(surface) }
        // A surface that was created successfully always has data.
        let data = cairo_image_surface_get_data(surface) ?? UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
        return try body(data, Int(cairo_image_surface_get_stride(surface)))
    }

    /// The straight (non-premultiplied) sRGB value of one pixel, components 0…255.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        withPixels { bytes, stride in
            let p = (bytes + y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
            let a = p >> 24
            func channel(_ shift: UInt32) -> UInt8 {
                let c = (p >> shift) & 0xFF
                return UInt8(a == 0 ? 0 : min(255, (c * 255 + a / 2) / a))
            }
            return (channel(16), channel(8), channel(0), UInt8(a))
        }
    }
}

/// Why a bitmap could not be made.
public enum BitmapError: Error, Equatable, CustomStringConvertible {
    case empty(width: Int, height: Int)
    case tooLarge(width: Int, height: Int)
    case outOfMemory(width: Int, height: Int)
    /// Drawing `image` into pixels would take the render past ``RasterBudget/maximumWork`` (`limit`).
    case overRasterWork(image: String, limit: Int)

    public var description: String {
        switch self {
        case .empty(let w, let h): "image size \(w)×\(h) px is empty"
        case .tooLarge(let w, let h):
            "image size \(w)×\(h) px is over the limit (at most \(Bitmap.maximumSide) px a side and \(Bitmap.maximumPixelCount / 1_000_000) megapixels)"
        case .outOfMemory(let w, let h): "could not allocate a \(w)×\(h) px image"
        case .overRasterWork(let image, let limit):
            "drawing \(image) into pixels takes more work than the limit of \(limit) units: each size and pixel position a vector image "
                + "or large symbol shows at is rasterised once, for its drawing's path elements, the pixel rows its edges cross and a unit per \(RasterBudget.pixelsPerUnit) pixels "
                + "(show it at fewer sizes, or simplify its drawing)"
        }
    }
}
