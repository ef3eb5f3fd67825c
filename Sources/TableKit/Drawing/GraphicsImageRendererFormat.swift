import Canvas
import Foundation

/// How a ``GraphicsImageRenderer`` makes its images, as `UIGraphicsImageRendererFormat`.
public final class GraphicsImageRendererFormat {
    /// The range of colours an image can hold (`UIGraphicsImageRendererFormat.Range`); images are sRGB whatever is asked.
    public enum Range: Int, Sendable {
        /// The screen's range.
        case automatic
        /// Colours beyond sRGB, on wide-colour screens.
        case extended
        /// sRGB.
        case standard
    }

    /// Pixels per point; the display scale of the current traits (3 unless a render says otherwise) by default.
    public var scale: CGFloat
    /// Whether the image has no transparency; its background then starts black, as in UIKit.
    public var opaque = false
    /// Kept: images are sRGB.
    public var preferredRange = Range.automatic

    /// A format at the current traits' display scale.
    public init() { scale = Traits.current.displayScale }

    /// The format for the current traits, as `UIGraphicsImageRendererFormat.default()`.
    public static func `default`() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }

    /// The format for the current traits, as `UIGraphicsImageRendererFormat.preferred()`.
    public static func preferred() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }
}
