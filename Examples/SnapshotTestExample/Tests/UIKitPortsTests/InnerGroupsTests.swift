import SnapshotTesting
import TableSnapTesting
import TableSnapUIKit
import Testing

/// A real iOS 17 screenshot's grid (faberNovel/CompositionalLayoutDSL's
/// testInnerGroups, recorded in an iPhone 15 simulator for a 375 × 812-pt
/// screen whose content starts 54 pt down), drawn in that geometry: its
/// cells measured at (16, 54, 110.33, 100), (134.33, 54, 106.33, 46),
/// (134.33, 108), (248.67, 54, 110.33, 28), (248.67, 90).
@Suite(.design(.iOS18)) struct InnerGroupsTests {
    private let renderer = Renderer(size: CGSize(width: 375, height: 812), safeAreaInsets: EdgeInsets(top: 54, left: 0, bottom: 34, right: 0))

    @Test func cellsSitWhereTheScreenshotHasThem() throws {
        let controller = InnerGroupsViewController()
        _ = try renderer.image(of: controller)
        let frames = controller.collectionView.visibleCells.map { $0.convert($0.bounds, to: controller.collectionView.superview) }
        let expected = [CGRect(x: 16, y: 54, width: 110 + 1.0 / 3, height: 100), CGRect(x: 134 + 1.0 / 3, y: 54, width: 106 + 1.0 / 3, height: 46),
                        CGRect(x: 134 + 1.0 / 3, y: 108, width: 106 + 1.0 / 3, height: 46), CGRect(x: 248 + 2.0 / 3, y: 54, width: 110 + 1.0 / 3, height: 28),
                        CGRect(x: 248 + 2.0 / 3, y: 90, width: 110 + 1.0 / 3, height: 28)]
        #expect(frames.count == 5)
        for (frame, expected) in zip(frames, expected) {
            #expect(frame.isClose(to: expected), "\(frame)")
        }
    }

    @Test func screen() throws {
        assertSnapshot(of: try renderer.image(of: InnerGroupsViewController()), as: .image())
    }
}
