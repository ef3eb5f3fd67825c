import Foundation
import Mockup
import SnapshotTesting
import TableKit
import Testing
import XCTest

/// Snapshot strategies: table and collection views as PNG references.
extension Snapshotting where Value: ScrollView, Format == Image {
    /// The table or collection view (any scroll view) on `device`'s screen
    /// as a PNG reference, compared in memory: `precision` is the fraction of
    /// pixels that must match, `perceptualPrecision` how close in colour a
    /// pixel must be to match (1 is exact), as in swift-snapshot-testing's own
    /// image strategies.
    ///
    /// ```swift
    /// assertSnapshot(of: tableView, as: .image(on: .iPhone15))
    /// assertSnapshot(of: collectionView, as: .image(on: .iPhone15))
    /// ```
    public static func image(on device: Device, traits: Traits = Traits(), precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<Image, Image>.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { scrollView in
            RenderedImage.of { () throws(BitmapError) in try Renderer(device: device, traits: traits).image(of: scrollView) }
        }
    }
}

/// Snapshot strategies: any view as a PNG reference.
extension Snapshotting where Value == View, Format == Image {
    /// Any view (a cell, a header, a control) laid out at `size` as a PNG
    /// reference, with swift-snapshot-testing's precision and perceptual precision.
    public static func image(size: CGSize, traits: Traits = Traits(), precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<Image, Image>.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { view in
            RenderedImage.of { () throws(BitmapError) in try Renderer(size: size, traits: traits).image(of: view, size: size) }
        }
    }
}

/// Snapshot strategies: mockup files as PNG references.
extension Snapshotting where Value == URL, Format == Image {
    /// A mockup file (YAML or JSON) rendered as `tablesnap render` renders it,
    /// as a PNG reference; a mockup that cannot be read fails the test with its message.
    /// A `design` overrides the mockup's own `design:` (as `--design` does).
    ///
    /// ```swift
    /// assertSnapshot(of: URL(fileURLWithPath: "Mockups/settings.yaml"), as: .mockup())
    /// ```
    public static func mockup(design: Design? = nil, precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<Image, Image>.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { url in
            do {
                var mockup = try Mockup.load(contentsOf: url.path)
                if let design { mockup.traits.design = design }
                return try mockup.renderImage(file: url.path)
            } catch {
                return RenderedImage.failed("\(url.path): \(error)")
            }
        }
    }
}

/// Snapshot strategies: images as PNG references.
extension Snapshotting where Value == Image, Format == Image {
    /// An image as a PNG reference, compared pixel by pixel in memory.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}

/// Snapshot strategies: a view tree as text.
extension Snapshotting where Value == View, Format == String {
    /// The view tree as text (TableKit's `View.recursiveDescription`): classes, frames,
    /// texts and colours — a snapshot that no font or rasteriser version changes.
    public static var recursiveDescription: Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            view.layoutIfNeeded()
            return view.recursiveDescription
        }
    }
}

/// Snapshot strategies: a table or collection view laid out on a device, as text.
extension Snapshotting where Value: ScrollView, Format == String {
    /// The table or collection view laid out on `device`, as text (TableKit's `View.recursiveDescription`).
    public static func recursiveDescription(on device: Device, traits: Traits = Traits()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { scrollView in
            do {
                try Renderer(device: device, traits: traits).layout(scrollView)
            } catch {
                return "could not lay out the view: \(error)\n"
            }
            return scrollView.recursiveDescription
        }
    }
}

/// A render for a snapshot. When rendering fails (a table too large for an
/// image), the test gets an issue saying why, and the snapshot a 1 × 1 image
/// that matches no reference, rather than the test run stopping.
enum RenderedImage {
    static func of<Failure: Error & CustomStringConvertible>(_ render: () throws(Failure) -> Image) -> Image {
        do {
            return try render()
        } catch {
            return failed("the rendering failed: \(error.description)")
        }
    }

    /// Reports `message` to the running test (Swift Testing or XCTest) and returns the placeholder.
    static func failed(_ message: String) -> Image {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
        } else {
            XCTFail(message)
        }
        return placeholder
    }

    /// A 1 × 1 white image (an unreadable reference reads as one too).
    static var placeholder: Image {
        let bitmap = try? Bitmap(pixelWidth: 1, pixelHeight: 1, scale: 1, isOpaque: true)
        return bitmap.map(Image.init(bitmap:)) ?? Image(symbol: SymbolImage(symbol: Symbol(name: "", designSize: .zero, shapes: [])))
    }

    /// The image as PNG bytes; empty when it cannot be encoded (a symbol).
    static func png(of image: Image) -> [UInt8] {
        ((try? image.pngData()) ?? nil) ?? []
    }
}
