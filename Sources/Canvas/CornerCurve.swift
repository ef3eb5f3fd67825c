import Foundation

/// How a rounded corner bends, as `CALayerCornerCurve`: a quarter circle,
/// or Apple's continuous curve, whose bend grows gradually out of the
/// straight edge (the corners of app icons, and of `cornerCurve = .continuous`).
public enum CornerCurve: Sendable {
    case circular
    case continuous
}

extension Path {
    /// How far along each edge a continuous corner of radius 1 reaches: it
    /// starts bending earlier than a quarter circle, which reaches 1.
    static let continuousCornerExtent: CGFloat = 1.52866483

    /// The top-right corner of a continuous rounded rectangle of radius 1, as
    /// PaintCode measured iOS 7's `UIBezierPath(roundedRect:cornerRadius:)`:
    /// x is the distance back along the top edge from the corner, y the
    /// distance down from it. The other corners are the same turned.
    private static let continuousCorner: [Element] = [
        .line(CGPoint(x: continuousCornerExtent, y: 0)),
        .curve(CGPoint(x: 1.08849323, y: 0), CGPoint(x: 0.86840689, y: 0), CGPoint(x: 0.66993427, y: 0.06549600)),
        .line(CGPoint(x: 0.63149399, y: 0.07491100)),
        .curve(CGPoint(x: 0.37282392, y: 0.16905899), CGPoint(x: 0.16906013, y: 0.37282401), CGPoint(x: 0.07491176, y: 0.63149399)),
        .curve(CGPoint(x: 0, y: 0.86840701), CGPoint(x: 0, y: 1.08849299), CGPoint(x: 0, y: continuousCornerExtent)),
    ]

    /// Whether continuous corners of `radius` fit in `rect`; past that the
    /// corner is drawn as a quarter circle, as the shape nears a capsule.
    static func continuousCornersFit(_ rect: CGRect, radius: CGFloat) -> Bool {
        radius * continuousCornerExtent <= min(rect.width, rect.height) / 2
    }

    /// `rect` with `corners` bent by continuous curves of `radius`, clockwise
    /// from the top-left corner's end, as ``addRoundedRect(_:cornerRadius:corners:curve:)`` draws them.
    mutating func addContinuousRoundedRect(_ rect: CGRect, cornerRadius radius: CGFloat, corners: RectCorner) {
        // Each corner's placement of the top-right one: x runs back along
        // the edge that reaches the corner, y along the edge that leaves it.
        func turn(_ corner: CGPoint, back: CGPoint, along: CGPoint) -> CGAffineTransform {
            CGAffineTransform(a: back.x * radius, b: back.y * radius, c: along.x * radius, d: along.y * radius, tx: corner.x, ty: corner.y)
        }
        let turns: [(corner: RectCorner, placement: CGAffineTransform)] = [
            (.topRight, turn(CGPoint(x: rect.maxX, y: rect.minY), back: CGPoint(x: -1, y: 0), along: CGPoint(x: 0, y: 1))),
            (.bottomRight, turn(CGPoint(x: rect.maxX, y: rect.maxY), back: CGPoint(x: 0, y: -1), along: CGPoint(x: -1, y: 0))),
            (.bottomLeft, turn(CGPoint(x: rect.minX, y: rect.maxY), back: CGPoint(x: 1, y: 0), along: CGPoint(x: 0, y: -1))),
            (.topLeft, turn(CGPoint(x: rect.minX, y: rect.minY), back: CGPoint(x: 0, y: 1), along: CGPoint(x: 1, y: 0))),
        ]
        let startExtent = corners.contains(.topLeft) ? radius * Self.continuousCornerExtent : 0
        move(to: CGPoint(x: rect.minX + startExtent, y: rect.minY))
        for (corner, placement) in turns {
            guard corners.contains(corner) else {
                addLine(to: CGPoint.zero.applying(placement))
                continue
            }
            for element in Self.continuousCorner {
                switch element {
                case .line(let p): addLine(to: p.applying(placement))
                case .curve(let a, let b, let c): addCurve(to: c.applying(placement), control1: a.applying(placement), control2: b.applying(placement))
                case .move, .arc, .close: break
                }
            }
        }
        closeSubpath()
    }
}
