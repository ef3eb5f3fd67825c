import Foundation

extension Image {
    /// The largest image file read by name or path, in bytes: 8 MiB, as a mockup's.
    public static let maximumFileSize = 8 << 20

    /// The image in the file at `path`: its format recognised from its
    /// bytes, a bitmap's scale from an `@2x`/`@3x` name suffix (see
    /// ``scale(ofFile:)``). Refused when the file is over `maximumFileSize`
    /// bytes (before it is read) or its pixels are over `limits` (before
    /// they are decoded).
    public static func read(
        contentsOfFile path: String, maximumFileSize: Int = maximumFileSize, limits: ImageLimits = .bitmap
    ) throws(ImageFileError) -> Image {
        let data: [UInt8]
        do { data = try RegularFile.read(path, maximumSize: maximumFileSize) } catch { throw .file(path, error) }
        do { return try Image(decoding: data, scale: scale(ofFile: URL(fileURLWithPath: path)), limits: limits) } catch { throw .image(path, error) }
    }

    /// How well a file of scale `own` suits a display of `scale`, lower
    /// first, as UIKit picks: the display's own scale, then higher ones
    /// nearest first (shrinking stays sharp), then lower ones nearest first.
    public static func scaleRank(_ own: CGFloat, forDisplayScale scale: CGFloat) -> (Int, CGFloat) {
        own == scale ? (0, 0) : own > scale ? (1, own - scale) : (2, scale - own)
    }

    /// The scale an `@2x` or `@3x` file-name suffix gives an image file; 1 without one.
    public static func scale(ofFile url: URL) -> CGFloat {
        let name = url.deletingPathExtension().lastPathComponent
        if name.hasSuffix("@3x") { return 3 }
        if name.hasSuffix("@2x") { return 2 }
        return 1
    }
}

/// Why an image file was not read: the file, or its image.
public enum ImageFileError: Error, Equatable, CustomStringConvertible {
    /// The path, and why the file could not be read (missing, not a regular file, over the size limit).
    case file(String, RegularFileError)
    /// The path, and why its bytes are no image (or one over the pixel limits).
    case image(String, ImageError)

    /// Whether the error is a limit's: a file too large, or an image of too many pixels.
    public var isOverLimit: Bool {
        switch self {
        case .file(_, .tooLarge): true
        case .image(_, let error): error.isOverLimit
        default: false
        }
    }

    public var description: String {
        switch self {
        case .file(let path, let error): "\(path): \(error.description)"
        case .image(let path, let error): "\(path): \(error.description)"
        }
    }
}
