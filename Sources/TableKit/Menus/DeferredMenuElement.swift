import Foundation

/// A placeholder for menu elements that are loaded when the menu opens, as
/// `UIDeferredMenuElement`.
///
/// A render never opens a menu, so the provider is kept and never called.
public final class DeferredMenuElement: MenuElement {
    /// What UIKit calls with a completion that takes the loaded elements.
    public typealias Provider = (@escaping ([MenuElement]) -> Void) -> Void

    /// The provider; never called by a render.
    public let elementProvider: Provider
    /// Whether the provider is asked again each time the menu opens.
    public let isCached: Bool

    /// Elements loaded once, the first time the menu opens, as `UIDeferredMenuElement(_:)`.
    public convenience init(_ elementProvider: @escaping Provider) {
        self.init(elementProvider: elementProvider, cached: true)
    }

    private init(elementProvider: @escaping Provider, cached: Bool) {
        self.elementProvider = elementProvider
        isCached = cached
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// Elements loaded each time the menu opens, as `UIDeferredMenuElement.uncached(_:)`.
    public static func uncached(_ elementProvider: @escaping Provider) -> DeferredMenuElement {
        DeferredMenuElement(elementProvider: elementProvider, cached: false)
    }
}
