import Foundation
import SnapshotTesting
import TableSnapTesting
import TableSnapUIKit
import Testing

/// Core Animation layers built as app code builds them (LayerIdiomsViewController.swift,
/// unchanged UIKit code), drawn in a table on an iPhone 15 screen against the
/// reviewed reference in Snapshots/LayerIdiomsTests/:
/// a ring whose round-capped progress runs clockwise from 12 o'clock to 70 %,
/// a diagonal purple-to-blue banner under its title, an orange card whose red
/// top stripe is cut by the mask's rounded top corners, and a green checkmark
/// in a ring open at its top-left quarter.
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter LayerIdiomsTests` re-records.
@MainActor @Suite(.design(.iOS18)) struct LayerIdiomsTests {
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots/LayerIdiomsTests").path

    @Test func layersInTableRows() {
        let screen = ScreenChrome(statusBar: StatusBar(), navigationBar: NavigationBar(), showsHomeIndicator: true)
        let failure = verifySnapshot(of: LayerIdiomsViewController(style: .insetGrouped),
                                     as: .image(on: .iPhone15, chrome: screen, precision: 0.99999, perceptualPrecision: 0.98),
                                     snapshotDirectory: Self.references, testName: "layersInTableRows")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
