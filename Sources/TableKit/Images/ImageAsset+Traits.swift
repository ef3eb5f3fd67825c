import Canvas
import Foundation

/// An image asset's variants by traits, as `UIImageAsset` takes them: only
/// the traits' ``Traits/userInterfaceStyle`` tells variants apart.
extension ImageAsset {
    /// Makes `image` the variant drawn with `traitCollection`'s appearance, as `register(_:with:)`.
    public func register(_ image: Image, with traitCollection: Traits) {
        register(image, for: traitCollection.userInterfaceStyle)
    }

    /// The variant for `traitCollection`'s appearance, as `image(with:)`.
    public func image(with traitCollection: Traits) -> Image {
        image(for: traitCollection.userInterfaceStyle)
    }

    /// Forgets the variant registered for `traitCollection`'s appearance, as `unregisterImage(with:)`.
    public func unregisterImage(with traitCollection: Traits) {
        unregisterImage(for: traitCollection.userInterfaceStyle)
    }
}
