import Foundation

extension Layer {
    /// Keeps `animation` under `key` (replacing one already there), as
    /// `CALayer.add(_:forKey:)`. It never runs: a picture shows the layer's
    /// model values (see ``LayerAnimation``).
    public func add(_ animation: LayerAnimation, forKey key: String?) {
        animations.removeAll { key != nil && $0.key == key }
        animations.append((key, animation))
    }

    /// The animation kept under `key`, if any.
    public func animation(forKey key: String) -> LayerAnimation? {
        animations.first { $0.key == key }?.animation
    }

    /// The keys of the animations kept, in the order they were added; nil when none has a key.
    public func animationKeys() -> [String]? {
        let keys = animations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Drops the animation kept under `key`.
    public func removeAnimation(forKey key: String) {
        animations.removeAll { $0.key == key }
    }

    /// Drops every animation, those added without a key too.
    public func removeAllAnimations() {
        animations.removeAll()
    }
}
