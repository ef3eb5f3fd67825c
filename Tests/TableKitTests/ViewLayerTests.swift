import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// `view.layer.cornerRadius` and `masksToBounds` round and clip the view itself.
@Suite(.design(.iOS18)) struct ViewLayerTests {
    @Test func layerPropertiesAreTheViews() {
        let photo = ImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        photo.layer.cornerRadius = 8
        photo.layer.masksToBounds = true
        #expect(photo.cornerRadius == 8)
        #expect(photo.clipsToBounds)
        #expect(photo.layer.maskedCorners == .all)
    }

    /// A layer kept past its view (`let layer = UIView().layer`) stays usable instead of trapping.
    @Test func aLayerOutlivesTheExpressionThatMadeIt() {
        let layer = View(frame: .zero).layer
        layer.cornerRadius = 4
        #expect(layer.cornerRadius == 4)
    }
}
