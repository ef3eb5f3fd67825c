import CGraphics
import Foundation

/// JPEG files, through libjpeg-turbo's TurboJPEG API, turned upright by
/// their EXIF orientation. Greyscale and colour (YCbCr) files are read;
/// CMYK files, which print shops make and phones do not, are refused.
struct JPEGDecoder: ImageDecoder {
    var format: ImageFormat { .jpeg }

    func pixelSize(of data: [UInt8]) throws(ImageError) -> (width: Int, height: Int)? {
        let header = try withDecompressor { handle throws(ImageError) in try Self.header(of: data, handle: handle) }
        return (header.width, header.height)
    }

    func decode(_ data: [UInt8], scale: CGFloat, limits: ImageLimits) throws(ImageError) -> Image.Content {
        let bitmapLimits = limits.lowered(to: .bitmap)
        let header = try withDecompressor { handle throws(ImageError) in try Self.header(of: data, handle: handle) }
        do throws(PNGError) { try bitmapLimits.check(width: header.width, height: header.height) } catch { throw ImageError(error) }
        try JPEGScans.check(data, width: header.width, height: header.height)
        let stored = try Self.bitmap(of: ContainedDecoder.decode(.jpeg, data, limits: bitmapLimits), scale: scale)
        let orientation = ExifOrientation(jpeg: data)
        return .bitmap(orientation == .up ? stored : try Self.turned(stored, to: orientation))
    }

    /// The decoder's pixels (rows of 4 × width bytes) copied into a bitmap.
    private static func bitmap(of answer: ContainedDecoder.Answer, scale: CGFloat) throws(ImageError) -> Bitmap {
        let (width, height) = answer.pixelSize
        guard width > 0, height > 0, answer.bytes.count == width * height * 4, let source = answer.bytes.baseAddress else {
            throw .corrupt(.jpeg, "the decoder's answer does not match the image's size")
        }
        let bitmap: Bitmap
        do throws(BitmapError) { bitmap = try Bitmap(pixelWidth: width, pixelHeight: height, scale: scale, isOpaque: true) } catch { throw .bitmap(error) }
        bitmap.withPixels { pixels, stride in
            for row in 0..<height {
                (pixels + row * stride).update(from: source + row * width * 4, count: width * 4)
            }
        }
        return bitmap
    }

    private struct Header {
        let width: Int
        let height: Int
    }

    /// The stored size, which the EXIF orientation may swap but never enlarges.
    private static func header(of data: [UInt8], handle: tjhandle) throws(ImageError) -> Header {
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let status = data.withUnsafeBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colorspace)
        }
        guard status == 0 else { throw failure(handle) }
        // libjpeg ends cut data with an end-of-image marker, and TurboJPEG
        // reports a file that ends before its frame header as a stream of
        // tables alone, with no error and no size. (One that ends after it,
        // before the first scan, is an error: "missing SOS marker".)
        guard width > 0, height > 0 else { throw .corrupt(.jpeg, endsBeforeFrameHeader) }
        if colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue) {
            throw .corrupt(.jpeg, "CMYK colour is not supported; save the image as RGB")
        }
        return Header(width: Int(width), height: Int(height))
    }

    /// What a JPEG whose data ends before its frame header (its size) is told.
    static let endsBeforeFrameHeader = "the data ends before the image's frame header (the file is cut short, or holds no image)"

    private func withDecompressor<T>(_ body: (tjhandle) throws(ImageError) -> T) throws(ImageError) -> T {
        guard let handle = tjInitDecompress() else { throw .bitmap(.outOfMemory(width: 0, height: 0)) }
        defer { tjDestroy(handle) }
        return try body(handle)
    }

    private static func failure(_ handle: tjhandle) -> ImageError {
        .corrupt(.jpeg, tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unreadable data")
    }

    /// The stored pixels drawn upright into a bitmap of their own.
    private static func turned(_ stored: Bitmap, to orientation: ExifOrientation) throws(ImageError) -> Bitmap {
        let (width, height) = orientation.swapsSides ? (stored.pixelHeight, stored.pixelWidth) : (stored.pixelWidth, stored.pixelHeight)
        let upright: Bitmap
        do { upright = try Bitmap(pixelWidth: width, pixelHeight: height, scale: stored.scale, isOpaque: true) } catch { throw .bitmap(error) }
        let cairo = cairo_create(upright.surface)
        defer { cairo_destroy(cairo) }
        var matrix = orientation.transform(width: Double(stored.pixelWidth), height: Double(stored.pixelHeight))
        cairo_transform(cairo, &matrix)
        cairo_set_source_surface(cairo, stored.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_NEAREST)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cairo)
        cairo_surface_flush(upright.surface)
        return upright
    }
}
