import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// `ImageView.contentMode` places the image as UIKit's modes do; without one it fits without enlarging.
@Suite(.design(.iOS18)) struct ImageContentModeTests {
    private func rect(_ mode: View.ContentMode?) -> CGRect {
        let view = ImageView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        view.contentMode = mode
        return view.imageRect(natural: CGSize(width: 20, height: 20))
    }

    @Test func modesPlaceTheImage() {
        #expect(rect(nil) == CGRect(x: 30, y: 10, width: 20, height: 20))
        #expect(rect(.scaleToFill) == CGRect(x: 0, y: 0, width: 80, height: 40))
        #expect(rect(.scaleAspectFit) == CGRect(x: 20, y: 0, width: 40, height: 40))
        #expect(rect(.scaleAspectFill) == CGRect(x: 0, y: -20, width: 80, height: 80))
        #expect(rect(.center) == CGRect(x: 30, y: 10, width: 20, height: 20))
        #expect(rect(.bottomRight) == CGRect(x: 60, y: 20, width: 20, height: 20))
        #expect(rect(.left) == CGRect(x: 0, y: 10, width: 20, height: 20))
    }
}
