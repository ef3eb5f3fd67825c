import Foundation

/// One thing a view draws over its own content: a subview, or a sublayer of its layer.
enum DrawnPiece {
    case subview(View)
    case sublayer(Layer)
}

extension View {
    /// The view's layer, as `UIView.layer`: made on first use, of the view's
    /// ``View/layerClass``, and the same object ever after. Its geometry,
    /// background, corners, clipping, opacity and hiding are the view's own
    /// properties; it adds the border, shadow, mask and sublayers.
    ///
    /// Sublayers and subviews interleave as in Core Animation, where a
    /// subview's layer is a sublayer too: `insertSublayer(_:at: 0)` puts a
    /// layer under every subview; `addSublayer(_:)` puts it over the subviews
    /// the view has then, and under those added later. A sublayer stays just
    /// above the subview it was placed above (or, when that one leaves, the
    /// one before it). All of them lie over the view's background and
    /// ``draw(in:)`` and under the border.
    public var layer: Layer {
        if let storedLayer { return storedLayer }
        let made = switch type(of: self).layerClass {
        case is GradientLayer.Type: GradientLayer(view: self)
        case is ShapeLayer.Type: ShapeLayer(view: self)
        default: Layer(view: self)
        }
        storedLayer = made
        return made
    }

    /// A view whose alpha masks this one and its subviews, placed by its
    /// frame in this view's bounds, as `UIView.mask`; it is drawn as the
    /// layer's ``Layer/mask``.
    public var mask: View? {
        get { storedLayer?.mask?.view }
        set { layer.mask = newValue?.layer }
    }

    /// The layer's 3-D ``Layer/transform``, as `UIView.transform3D`; drawn as
    /// ``transform``, what it does to x and y.
    public var transform3D: Transform3D {
        get { storedLayer?.transform ?? .identity }
        set { layer.transform = newValue }
    }

    /// The subviews and the layer's sublayers, back to front.
    var drawnPieces: [DrawnPiece] {
        let sublayers = storedLayer?.children ?? []
        var pieces = sublayers.filter { $0.subviewBelow == nil }.map(DrawnPiece.sublayer)
        for subview in subviews {
            pieces.append(.subview(subview))
            pieces += sublayers.filter { $0.subviewBelow === subview }.map(DrawnPiece.sublayer)
        }
        return pieces
    }

    /// Whether this view's layer, or one of its superviews', is `layer`.
    func liesIn(_ layer: Layer) -> Bool {
        var current: View? = self
        while let view = current {
            if view.storedLayer === layer { return true }
            current = view.superview
        }
        return false
    }
}
