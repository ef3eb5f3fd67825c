import CGraphics
import Foundation

/// PNG encoding straight from Cairo's pixels (a filter chosen per row, a
/// deflate of TableSnap's own for screenshots, in two strips on two threads); decoding through a direct reader (libdeflate over the whole
/// stream, one unfiltering pass) for 8-bit RGB and RGBA files such as
/// TableSnap writes, and libpng's simplified reader for every other kind, so a
/// snapshot test's reference reads in less time than its rendering draws.
public enum PNGCodec {
    /// The PNG bytes of `bitmap`: RGB when it is opaque, RGBA otherwise; no
    /// timestamps, so equal pixels always give equal bytes.
    public static func encode(_ bitmap: Bitmap) throws(PNGError) -> [UInt8] {
        var buffer = tablesnap_png_buffer(bytes: nil, count: 0, capacity: 0)
        let status = bitmap.withPixels { bytes, stride in
            tablesnap_png_encode(bytes, Int32(bitmap.pixelWidth), Int32(bitmap.pixelHeight), Int32(stride), bitmap.isOpaque ? 1 : 0, &buffer)
        }
        guard status == 0, let start = buffer.bytes else { throw .encodingFailed }
        defer { free(start) }
        return Array(UnsafeBufferPointer(start: start, count: buffer.count))
    }

    /// The row where ``encode(_:drawingRowsFrom:with:)`` is best started
    /// for a screen drawn in two bands; nil when the bitmap is small enough
    /// to be encoded in one strip, where there is nothing to overlap.
    ///
    /// The upper strip deflates on the second core while the lower band is
    /// drawn and then deflated on the first, so it is made the larger: with
    /// drawing a quarter of the work of encoding, as on a 3x screen, the two
    /// cores finish together at about four sevenths of the rows.
    public static func bandSplit(for bitmap: Bitmap) -> Int? {
        bandSplit(width: bitmap.pixelWidth, height: bitmap.pixelHeight, isOpaque: bitmap.isOpaque)
    }

    /// ``bandSplit(for:)`` of a bitmap of that size, before it is made.
    public static func bandSplit(width: Int, height: Int, isOpaque: Bool) -> Int? {
        guard tablesnap_png_strip_count(Int32(clamping: width), Int32(clamping: height), isOpaque ? 1 : 0) == 2 else { return nil }
        return height * 4 / 7
    }

    /// The PNG bytes of `bitmap`, as ``encode(_:)`` writes them but with the
    /// strips meeting at `row`, started before its rows from `row` down are
    /// drawn: its rows above `row` are deflated on a second thread while
    /// `drawRows` draws the rest on this one. Nil when `drawRows` returns
    /// false, having not drawn them as the picture (see
    /// ``GraphicsContext/drawingCrossedBand``).
    public static func encode(_ bitmap: Bitmap, drawingRowsFrom row: Int, with drawRows: () -> Bool) throws(PNGError) -> [UInt8]? {
        try encode(bitmap, extendedTo: bitmap.pixelHeight, drawingRowsFrom: row, with: drawRows)
    }

    /// The PNG bytes of a picture `height` rows tall whose top rows `bitmap`
    /// holds, encoded as ``encode(_:drawingRowsFrom:with:)`` encodes it:
    /// every row below the bitmap's repeats its last row, as the empty
    /// bottom of a screen whose content ends above it does, and is neither
    /// drawn nor kept in memory. The bytes are those of the whole picture.
    public static func encode(_ bitmap: Bitmap, extendedTo height: Int, drawingRowsFrom row: Int, with drawRows: () -> Bool) throws(PNGError) -> [UInt8]? {
        var buffer = tablesnap_png_buffer(bytes: nil, count: 0, capacity: 0)
        let status: Int32? = bitmap.withPixels { bytes, stride in
            let encoder = tablesnap_png_encoder_start(bytes, Int32(bitmap.pixelWidth), Int32(clamping: height), Int32(stride),
                                                      bitmap.isOpaque ? 1 : 0, Int32(clamping: row), Int32(bitmap.pixelHeight))
            guard drawRows() else {
                tablesnap_png_encoder_cancel(encoder)
                return nil
            }
            return tablesnap_png_encoder_finish(encoder, &buffer)
        }
        guard let status else { return nil }
        guard status == 0, let start = buffer.bytes else { throw .encodingFailed }
        defer { free(start) }
        return Array(UnsafeBufferPointer(start: start, count: buffer.count))
    }

    /// The width and height in pixels a PNG's header declares, read without
    /// decoding any pixel, so callers can refuse an image before paying for it.
    public static func pixelSize(of data: [UInt8]) throws(PNGError) -> (width: Int, height: Int) {
        let header = try header(of: data)
        return (Int(header.width), Int(header.height))
    }

    /// Decodes PNG bytes into a bitmap at `scale`, refusing an image over
    /// `limits` (lowered to the bitmap limits) from its header, before its
    /// pixels are allocated. Decoding stops at the last row: compressed data
    /// after it is ignored, never inflated.
    public static func decode(_ data: [UInt8], scale: CGFloat = 1, limits: ImageLimits = .bitmap) throws(PNGError) -> Bitmap {
        try decode(data, scale: scale, limits: limits, direct: true)
    }

    /// Whether `data` decodes to exactly the pixels of `bitmap`, found without
    /// decoding it into a bitmap: its rows are unfiltered one at a time and
    /// compared, up to the first that differs. False as well for a PNG the
    /// direct reader does not read whole, which ``decode(_:scale:limits:)``
    /// reads or names the defect of. A passing snapshot assertion is this
    /// check: it neither writes the reference's pixels nor reads them back.
    public static func decodes(_ data: [UInt8], to bitmap: Bitmap) -> Bool {
        bitmap.withPixels { bytes, stride in
            data.withUnsafeBufferPointer {
                tablesnap_png_equals($0.baseAddress, $0.count, bytes, Int32(stride), Int32(bitmap.pixelWidth), Int32(bitmap.pixelHeight)) == 1
            }
        }
    }

    /// `direct: false` reads every file through libpng, which tests hold the direct reader to.
    static func decode(_ data: [UInt8], scale: CGFloat, limits: ImageLimits = .bitmap, direct: Bool) throws(PNGError) -> Bitmap {
        let header = try header(of: data)
        let width = Int(header.width), height = Int(header.height)
        try limits.lowered(to: .bitmap).check(width: width, height: height)
        let bitmap: Bitmap
        do {
            // Both readers write every pixel, or fail and the bitmap goes.
            bitmap = try Bitmap(pixelWidth: width, pixelHeight: height, scale: scale, isOpaque: false, cleared: false)
        } catch {
            throw .bitmap(error)
        }
        if direct {
            var report = tablesnap_png_report()
            let status = bitmap.withPixels { bytes, stride in
                data.withUnsafeBufferPointer { tablesnap_png_decode($0.baseAddress, $0.count, bytes, Int32(stride), Int32(width), Int32(height), &report) }
            }
            // A kind it does not take, or image data it cannot take whole, goes
            // on to libpng's bounded path, which names a defect before libpng
            // reads anything; a defect the direct reader finds is reported.
            if status == TABLESNAP_PNG_OK { return bitmap }
            if status != TABLESNAP_PNG_OTHER_KIND { throw failure(report, width: width, height: height) }
        }
        try readWithLibpng(data, into: bitmap)
        return bitmap
    }

    /// A reader's failure; running out of memory is no defect of the file.
    private static func failure(_ report: tablesnap_png_report, width: Int, height: Int) -> PNGError {
        report.status == TABLESNAP_PNG_NO_MEMORY ? .bitmap(.outOfMemory(width: width, height: height)) : PNGError(report)
    }

    private static func header(of data: [UInt8]) throws(PNGError) -> tablesnap_png_header {
        var header = tablesnap_png_header(), report = tablesnap_png_report()
        let status = data.withUnsafeBufferPointer { tablesnap_png_read_header($0.baseAddress, $0.count, &header, &report) }
        guard status == TABLESNAP_PNG_OK else { throw PNGError(report) }
        return header
    }

    /// libpng's simplified reader, for every PNG the direct reader leaves to it
    /// (palettes, 16-bit samples, grey, interlacing, colour spaces), given the
    /// file rebuilt without the compressed data after the last row when it has
    /// any, since libpng would inflate all of it.
    private static func readWithLibpng(_ data: [UInt8], into bitmap: Bitmap) throws(PNGError) {
        var rebuilt = tablesnap_png_buffer(bytes: nil, count: 0, capacity: 0), report = tablesnap_png_report()
        let status = data.withUnsafeBufferPointer { tablesnap_png_prepare_for_libpng($0.baseAddress, $0.count, &rebuilt, &report) }
        defer { free(rebuilt.bytes) }
        guard status == TABLESNAP_PNG_OK else { throw failure(report, width: bitmap.pixelWidth, height: bitmap.pixelHeight) }
        let failure = if let bytes = rebuilt.bytes {
            finishWithLibpng(UnsafeBufferPointer(start: bytes, count: rebuilt.count), into: bitmap)
        } else {
            data.withUnsafeBufferPointer { finishWithLibpng($0, into: bitmap) }
        }
        if let failure { throw failure }
    }

    private static func finishWithLibpng(_ png: UnsafeBufferPointer<UInt8>, into bitmap: Bitmap) -> PNGError? {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        guard png_image_begin_read_from_memory(&image, png.baseAddress, png.count) != 0 else { return .corrupt(message(of: image)) }
        let width = Int(image.width), height = Int(image.height)
        // libpng writes rows of its own header's size into the bitmap made from ours.
        guard width == bitmap.pixelWidth, height == bitmap.pixelHeight else { return .corrupt("the header changed between reads") }
        // Opaque PNGs (every PNG TableSnap writes) need no premultiplying.
        let hasAlpha = image.format & png_uint_32(PNG_FORMAT_FLAG_ALPHA) != 0
        image.format = png_uint_32(PNG_FORMAT_BGRA)
        // The simplified reader otherwise takes 16-bit samples with alpha as
        // linear light, and 16-bit icons come out several shades too light.
        image.flags |= png_uint_32(PNG_IMAGE_FLAG_16BIT_sRGB)
        let finished = bitmap.withPixels { bytes, stride -> Int32 in
            let ok = png_image_finish_read(&image, nil, bytes, Int32(stride), nil)
            // Cairo wants premultiplied alpha; libpng gives straight alpha.
            if ok != 0, hasAlpha { tablesnap_png_premultiply_rows(bytes, Int32(width), Int32(height), Int32(stride)) }
            return ok
        }
        return finished != 0 ? nil : .corrupt(message(of: image))
    }

    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

/// Why PNG bytes could not be made or read.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    case encodingFailed
    /// The data does not start with the PNG signature.
    case notPNG
    /// A chunk's CRC does not match: its type (letters, else "?") and the byte offset where it starts.
    case badCRC(chunk: String, offset: Int)
    /// The data ends (or the image data does) before the last row.
    case truncated
    /// The header's size is over a limit.
    case tooLarge(width: Int, height: Int, limit: ImageSizeLimit)
    /// Any other defect, in zlib's or libpng's words or ours.
    case corrupt(String)
    case bitmap(BitmapError)

    public var description: String {
        switch self {
        case .encodingFailed: "PNG encoding failed"
        case .notPNG: "not a valid PNG image: the data does not start with the PNG signature"
        case .badCRC(let chunk, let offset): "not a valid PNG image: bad CRC in the \(chunk) chunk at byte \(offset)"
        case .truncated: "not a valid PNG image: the image data ends before its last row"
        case .tooLarge(let width, let height, .side(let side)): "\(width) × \(height) px; the limit is \(side) px a side"
        case .tooLarge(let width, let height, .pixels(let pixels)):
            "\(width) × \(height) px; the limit is \(Self.grouped(pixels)) pixels"
        case .corrupt(let message): "not a valid PNG image: \(message.isEmpty ? "unreadable data" : message)"
        case .bitmap(let error): error.description
        }
    }

    /// The error a C reader's report describes.
    init(_ report: tablesnap_png_report) {
        switch report.status {
        case TABLESNAP_PNG_NOT_PNG: self = .notPNG
        case TABLESNAP_PNG_BAD_HEADER: self = .corrupt("the IHDR chunk is missing or invalid")
        case TABLESNAP_PNG_BAD_CRC: self = .badCRC(chunk: Self.printable(report.chunk), offset: Int(report.offset))
        case TABLESNAP_PNG_TRUNCATED: self = .truncated
        case TABLESNAP_PNG_BAD_FILTER: self = .corrupt("row \(report.row) has filter type \(report.filter), which PNG does not define")
        case TABLESNAP_PNG_BAD_DATA: self = .corrupt("bad compressed image data (\(report.message.map { String(cString: $0) } ?? "zlib error"))")
        default: self = .corrupt("unreadable data")
        }
    }

    /// A chunk type as text fit for a message: a hostile file's bytes could be control characters.
    private static func printable(_ chunk: (CChar, CChar, CChar, CChar, CChar)) -> String {
        withUnsafeBytes(of: chunk) { bytes in
            String(bytes.prefix(4).map { byte in
                let scalar = Unicode.Scalar(byte)
                return scalar.properties.isAlphabetic && byte < 0x80 ? Character(scalar) : "?"
            })
        }
    }

    /// 16777216 as "16,777,216".
    private static func grouped(_ number: Int) -> String {
        var digits = String(number.magnitude), groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        return (number < 0 ? "-" : "") + ([Substring(digits)] + groups).joined(separator: ",")
    }
}
