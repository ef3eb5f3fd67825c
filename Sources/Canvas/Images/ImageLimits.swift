import Foundation

/// The largest image a decode accepts, checked against the file's header
/// (PNG, JPEG) before any pixel is allocated.
public struct ImageLimits: Hashable, Sendable {
    /// Width × height.
    public var maximumPixels: Int
    /// Width and height each.
    public var maximumSide: Int

    public init(maximumPixels: Int, maximumSide: Int) {
        self.maximumPixels = maximumPixels
        self.maximumSide = maximumSide
    }

    /// The bitmap limits: 80 megapixels, 32,767 px a side.
    public static let bitmap = ImageLimits(maximumPixels: Bitmap.maximumPixelCount, maximumSide: Bitmap.maximumSide)

    /// Each limit no higher than `other`'s.
    func lowered(to other: ImageLimits) -> ImageLimits {
        ImageLimits(maximumPixels: min(maximumPixels, other.maximumPixels), maximumSide: min(maximumSide, other.maximumSide))
    }

    /// Throws ``PNGError/tooLarge(width:height:limit:)`` when a `width` × `height` image is over either limit.
    public func check(width: Int, height: Int) throws(PNGError) {
        if width > maximumSide || height > maximumSide {
            throw .tooLarge(width: width, height: height, limit: .side(maximumSide))
        }
        let pixels = width.multipliedReportingOverflow(by: height)
        if pixels.overflow || pixels.partialValue > maximumPixels {
            throw .tooLarge(width: width, height: height, limit: .pixels(maximumPixels))
        }
    }
}

/// Which of a ``ImageLimits`` an image is over, and its value.
public enum ImageSizeLimit: Equatable, Sendable {
    case side(Int)
    case pixels(Int)
}

/// The earlier name of ``ImageLimits``, from when PNG was the only format read.
@available(*, deprecated, renamed: "ImageLimits")
public typealias PNGLimits = ImageLimits

/// The earlier name of ``ImageSizeLimit``.
@available(*, deprecated, renamed: "ImageSizeLimit")
public typealias PNGSizeLimit = ImageSizeLimit
