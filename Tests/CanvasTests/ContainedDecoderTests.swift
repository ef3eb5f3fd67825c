@testable import Canvas
import CGraphics
import Foundation
import Testing

@Suite struct ContainedDecoderTests {
    @Test func aDecoderThatAbortsEndsAsAnErrorAndThisProcessGoesOn() {
        // librsvg panics on a convolution matrix of order 50, which aborts the process it runs in.
        let kernel = Array(repeating: "1", count: 2500).joined(separator: " ")
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><filter id="f"><feConvolveMatrix order="50" kernelMatrix=""#
            + kernel + #""/></filter><rect width="40" height="40" filter="url(#f)"/></svg>"#
        #expect {
            try Image(decoding: Array(svg.utf8))
        } throws: { error in
            guard let error = error as? ImageError, case .decoderStopped(.svg, .ended(let signal, _)) = error else { return false }
            return signal == Int(SIGABRT) && !error.isOverLimit
        }
    }

    @Test func aVectorImageComesBackAsItsDrawing() throws {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="10" height="10" fill="#ff0000"/></svg>"##
        let image = try Image(decoding: Array(svg.utf8))
        guard case .vector(let picture) = image.content else { Issue.record("not a vector: \(image.content)"); return }
        #expect(picture.size == CGSize(width: 20, height: 10))
        let bitmap = try Bitmap(pixelWidth: 40, pixelHeight: 20, scale: 2, isOpaque: false)
        GraphicsContext(bitmap: bitmap, appearance: .light).draw(picture, in: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(bitmap.pixel(x: 5, y: 5).red == 255 && bitmap.pixel(x: 5, y: 5).alpha == 255)
        #expect(bitmap.pixel(x: 30, y: 5).alpha == 0)
    }

    @Test func aRecordedDrawingIsMeasuredFromItsText() {
        let script = Array("%!CairoScript\n<< /content //COLOR_ALPHA /width 24 /height 24 >> surface context\n"
            .utf8) + Array("n 0 0 m 10 0 l 10 10 l h fill+\n4 4 m 4 8 l stroke\n<~l l l c~> pop [1 0 0 1 5 5] set-matrix (m l) pop 1 2 3 4 re fill\n".utf8)
        let size = tablesnap_measure_drawing(script, script.count)
        #expect(size.elements == 7)
        // The triangle filled (its path kept by "fill+"), then stroked with the line: both sides;
        // the stroke consumes the path, so the rectangle's outline is filled alone.
        #expect(size.edge_width == 20 + 2 * 20 + 6 && size.edge_height == 20 + 2 * 24 + 8)
    }

    @Test func aDecodedVectorCarriesItsDrawingsSize() throws {
        // A zigzag down the whole height: every edge crosses every pixel row.
        let zigzag = (0..<200).map { "L \($0 % 2 == 0 ? 0 : 100) \($0 % 2 == 0 ? 100 : 0)" }.joined(separator: " ")
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><path d="M0 0 "# + zigzag + #""/></svg>"#
        let image = try Image(decoding: Array(svg.utf8))
        guard case .vector(let picture) = image.content else { Issue.record("not a vector"); return }
        #expect(picture.drawingSize.elements >= 201)
        #expect(picture.drawingSize.edgeHeight >= 200 * 100)
    }

    @Test func aDecodedDrawingThatCrossesEveryRowIsPaidForByItsEdges() throws {
        // 20,000 edges down the whole 100-pt height: records in a moment, and
        // each raster of it steps every edge through every pixel row.
        let zigzag = (0..<20_000).map { $0 % 2 == 0 ? "L 0 100" : "L 100 0" }.joined(separator: " ")
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><path d="M0 0 "# + zigzag + #""/></svg>"#
        guard case .vector(let picture) = try Image(decoding: Array(svg.utf8)).content else { Issue.record("not a vector"); return }
        let budget = RasterBudget()
        let context = GraphicsContext(bitmap: try Bitmap(pixelWidth: 60, pixelHeight: 60, scale: 1, isOpaque: false), appearance: .light,
                                      rasterBudget: budget)
        context.draw(picture, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(budget.spent > 20_000 * 20 && budget.refused == nil, "\(budget.spent)")
        for side in stride(from: 21, through: 60, by: 1) { context.draw(picture, in: CGRect(x: 0, y: 0, width: CGFloat(side), height: CGFloat(side))) }
        #expect(budget.refused === picture)
    }

    /// A PNG signature and IHDR chunk declaring `width` × `height` (8-bit greyscale), its CRC right: what a header read sees.
    private func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        let chunk = Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 0, 0, 0, 0]
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in chunk {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + chunk + bigEndian(~crc)
    }

    private func svg(embedding png: [UInt8]) -> [UInt8] {
        Array((#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">"#
            + #"<image width="10" height="10" xlink:href="data:image/png;base64,"# + Data(png).base64EncodedString() + #""/></svg>"#).utf8)
    }

    @Test func anEmbeddedImageOverTheLimitsIsRefusedFromItsHeader() {
        #expect(throws: ImageError.embeddedImageTooLarge(.svg, width: 30_000, height: 30_000, limit: .pixels(1 << 24))) {
            try Image(decoding: svg(embedding: pngHeader(width: 30_000, height: 30_000)), limits: ImageLimits(maximumPixels: 1 << 24, maximumSide: 32_767))
        }
        #expect(throws: Never.self) { try SVGEmbeddedImages.check(svg(embedding: pngHeader(width: 40, height: 40)), limits: .bitmap) }
    }
}
