import Foundation

/// PNG files, through ``PNGCodec``.
struct PNGDecoder: ImageDecoder {
    var format: ImageFormat { .png }

    func pixelSize(of data: [UInt8]) throws(ImageError) -> (width: Int, height: Int)? {
        do { return try PNGCodec.pixelSize(of: data) } catch { throw ImageError(error) }
    }

    func decode(_ data: [UInt8], scale: CGFloat, limits: ImageLimits) throws(ImageError) -> Image.Content {
        do { return .bitmap(try PNGCodec.decode(data, scale: scale, limits: limits)) } catch { throw ImageError(error) }
    }
}
