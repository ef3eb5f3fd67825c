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

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
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
    public let widthDimension: CollectionLayoutDimension
    public let heightDimension: CollectionLayoutDimension

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
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    /// Exactly `points` between items.
    public static func fixed(_ points: CGFloat) -> CollectionLayoutSpacing { .init(points, flexible: false) }
    /// At least `points` between items; the group's leftover shared out between them.
    public static func flexible(_ points: CGFloat) -> CollectionLayoutSpacing { .init(points, flexible: true) }
}

/// Space around an item inside its group, like `NSCollectionLayoutEdgeSpacing`;
/// each edge's spacing is taken as fixed.
public final class CollectionLayoutEdgeSpacing: Sendable {
    public let leading: CollectionLayoutSpacing?
    public let top: CollectionLayoutSpacing?
    public let trailing: CollectionLayoutSpacing?
    public let bottom: CollectionLayoutSpacing?

    public init(leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?, bottom: CollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
