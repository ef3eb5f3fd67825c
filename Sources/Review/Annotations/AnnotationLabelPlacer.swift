import Foundation
import TableKit

/// Places value pills so that none covers another: each pill takes the first
/// of its candidate positions that is free, kept inside the bounds.
///
/// Placed pills are kept in bands of ``bandHeight`` by their vertical span,
/// so a pill is tested against its neighbours only: the heights column of
/// 20,000 thin rows places (or leaves out) 20,000 pills.
struct AnnotationLabelPlacer {
    /// Where pills may go.
    let bounds: CGRect
    /// The pills placed so far, by the bands their spans cover.
    private var bands: [Int: [CGRect]] = [:]

    /// How far two pills' outlines may overlap: a pill can be a fraction wider than a 16-pt gap.
    static let overlapAllowed: CGFloat = 0.75
    /// The height of a band, a few pills tall.
    private static let bandHeight: CGFloat = 64

    init(bounds: CGRect) { self.bounds = bounds }

    /// Places a pill of `size` centred on the first free point of `centers`;
    /// nil when every one is taken, so a crowded value is left out rather than drawn over another.
    mutating func place(_ size: CGSize, centers: [CGPoint]) -> CGRect? {
        for center in centers {
            let rect = clamped(CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
            // Pills may touch: side by side distances (a card's inset, then its margin) share an end.
            let taken = Self.bands(of: rect).contains { band in
                bands[band]?.contains { $0.insetBy(dx: Self.overlapAllowed, dy: Self.overlapAllowed).intersects(rect) } ?? false
            }
            if !taken {
                for band in Self.bands(of: rect) { bands[band, default: []].append(rect) }
                return rect
            }
        }
        return nil
    }

    private static func bands(of rect: CGRect) -> ClosedRange<Int> {
        let top = Int((max(-1e9, min(1e9, rect.minY)) / bandHeight).rounded(.down))
        let bottom = Int((max(-1e9, min(1e9, rect.maxY)) / bandHeight).rounded(.down))
        return top...max(top, bottom)
    }

    private func clamped(_ rect: CGRect) -> CGRect {
        var rect = rect
        rect.origin.x = min(max(rect.minX, bounds.minX), bounds.maxX - rect.width)
        rect.origin.y = min(max(rect.minY, bounds.minY), bounds.maxY - rect.height)
        return rect
    }
}
