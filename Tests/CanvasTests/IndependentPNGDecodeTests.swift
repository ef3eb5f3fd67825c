import CGraphics
import Foundation
import Testing
@testable import Canvas

/// PNGs the encoder writes (two strips of its own deflate, PNGDeflate.h, with
/// blocks of repeated rows, rows filtered in PNGRows.c) read
/// by libpng and zlib, which share no code with it: every chunk's CRC right,
/// every pixel as drawn, whichever filter each row got; and the same pixels
/// always give the same bytes.
@Suite struct IndependentPNGDecodeTests {
    /// Rows of each kind the encoder's filter choice meets, in turn: flat
    /// colour (no filter), noise, noise like the row above but for a few pixels
    /// (Up), a gradient unlike the row above (Sub). Translucent bitmaps get
    /// alpha from 0 to 255 (premultiplied, as Cairo keeps it).
    static func pattern(width: Int, height: Int, opaque: Bool) throws -> Bitmap {
        let bitmap = try Bitmap(pixelWidth: width, pixelHeight: height, scale: 1, isOpaque: opaque)
        var noise: UInt32 = 0x2545_F491
        func next() -> UInt32 {
            noise = noise &* 1_664_525 &+ 1_013_904_223
            return noise >> 8
        }
        bitmap.withPixels { bytes, stride in
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(bytes + y * stride).assumingMemoryBound(to: UInt32.self)
                let above = y > 0 ? UnsafeMutableRawPointer(bytes + (y - 1) * stride).assumingMemoryBound(to: UInt32.self) : nil
                for x in 0..<width {
                    let straight: UInt32 = switch y % 4 {
                    case 0: 0x00C8_D2E6
                    case 1: next()
                    case 2: x % 37 == 0 || above == nil ? next() : above.map { $0[x] } ?? 0
                    default: UInt32(x * 255 / max(width - 1, 1)) << 16 | UInt32(y & 0xFF) << 8 | 0x40
                    }
                    let alpha: UInt32 = opaque ? 255 : UInt32((x * 7 + y * 13) % 256)
                    row[x] = Self.premultiplied(straight & 0xFF_FFFF, alpha: alpha)
                }
            }
        }
        return bitmap
    }

    private static func premultiplied(_ rgb: UInt32, alpha: UInt32) -> UInt32 {
        let channels = [16, 8, 0].map { shift in ((rgb >> UInt32(shift) & 0xFF) * alpha + 127) / 255 << UInt32(shift) }
        return alpha << 24 | channels.reduce(0, |)
    }

    /// The straight RGBA bytes libpng's simplified reader gives for `png`.
    private func readWithLibpng(_ png: [UInt8]) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        try #require(png_image_begin_read_from_memory(&image, png, png.count) != 0)
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // RGBA
        let width = Int(image.width), height = Int(image.height)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        try #require(png_image_finish_read(&image, nil, &rgba, Int32(width * 4), nil) != 0)
        return (width, height, rgba)
    }

    /// libpng reads every pixel of `png` as `bitmap` has it.
    private func expectLibpngReads(_ png: [UInt8], as bitmap: Bitmap, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let read = try readWithLibpng(png)
        try #require(read.width == bitmap.pixelWidth && read.height == bitmap.pixelHeight, sourceLocation: sourceLocation)
        for y in 0..<read.height {
            for x in 0..<read.width {
                let p = bitmap.pixel(x: x, y: y), i = (y * read.width + x) * 4
                let drawn = [p.red, p.green, p.blue, p.alpha]
                guard Array(read.rgba[i..<(i + 4)]) == drawn else {
                    Issue.record("pixel \(x),\(y): libpng reads \(Array(read.rgba[i..<(i + 4)])), drawn \(drawn)", sourceLocation: sourceLocation)
                    return
                }
            }
        }
    }

    private func expectChunksValid(_ png: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(Array(png.prefix(8)) == signature, sourceLocation: sourceLocation)
        let chunks = HostilePNG.chunks(png)
        #expect(chunks.first?.type == "IHDR" && chunks.last?.type == "IEND", sourceLocation: sourceLocation)
        // The image data in one chunk, then the pixels' digest (PNGDigest.h), which libpng passes over.
        #expect(chunks.dropFirst().dropLast().map(\.type) == ["IDAT", "tsPD"], sourceLocation: sourceLocation)
        #expect(chunks.last.map { $0.offset + 12 + $0.length } == png.count, "nothing after IEND", sourceLocation: sourceLocation)
        for chunk in chunks {
            let crc = crc32(Array(png[(chunk.offset + 4)..<(chunk.offset + 8 + chunk.length)]))
            #expect(Array(png[(chunk.offset + 8 + chunk.length)..<(chunk.offset + 12 + chunk.length)]) == bigEndian(crc),
                    "CRC of \(chunk.type) at \(chunk.offset)", sourceLocation: sourceLocation)
        }
    }

    /// Widths of 1 to 7 pixels end rows between the encoder's and the direct
    /// reader's groups of four pixels; 300 × 40 is many groups; 700 × 501 is
    /// over a MiB of rows, which the encoder deflates in two strips on two
    /// threads, meeting where the rows' work is halved.
    @Test(arguments: [(1, 5), (2, 3), (3, 9), (5, 4), (7, 7), (300, 40), (700, 501)], [true, false])
    func libpngReadsEveryPixelAsDrawn(size: (width: Int, height: Int), opaque: Bool) throws {
        let bitmap = try Self.pattern(width: size.width, height: size.height, opaque: opaque)
        let png = try PNGCodec.encode(bitmap)
        expectChunksValid(png)
        #expect(png[25] == (opaque ? 2 : 6), "RGB when opaque, else RGBA")
        try expectLibpngReads(png, as: bitmap)
    }

    /// Rows whose pieces recur where only the deflater's hash probe finds
    /// them: a motif of eight pixels at a place that moves along the rows, and
    /// rows copied from 2 to 9 rows above (deflate's window reaches 11 at 700
    /// pixels); 700 × 501 is two strips, the lower matching into the upper's
    /// rows. Rows of 8,300 RGBA pixels are over deflate's 32 KB reach, so
    /// nothing matches the row above. The same bytes each time.
    @Test(arguments: [(300, 200), (700, 501), (8_300, 12)], [true, false])
    func recurringPiecesReadAsDrawn(size: (width: Int, height: Int), opaque: Bool) throws {
        let bitmap = try Self.pattern(width: size.width, height: size.height, opaque: opaque)
        bitmap.withPixels { bytes, stride in
            let motif: [UInt32] = (0..<8).map { 0xFF00_0000 | UInt32($0 * 2_654_435_761 % 0xFF_FFFF) }
            for y in 0..<size.height {
                let row = UnsafeMutableRawPointer(bytes + y * stride).assumingMemoryBound(to: UInt32.self)
                if y % 3 == 0 { (0..<8).forEach { row[(y * 13 + $0) % size.width] = motif[$0] } }
                if y % 5 == 0, y >= 9 { (bytes + y * stride).update(from: bytes + (y - 2 - y % 8) * stride, count: size.width * 4) }
            }
        }
        let png = try PNGCodec.encode(bitmap)
        expectChunksValid(png)
        try expectLibpngReads(png, as: bitmap)
        #expect(try PNGCodec.encode(bitmap) == png)
    }

    /// Matches that end at every byte of the deflater's 16-byte compares:
    /// each row repeats the one above but for one pixel, which moves a pixel
    /// along from row to row, so the match with the row above ends at each
    /// offset in turn; every tenth row is `pattern`'s own, so that the runs
    /// start again from each kind of row it makes.
    @Test(arguments: [true, false])
    func matchesEndingAtEveryByteReadAsDrawn(opaque: Bool) throws {
        let width = 97, height = 300
        let bitmap = try Self.pattern(width: width, height: height, opaque: opaque)
        bitmap.withPixels { bytes, stride in
            for y in 1..<height where y % 10 != 0 {
                (bytes + y * stride).update(from: bytes + (y - 1) * stride, count: width * 4)
                let row = UnsafeMutableRawPointer(bytes + y * stride).assumingMemoryBound(to: UInt32.self)
                // Opaque, so that the pixel stays a premultiplied one in an RGBA picture too.
                row[y % width] = 0xFF00_0000 | (row[y % width] ^ 0x0001_0203) & 0x00FF_FFFF
            }
        }
        let png = try PNGCodec.encode(bitmap)
        expectChunksValid(png)
        try expectLibpngReads(png, as: bitmap)
    }

    /// `pattern`'s rows with runs of rows that repeat the one above, which the
    /// encoder writes in blocks of its own from four rows on: runs of every
    /// length from 1 to 5, then 9 and 40, one across the row where two strips
    /// meet and one at the end.
    static func repeating(width: Int, height: Int, opaque: Bool) throws -> Bitmap {
        let bitmap = try pattern(width: width, height: height, opaque: opaque)
        let runs = [1, 2, 3, 4, 5, 9, 40]
        var repeats = Set<Int>(), y = 1, next = 0
        while y < height {
            let run = runs[next % runs.count]
            repeats.formUnion(y..<min(y + run, height))
            y += run + 1
            next += 1
        }
        repeats.formUnion(max(1, height - 8)..<height)
        makeRepeats(repeats, in: bitmap)
        // Repeats weigh less than other rows, so the strips meet elsewhere once the run is made: again, until they meet inside it.
        for _ in 0..<8 {
            let split = splitRow(of: bitmap)
            if repeatsAround(split, in: bitmap) { break }
            makeRepeats(Set(max(1, split - 6)..<min(height, split + 6)), in: bitmap)
        }
        return bitmap
    }

    /// Whether the rows from two above `y` to two below repeat the row above each.
    static func repeatsAround(_ y: Int, in bitmap: Bitmap) -> Bool {
        (max(1, y - 2)...min(bitmap.pixelHeight - 1, y + 2)).allSatisfy { !rowDiffers($0, in: bitmap) }
    }

    /// Makes each row in `rows` a copy of the row above, in order.
    private static func makeRepeats(_ rows: Set<Int>, in bitmap: Bitmap) {
        bitmap.withPixels { bytes, stride in
            for y in rows.sorted() { (bytes + y * stride).update(from: bytes + (y - 1) * stride, count: bitmap.pixelWidth * 4) }
        }
    }

    /// Whether row `y` differs from the row above.
    static func rowDiffers(_ y: Int, in bitmap: Bitmap) -> Bool {
        bitmap.withPixels { bytes, stride in memcmp(bytes + y * stride, bytes + (y - 1) * stride, bitmap.pixelWidth * 4) != 0 }
    }

    /// The first row of the lower strip, when the encoder makes two.
    static func splitRow(of bitmap: Bitmap) -> Int {
        bitmap.withPixels { bytes, stride in
            Int(tablesnap_png_split_row(bytes, Int32(bitmap.pixelWidth), Int32(bitmap.pixelHeight), Int32(stride)))
        }
    }

    /// The encoding `tablesnap render` makes: the upper strip deflated on
    /// a second thread while the rows below `row` are still being drawn
    /// (here copied in from the pattern), so the upper strip must read
    /// nothing below them; the same bytes each time, read by libpng as drawn.
    @Test(arguments: [true, false])
    func encodedWhileTheLowerRowsAreDrawnReadsAsDrawn(opaque: Bool) throws {
        let pattern = try Self.pattern(width: 700, height: 501, opaque: opaque)
        func encoded() throws -> [UInt8]? {
            let bitmap = try Bitmap(pixelWidth: 700, pixelHeight: 501, scale: 1, isOpaque: opaque)
            let row = 286
            let drawn: (Int) -> Void = { lower in
                pattern.withPixels { source, stride in
                    bitmap.withPixels { target, _ in
                        let rows = lower == 0 ? 0..<row : row..<501
                        (target + rows.lowerBound * stride).update(from: source + rows.lowerBound * stride, count: rows.count * stride)
                    }
                }
            }
            drawn(0)
            return try PNGCodec.encode(bitmap, drawingRowsFrom: row) {
                drawn(1)
                return true
            }
        }
        let png = try #require(try encoded())
        expectChunksValid(png)
        try expectLibpngReads(png, as: pattern)
        #expect(try encoded() == png)
        let bitmap = try Bitmap(pixelWidth: 700, pixelHeight: 501, scale: 1, isOpaque: opaque)
        #expect(try PNGCodec.encode(bitmap, drawingRowsFrom: 286) { false } == nil, "rows not drawn as the picture: no PNG")
    }

    /// A picture whose rows below the first `drawn` repeat the last of them,
    /// encoded from a bitmap of those rows alone (as a screen whose content
    /// ends above its bottom is): the bytes of the whole picture encoded so,
    /// the same each time, read by libpng as the whole picture; with the rows
    /// drawn ending above the strips' meeting row, at it and below it.
    @Test(arguments: [120, 286, 400], [true, false])
    func aPictureExtendedByItsLastRowIsThePictureWhole(drawn: Int, opaque: Bool) throws {
        let (width, height, split) = (700, 501, 286)
        let pattern = try Self.pattern(width: width, height: height, opaque: opaque)
        let whole = try Bitmap(pixelWidth: width, pixelHeight: height, scale: 1, isOpaque: opaque)
        let top = try Bitmap(pixelWidth: width, pixelHeight: drawn, scale: 1, isOpaque: opaque)
        pattern.withPixels { source, stride in
            whole.withPixels { target, _ in
                target.update(from: source, count: drawn * stride)
                for y in drawn..<height { (target + y * stride).update(from: source + (drawn - 1) * stride, count: stride) }
            }
            top.withPixels { target, _ in target.update(from: source, count: drawn * stride) }
        }
        let png = try #require(try PNGCodec.encode(top, extendedTo: height, drawingRowsFrom: split) { true })
        #expect(try PNGCodec.encode(whole, drawingRowsFrom: split) { true } == png)
        #expect(try PNGCodec.encode(top, extendedTo: height, drawingRowsFrom: split) { true } == png)
        expectChunksValid(png)
        try expectLibpngReads(png, as: whole)
    }

    /// A picture cannot be shorter than the bitmap that holds its top.
    @Test func aPictureShorterThanItsBitmapIsRefused() throws {
        let bitmap = try Self.pattern(width: 30, height: 20, opaque: true)
        #expect(throws: PNGError.encodingFailed) { try PNGCodec.encode(bitmap, extendedTo: 19, drawingRowsFrom: 10) { true } }
    }

    /// Widths where a row's zeros end in a match under 3 bytes (65 RGBA, 87 RGB)
    /// or are too few for one (1); 700 × 501 is two strips.
    @Test(arguments: [(1, 30), (65, 30), (87, 30), (300, 120), (700, 501)], [true, false])
    func repeatedRowsReadAsDrawn(size: (width: Int, height: Int), opaque: Bool) throws {
        let bitmap = try Self.repeating(width: size.width, height: size.height, opaque: opaque)
        if size.width * size.height * (opaque ? 3 : 4) > 1 << 20 {
            let split = Self.splitRow(of: bitmap)
            #expect(Self.repeatsAround(split, in: bitmap), "a run of repeats across the strips' meeting row \(split)")
        }
        let png = try PNGCodec.encode(bitmap)
        expectChunksValid(png)
        try expectLibpngReads(png, as: bitmap)
        let direct = try PNGCodec.decode(png, scale: 1, direct: true), libpng = try PNGCodec.decode(png, scale: 1, direct: false)
        #expect(Self.pixels(of: direct) == Self.pixels(of: libpng))
    }

    /// A bitmap of one colour is its first row and repeats of it: a few bytes a row.
    @Test(arguments: [true, false])
    func aFlatBitmapIsAFewBytesARow(opaque: Bool) throws {
        let bitmap = try Bitmap(pixelWidth: 1179, pixelHeight: 2556, scale: 1, isOpaque: opaque)
        GraphicsContext(bitmap: bitmap, appearance: .light).fill(CGRect(x: 0, y: 0, width: 1179, height: 2556), with: Color(red: 0.2, green: 0.4, blue: 0.6, alpha: opaque ? 1 : 0.5))
        let png = try PNGCodec.encode(bitmap)
        #expect(png.count < 2556 * 8, "\(png.count) bytes")
        try expectLibpngReads(png, as: bitmap)
    }

    private static func pixels(of bitmap: Bitmap) -> [UInt8] {
        bitmap.withPixels { bytes, stride in Array(UnsafeBufferPointer(start: bytes, count: stride * bitmap.pixelHeight)) }
    }

    /// The direct reader gives back exactly the bitmap that was encoded (with
    /// premultiplication's rounding for the translucent one).
    @Test(arguments: [true, false])
    func theDirectReaderReadsTheEncodersFilesAsLibpngDoes(opaque: Bool) throws {
        let png = try PNGCodec.encode(try Self.pattern(width: 301, height: 37, opaque: opaque))
        let direct = try PNGCodec.decode(png, scale: 1, direct: true), libpng = try PNGCodec.decode(png, scale: 1, direct: false)
        #expect(Self.pixels(of: direct) == Self.pixels(of: libpng))
    }

    /// Two bitmaps drawn alike, each encoded twice and once more with its
    /// strips on one thread (as in a batch): six equal files, in one strip
    /// and in two, with and without runs of repeated rows.
    @Test(arguments: [(257, 300), (700, 501)], [true, false])
    func theSamePixelsGiveTheSameBytes(size: (width: Int, height: Int), opaque: Bool) throws {
        for draw in [Self.pattern, Self.repeating] {
            let files = try (0..<2).flatMap { _ in
                let bitmap = try draw(size.width, size.height, opaque)
                return [try PNGCodec.encode(bitmap), try PNGCodec.encode(bitmap), try SecondThreads.withheld { try PNGCodec.encode(bitmap) }]
            }
            #expect(Set(files).count == 1)
        }
    }
}
