import Foundation

/// Places value pills so that none covers another: each pill takes the first
/// of its candidate positions that is free, kept inside the bounds.
struct AnnotationLabelPlacer {
    /// Where pills may go.
    let bounds: CGRect
    /// The pills placed so far.
    private(set) var placed: [CGRect] = []

    /// How far two pills' outlines may overlap: a pill can be a fraction wider than a 16-pt gap.
    static let overlapAllowed: CGFloat = 0.75

    init(bounds: CGRect) { self.bounds = bounds }

    /// Places a pill of `size` centred on the first free point of `centers`;
    /// nil when every one is taken, so a crowded value is left out rather than drawn over another.
    mutating func place(_ size: CGSize, centers: [CGPoint]) -> CGRect? {
        for center in centers {
            let rect = clamped(CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
            // Pills may touch: side by side distances (a card's inset, then its margin) share an end.
            if !placed.contains(where: { $0.insetBy(dx: Self.overlapAllowed, dy: Self.overlapAllowed).intersects(rect) }) {
                placed.append(rect)
                return rect
            }
        }
        return nil
    }

    private func clamped(_ rect: CGRect) -> CGRect {
        var rect = rect
        rect.origin.x = min(max(rect.minX, bounds.minX), bounds.maxX - rect.width)
        rect.origin.y = min(max(rect.minY, bounds.minY), bounds.maxY - rect.height)
        return rect
    }
}
