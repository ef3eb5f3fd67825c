import Testing
@testable import Canvas

/// The encoder deflates a large image in two strips on two threads; they
/// meet where the rows' work is halved, so that neither thread waits long
/// for the other. A row unlike the one above weighs 16, one repeating it 1.
@Suite struct PNGStripSplitTests {
    /// A flat `width` × `height` bitmap whose rows in `changing` each differ
    /// from the row above (a dot moving along every 64th pixel).
    private func bitmap(width: Int, height: Int, changing: Range<Int>) throws -> Bitmap {
        let bitmap = try Bitmap(pixelWidth: width, pixelHeight: height, scale: 1, isOpaque: true)
        bitmap.withPixels { bytes, stride in
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(bytes + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { row[x] = 0xFFF2_F2F7 }
                if changing.contains(y) { row[(y % (width / 64)) * 64] = 0xFF00_0000 | UInt32(y & 0xFF) }
            }
        }
        return bitmap
    }

    private func split(of bitmap: Bitmap) -> Int { IndependentPNGDecodeTests.splitRow(of: bitmap) }

    @Test func rowsOfEqualWorkSplitInTheMiddle() throws {
        #expect(split(of: try bitmap(width: 1024, height: 600, changing: 0..<600)) == 300)
        // The first row, with no row above, weighs 16: 16 + 291 of the 615 is 307.
        #expect(split(of: try bitmap(width: 1024, height: 600, changing: 0..<0)) == 293)
    }

    @Test func theStripsMeetWhereTheWorkIsHalved() throws {
        // 200 changing rows at the bottom weigh 3,200, the first row 16 and the 399
        // flat ones 399: half of the 3,615 is reached 88 rows into the changing ones.
        let bottom = split(of: try bitmap(width: 1024, height: 600, changing: 400..<600))
        #expect(bottom == 488)
        // At the top, the 201 rows unlike the one above (the first flat row too) come first.
        let top = split(of: try bitmap(width: 1024, height: 600, changing: 0..<200))
        #expect(top == 113)
    }
}
