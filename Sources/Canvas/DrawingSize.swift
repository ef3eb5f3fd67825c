import Foundation

/// How much a recorded drawing asks of each replay into pixels: the path
/// elements and drawing operations it walks, and how far its edges reach
/// across and down, since Cairo steps every edge through each pixel row it
/// crosses (a path zigzagging down its whole height crosses every row with
/// every edge). What a raster of a ``Picture`` costs the render's
/// ``RasterBudget`` beyond its pixels.
public struct DrawingSize: Sendable, Equatable {
    /// Path elements and drawing operations.
    public var elements: Int
    /// The edges' reach across and down, in points: the sum of every edge's
    /// (a curve's control polygon's) horizontal and vertical extent.
    public var edgeWidth: CGFloat
    public var edgeHeight: CGFloat

    /// A drawing of `elements` elements and operations whose edges reach `edgeWidth` across and `edgeHeight` down in all.
    public init(elements: Int = 0, edgeWidth: CGFloat = 0, edgeHeight: CGFloat = 0) {
        self.elements = elements
        self.edgeWidth = edgeWidth
        self.edgeHeight = edgeHeight
    }

    /// The drawing of `paths`, each filled or stroked `times` times (a
    /// stroke's outline runs along both sides of its path).
    init(paths: [(path: Path, times: Int)]) {
        self.init()
        for (path, times) in paths {
            let reach = path.edgeReach
            elements += path.elements.count + 1
            edgeWidth += reach.width * CGFloat(times)
            edgeHeight += reach.height * CGFloat(times)
        }
    }

    /// What a replay costs under a transform whose vertical row is `yx`, `yy`
    /// (points to pixels): its elements, and the pixel rows its edges cross.
    func work(yx: Double, yy: Double) -> Double {
        Double(elements) + Double(edgeWidth) * abs(yx) + Double(edgeHeight) * abs(yy)
    }
}

extension Path {
    /// The sum of its edges' horizontal and vertical extents: lines, closing
    /// lines, a curve's control polygon (which bounds the curve's travel),
    /// an arc's radius times its sweep, and the line Cairo draws to an arc's start.
    var edgeReach: CGSize {
        var reach = CGSize.zero, current: CGPoint?, start: CGPoint?
        func edge(to point: CGPoint) {
            if let current { reach.width += abs(point.x - current.x); reach.height += abs(point.y - current.y) }
            current = point
        }
        for element in elements {
            switch element {
            case .move(let point):
                current = point
                start = point
            case .line(let point): edge(to: point)
            case .curve(let control1, let control2, let end): [control1, control2, end].forEach(edge)
            case .arc(let center, let radius, let from, let to, _):
                edge(to: CGPoint(x: center.x + radius * cos(from), y: center.y + radius * sin(from)))
                let travel = abs(radius * (to - from))
                reach.width += travel
                reach.height += travel
                current = CGPoint(x: center.x + radius * cos(to), y: center.y + radius * sin(to))
            case .close: start.map(edge)
            }
        }
        return reach
    }
}
