import Foundation

/// Variants of one image for light and dark mode, as `UIImageAsset`: an
/// app registers a dark image on a light one's asset
/// (`lightImage.imageAsset?.register(darkImage, with: darkTraits)`), and
/// the light image then draws the dark one in dark mode. Only the
/// appearance of the traits an image is registered with tells variants apart.
public final class ImageAsset: @unchecked Sendable {
    /// The image whose asset this is; nil for an asset made on its own.
    private weak var owner: Image?
    private var variants: [Appearance: Image] = [:]

    /// An empty asset, as `UIImageAsset()`.
    public init() {}

    init(image: Image) {
        owner = image
    }

    /// Makes `variant` what is drawn in `appearance`; one registered for
    /// `.unspecified` is drawn in an appearance that has none of its own.
    public func register(_ variant: Image, for appearance: Appearance) {
        variants[appearance] = variant
    }

    /// Forgets the variant registered for `appearance`.
    public func unregisterImage(for appearance: Appearance) {
        variants[appearance] = nil
    }

    /// The image for `appearance`: the variant registered for it, else the
    /// asset's own image as it draws there, else an empty image.
    public func image(for appearance: Appearance) -> Image {
        if let variant = registeredVariant(for: appearance) { return variant }
        guard let owner else { return Image() }
        return Image(content: owner.ownContent(for: drawn(appearance)), renderingMode: owner.renderingMode, contentTintColor: owner.contentTintColor)
    }

    /// What a registered variant draws in `appearance`; nil when none is registered for it.
    func registeredContent(for appearance: Appearance) -> Image.Content? {
        registeredVariant(for: appearance)?.ownContent(for: drawn(appearance))
    }

    private func registeredVariant(for appearance: Appearance) -> Image? {
        variants[drawn(appearance)] ?? variants[.unspecified]
    }

    /// The appearance `appearance` draws in: unspecified draws light.
    private func drawn(_ appearance: Appearance) -> Appearance {
        appearance == .dark ? .dark : .light
    }
}
