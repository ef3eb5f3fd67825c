import Foundation

extension Layer {
    /// The layer's sublayers, back to front; nil when it has none, as in Core
    /// Animation. A view's layer lists the layers added to it, not its
    /// subviews' (see ``View/layer`` for how they interleave). Setting it
    /// replaces them all.
    public var sublayers: [Layer]? {
        get { children.isEmpty ? nil : children }
        set {
            children.forEach { $0.removeFromSuperlayer() }
            newValue?.forEach { addSublayer($0) }
        }
    }

    /// The layer this one is a sublayer of; a view's layer's is its superview's layer.
    public var superlayer: Layer? { parent ?? view?.superview?.layer }

    /// Adds `layer` in front of the other sublayers, and in a view's layer in
    /// front of the subviews the view has now, taking it from any previous superlayer first.
    public func addSublayer(_ layer: Layer) {
        insert(layer, at: children.count, above: view?.subviews.last)
    }

    /// Inserts `layer` at `index` among the sublayers Core Animation counts,
    /// which in a view's layer are its subviews' layers and the layers added
    /// to it, back to front: 0 puts it under them all (out-of-range indexes clamped).
    public func insertSublayer(_ layer: Layer, at index: UInt32) {
        let slot = slot(at: Int(index))
        insert(layer, at: slot.position, above: slot.subviewBelow)
    }

    /// Inserts `layer` just under `sibling`, or under every sublayer when `sibling` is not one.
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        guard let sibling, sibling !== layer, let index = children.firstIndex(where: { $0 === sibling }) else {
            insertSublayer(layer, at: 0)
            return
        }
        insert(layer, at: index, above: sibling.subviewBelow)
    }

    /// Inserts `layer` just over `sibling`, or over every sublayer when `sibling` is not one.
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        guard let sibling, sibling !== layer, let index = children.firstIndex(where: { $0 === sibling }) else {
            addSublayer(layer)
            return
        }
        insert(layer, at: index + 1, above: sibling.subviewBelow)
    }

    /// Puts `newLayer` where `oldLayer`, a sublayer, was, and takes `oldLayer` out.
    public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        guard oldLayer !== newLayer, oldLayer.parent === self, accepts(newLayer),
              let index = children.firstIndex(where: { $0 === oldLayer }) else { return }
        let subviewBelow = oldLayer.subviewBelow
        oldLayer.removeFromSuperlayer()
        insert(newLayer, at: index, above: subviewBelow)
    }

    /// Takes the layer out of its superlayer. A view's layer leaves with its view (``View/removeFromSuperview()``), not by this.
    public func removeFromSuperlayer() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        subviewBelow = nil
    }

    /// A layer whose alpha masks everything this one draws, sublayers,
    /// subviews, border and shadow included: drawn in the bounds'
    /// coordinates, each point of this layer shows as opaque as the mask is
    /// there. A mask that is this layer or one it lies in is refused.
    public var mask: Layer? {
        get { storedMask }
        set {
            guard let newValue else {
                storedMask = nil
                return
            }
            guard !liesIn(newValue) else { return }
            storedMask = newValue
        }
    }

    /// Whether `layer` may become a sublayer: not this layer or one it lies
    /// in (a cycle), and not a view's layer, which its view draws.
    private func accepts(_ layer: Layer) -> Bool {
        layer.view == nil && !liesIn(layer)
    }

    /// Whether this layer is `layer` or lies in it.
    private func liesIn(_ layer: Layer) -> Bool {
        var current: Layer? = self
        while let candidate = current {
            if candidate === layer { return true }
            // A view's layer is no sublayer: above it lie its superviews.
            if let view = candidate.view { return view.liesIn(layer) }
            current = candidate.parent
        }
        return false
    }

    private func insert(_ layer: Layer, at index: Int, above subview: View?) {
        guard accepts(layer) else { return }
        var index = index
        if layer.parent === self, let old = children.firstIndex(where: { $0 === layer }), old < index { index -= 1 }
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(max(0, index), children.count))
        layer.parent = self
        layer.subviewBelow = view == nil ? nil : subview
    }

    /// Where Core Animation's sublayer index `index` falls in a view's layer:
    /// the place among the layer's own sublayers and the subview just below.
    private func slot(at index: Int) -> (position: Int, subviewBelow: View?) {
        guard let view else { return (index, nil) }
        var slot: (position: Int, subviewBelow: View?) = (0, nil)
        for piece in view.drawnPieces.prefix(max(0, index)) {
            switch piece {
            case .subview(let subview): slot.subviewBelow = subview
            case .sublayer(let layer): slot = (slot.position + 1, layer.subviewBelow)
            }
        }
        return slot
    }

    /// Keeps the sublayers that lay just above `subview`, which is leaving
    /// the view, where they were: just above the subview before it.
    func subviewWillLeave(_ subview: View) {
        guard !children.isEmpty, let subviews = view?.subviews, let index = subviews.firstIndex(where: { $0 === subview }) else { return }
        let previous = index > 0 ? subviews[index - 1] : nil
        for child in children where child.subviewBelow === subview { child.subviewBelow = previous }
    }
}
