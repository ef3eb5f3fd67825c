@testable import Canvas
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
}
