import Foundation

/// One image file format's reader: every format is read through this, so
/// that a caller learns what decoding will cost before it is spent.
protocol ImageDecoder {
    /// The format read.
    var format: ImageFormat { get }

    /// The width and height in pixels that decoding `data` allocates, read
    /// from its header without decoding; nil for a vector format, which
    /// holds no pixels.
    func pixelSize(of data: [UInt8]) throws(ImageError) -> (width: Int, height: Int)?

    /// The image `data` holds, a bitmap at `scale` refused from its header
    /// when over `limits`; a vector at its natural size in points.
    func decode(_ data: [UInt8], scale: CGFloat, limits: ImageLimits) throws(ImageError) -> Image.Content
}

/// The decoder of each ``ImageFormat``.
enum ImageDecoders {
    static func decoder(for format: ImageFormat) -> any ImageDecoder {
        switch format {
        case .png: PNGDecoder()
        case .jpeg: JPEGDecoder()
        case .pdf, .svg: VectorImageDecoder(format: format)
        }
    }

    /// The decoder for the format `data` starts like.
    static func decoder(for data: [UInt8]) throws(ImageError) -> any ImageDecoder {
        guard let format = ImageFormat(sniffing: data) else { throw .unknownFormat }
        return decoder(for: format)
    }
}

extension Image {
    /// An image from the bytes of a PNG, JPEG, PDF or SVG file, its format
    /// recognised from the bytes: a bitmap at `scale` pixels per point,
    /// refused from its header when over `limits`, or a vector drawn at
    /// any size, its size in points the PDF page's or the SVG's own.
    public convenience init(decoding data: [UInt8], scale: CGFloat = 1, limits: ImageLimits = .bitmap) throws(ImageError) {
        self.init(content: try ImageDecoders.decoder(for: data).decode(data, scale: scale, limits: limits))
    }

    /// The format of image bytes and the pixels decoding them allocates
    /// (nil for a vector), read from the header alone, so a caller can
    /// refuse an image before paying for it.
    public static func header(of data: [UInt8]) throws(ImageError) -> (format: ImageFormat, pixelSize: (width: Int, height: Int)?) {
        let decoder = try ImageDecoders.decoder(for: data)
        return (decoder.format, try decoder.pixelSize(of: data))
    }
}
