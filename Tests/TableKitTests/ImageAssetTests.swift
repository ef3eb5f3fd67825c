import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// An image's asset as apps pair a light and a dark image made in code:
/// the dark one registered on the light one's asset is what the light
/// image draws in dark mode.
@Suite(.design(.iOS18)) struct ImageAssetTests {
    /// A 10-point square of `color`.
    private func square(_ color: Color) -> Image {
        GraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            context.cgContext.setFillColor(color)
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    /// The centre pixel of `image` drawn in an image view in `style`.
    private func centre(of image: Image, in style: Appearance) throws -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        let imageView = ImageView(image: image)
        let drawn = try Renderer(device: .iPhone15, traits: Traits(userInterfaceStyle: style)).image(of: imageView, size: CGSize(width: 10, height: 10))
        guard case .bitmap(let bitmap) = drawn.content else { return nil }
        return bitmap.pixel(x: bitmap.pixelWidth / 2, y: bitmap.pixelHeight / 2)
    }

    @Test func theLightImageDrawsItsRegisteredDarkVariantInDarkMode() throws {
        let light = square(Color(red: 1, green: 0, blue: 0)), dark = square(Color(red: 0, green: 0, blue: 1))
        light.imageAsset?.register(dark, with: Traits(userInterfaceStyle: .dark))

        let inDark = try #require(try centre(of: light, in: .dark))
        let inLight = try #require(try centre(of: light, in: .light))
        #expect(isColor(inDark, red: 0, green: 0, blue: 255), "dark mode draws the dark image")
        #expect(isColor(inLight, red: 255, green: 0, blue: 0), "light mode draws the image itself")
        #expect(light.imageAsset === light.imageAsset, "one asset per image")
    }

    @Test func anAssetGivesTheVariantForTraits() throws {
        let light = square(Color(red: 1, green: 0, blue: 0)), dark = square(Color(red: 0, green: 0, blue: 1))
        let asset = try #require(light.imageAsset)
        asset.register(dark, with: Traits(userInterfaceStyle: .dark))
        #expect(asset.image(with: Traits(userInterfaceStyle: .dark)) === dark)
        let resolvedLight = asset.image(with: Traits(userInterfaceStyle: .light))
        #expect(try centre(of: resolvedLight, in: .dark).map { isColor($0, red: 255, green: 0, blue: 0) } == true,
                "the light variant stays light wherever it is drawn")
        asset.unregisterImage(with: Traits(userInterfaceStyle: .dark))
        #expect(try centre(of: light, in: .dark).map { isColor($0, red: 255, green: 0, blue: 0) } == true)

        let standalone = ImageAsset()
        #expect(standalone.image(with: Traits()).size == .zero, "an empty asset gives an empty image")
        standalone.register(dark, with: Traits(userInterfaceStyle: .unspecified))
        #expect(standalone.image(with: Traits(userInterfaceStyle: .light)) === dark, "an unspecified variant serves any appearance")
    }
}
