import Foundation

/// Which points a self-crossing path or one with holes covers, as
/// `CAShapeLayerFillRule` and `CGPathFillRule`.
public enum FillRule: Sendable {
    /// Inside where the path winds round a point other than zero times, in sum (holes need the opposite winding).
    case nonZero
    /// Inside where a ray from a point crosses the path an odd number of times (every nested shape a hole).
    case evenOdd
}
