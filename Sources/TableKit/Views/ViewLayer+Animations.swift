import Foundation

extension ViewLayer {
    /// Keeps `animation` under `key` (replacing one already there), as
    /// `CALayer.add(_:forKey:)`. It never runs: a picture shows the layer's
    /// model values (see ``LayerAnimation``).
    public func add(_ animation: LayerAnimation, forKey key: String?) {
        self[\.animations].removeAll { key != nil && $0.key == key }
        self[\.animations].append((key, animation))
    }

    /// The animation kept under `key`, if any.
    public func animation(forKey key: String) -> LayerAnimation? {
        self[\.animations].first { $0.key == key }?.animation
    }

    /// The keys of the animations kept, in the order they were added; nil when none has a key.
    public func animationKeys() -> [String]? {
        let keys = self[\.animations].compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Drops the animation kept under `key`.
    public func removeAnimation(forKey key: String) {
        self[\.animations].removeAll { $0.key == key }
    }

    /// Drops every animation, those added without a key too.
    public func removeAllAnimations() {
        self[\.animations].removeAll()
    }
}
