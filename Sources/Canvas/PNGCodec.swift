import CGraphics
import Foundation

/// PNG encoding through libpng; decoding through a direct reader (zlib, one
/// unfiltering pass) for 8-bit RGB and RGBA files such as TableSnap writes, and
/// libpng's simplified reader for every other kind, so a snapshot test's
/// reference reads in about half the time its rendering takes to encode.
public enum PNGCodec {
    /// zlib level 1 with the Sub filter: on flat UI pixels this is over three
    /// times faster than libpng's defaults (level 6, adaptive filtering) for
    /// files about 25 % larger. Measured alternatives (zlib's RLE strategy,
    /// Up or no filtering) were no faster, or larger.
    static let compressionLevel: Int32 = 1
    static let filters = Int32(PNG_FILTER_SUB)

    /// The PNG bytes of `bitmap`: RGB when it is opaque, RGBA otherwise; no
    /// timestamps, so equal pixels always give equal bytes.
    public static func encode(_ bitmap: Bitmap) throws(PNGError) -> [UInt8] {
        var buffer = tablesnap_png_buffer(bytes: nil, count: 0, capacity: 0)
        let status = bitmap.withPixels { bytes, stride in
            tablesnap_png_encode(
                bytes, Int32(bitmap.pixelWidth), Int32(bitmap.pixelHeight), Int32(stride),
                bitmap.isOpaque ? 1 : 0, compressionLevel, filters, &buffer)
        }
        guard status == 0, let start = buffer.bytes else { throw .encodingFailed }
        defer { free(start) }
        return Array(UnsafeBufferPointer(start: start, count: buffer.count))
    }

    /// The width and height in pixels a PNG's header declares, read without
    /// decoding any pixel, so callers can refuse an image before paying for it.
    public static func pixelSize(of data: [UInt8]) throws(PNGError) -> (width: Int, height: Int) {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        try beginReading(data, into: &image)
        return (Int(image.width), Int(image.height))
    }

    /// Decodes PNG bytes into a bitmap at `scale`, refusing images over the
    /// bitmap limits before their pixels are allocated.
    public static func decode(_ data: [UInt8], scale: CGFloat = 1) throws(PNGError) -> Bitmap {
        try decode(data, scale: scale, direct: true)
    }

    /// `direct: false` reads every file through libpng, which tests hold the direct reader to.
    static func decode(_ data: [UInt8], scale: CGFloat, direct: Bool) throws(PNGError) -> Bitmap {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        try beginReading(data, into: &image)
        let width = Int(image.width), height = Int(image.height)
        let bitmap: Bitmap
        do {
            bitmap = try Bitmap(pixelWidth: width, pixelHeight: height, scale: scale, isOpaque: false)
        } catch {
            throw .bitmap(error)
        }
        let done = direct && bitmap.withPixels { bytes, stride in
            data.withUnsafeBufferPointer { tablesnap_png_decode($0.baseAddress, $0.count, bytes, Int32(stride), Int32(width), Int32(height)) } == 0
        }
        if done { return bitmap }
        try readWithLibpng(&image, into: bitmap)
        return bitmap
    }

    /// libpng's simplified reader, for every PNG the direct reader leaves to it
    /// (palettes, 16-bit samples, grey, interlacing, colour spaces).
    private static func readWithLibpng(_ image: inout png_image, into bitmap: Bitmap) throws(PNGError) {
        let width = Int(image.width), height = Int(image.height)
        // Opaque PNGs (every PNG TableSnap writes) need no premultiplying.
        let hasAlpha = image.format & png_uint_32(PNG_FORMAT_FLAG_ALPHA) != 0
        image.format = png_uint_32(PNG_FORMAT_BGRA)
        // The simplified reader otherwise takes 16-bit samples with alpha as
        // linear light, and 16-bit icons come out several shades too light.
        image.flags |= png_uint_32(PNG_IMAGE_FLAG_16BIT_sRGB)
        let finished = bitmap.withPixels { bytes, stride -> Int32 in
            let ok = png_image_finish_read(&image, nil, bytes, Int32(stride), nil)
            if ok != 0, hasAlpha { premultiply(bytes, width: width, height: height, stride: stride) }
            return ok
        }
        guard finished != 0 else { throw .corrupt(message(of: image)) }
    }

    /// Reads the header into `image`; its pixels stay unread.
    private static func beginReading(_ data: [UInt8], into image: inout png_image) throws(PNGError) {
        let began = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard began != 0 else { throw .corrupt(message(of: image)) }
    }

    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// Cairo wants premultiplied alpha; libpng gives straight alpha.
    private static func premultiply(_ bytes: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        for y in 0..<height {
            let row = bytes + y * stride
            for x in 0..<width {
                let p = row + x * 4
                let a = UInt16(p[3])
                guard a != 255 else { continue }
                p[0] = UInt8((UInt16(p[0]) * a + 127) / 255)
                p[1] = UInt8((UInt16(p[1]) * a + 127) / 255)
                p[2] = UInt8((UInt16(p[2]) * a + 127) / 255)
            }
        }
    }
}

/// Why PNG bytes could not be made or read.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    case encodingFailed
    case corrupt(String)
    case bitmap(BitmapError)

    public var description: String {
        switch self {
        case .encodingFailed: "PNG encoding failed"
        case .corrupt(let message): "not a valid PNG image (\(message.isEmpty ? "unreadable data" : message))"
        case .bitmap(let error): error.description
        }
    }
}
