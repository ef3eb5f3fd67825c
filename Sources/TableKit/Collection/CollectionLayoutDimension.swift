import Foundation

/// One side of a compositional layout element's size, like
/// `NSCollectionLayoutDimension`: a fraction of its container's width or
/// height, a fixed number of points, or an estimate (drawn at the estimate:
/// views are not measured yet).
public final class CollectionLayoutDimension: Sendable {
    enum Kind {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The fraction, points or estimate.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fraction: CGFloat) -> CollectionLayoutDimension { .init(.fractionalWidth, fraction) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fraction: CGFloat) -> CollectionLayoutDimension { .init(.fractionalHeight, fraction) }
    /// A fixed length in points.
    public static func absolute(_ points: CGFloat) -> CollectionLayoutDimension { .init(.absolute, points) }
    /// A length the content is expected to need; drawn at the estimate.
    public static func estimated(_ points: CGFloat) -> CollectionLayoutDimension { .init(.estimated, points) }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a fixed length.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size`.
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: size.width * dimension
        case .fractionalHeight: size.height * dimension
        case .absolute, .estimated: dimension
        }
    }
}

/// A compositional layout element's width and height, like `NSCollectionLayoutSize`.
public final class CollectionLayoutSize: Sendable {
    /// The width.
    public let widthDimension: CollectionLayoutDimension
    /// The height.
    public let heightDimension: CollectionLayoutDimension

    /// A size of `widthDimension` by `heightDimension`.
    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The size in a container of `size`.
    func resolved(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
    }
}

/// The space between a group's items, like `NSCollectionLayoutSpacing`:
/// fixed, or at least a length with what is left shared out.
public final class CollectionLayoutSpacing: Sendable {
    /// The length in points: exact when fixed, the least when flexible.
    public let spacing: CGFloat
    /// Whether the spacing grows to share out the group's leftover.
    public let isFlexibleSpacing: Bool

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// Whether the spacing is exactly ``spacing``.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    /// Exactly `points` between items.
    public static func fixed(_ points: CGFloat) -> CollectionLayoutSpacing { .init(points, flexible: false) }
    /// At least `points` between items; the group's leftover shared out between them.
    public static func flexible(_ points: CGFloat) -> CollectionLayoutSpacing { .init(points, flexible: true) }
}

/// Space around an item inside its group, like `NSCollectionLayoutEdgeSpacing`;
/// each edge's spacing is taken as fixed.
public final class CollectionLayoutEdgeSpacing: Sendable {
    /// The space before the item's leading edge; nil for none.
    public let leading: CollectionLayoutSpacing?
    /// The space above the item; nil for none.
    public let top: CollectionLayoutSpacing?
    /// The space after the item's trailing edge; nil for none.
    public let trailing: CollectionLayoutSpacing?
    /// The space below the item; nil for none.
    public let bottom: CollectionLayoutSpacing?

    /// Spacing with the given edges; nil for none at an edge.
    public init(leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?, bottom: CollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
