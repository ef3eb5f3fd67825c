import Foundation
import SnapshotTesting
import TableKit

/// Snapshot strategies: view controllers' screens as PNG references.
extension Snapshotting where Value: ViewController, Format == Image {
    /// A view controller's screen on `device` as a PNG reference: its view
    /// laid out and drawn as TableKit's `Renderer.image(of:)` does for a view controller,
    /// inside `chrome` (a navigation bar in it shows the controller's
    /// navigation item), with swift-snapshot-testing's precisions.
    ///
    /// ```swift
    /// assertSnapshot(of: StatesViewController(style: .plain), as: .image(on: .iPhone15))
    /// ```
    public static func image(on device: Device, traits: Traits = Traits(), chrome: ScreenChrome = ScreenChrome(),
                             precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<Image, Image>.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { controller in
            var renderer = Renderer(device: device, traits: traits)
            renderer.chrome = chrome
            return RenderedImage.of { () throws(RenderError) in try renderer.image(of: controller) }
        }
    }
}
