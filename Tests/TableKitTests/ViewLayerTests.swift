import Foundation
import Testing
@testable import TableKit

/// `view.layer.cornerRadius` and `masksToBounds` round and clip the view itself.
@Suite struct ViewLayerTests {
    @Test func layerPropertiesAreTheViews() {
        let photo = ImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        photo.layer.cornerRadius = 8
        photo.layer.masksToBounds = true
        #expect(photo.cornerRadius == 8)
        #expect(photo.clipsToBounds)
        #expect(photo.layer.maskedCorners == .all)
    }
}
