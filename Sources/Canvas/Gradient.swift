import Foundation

/// Colours blended from one to the next at positions between 0 and 1, as
/// `CGGradient` and `CAGradientLayer` describe a gradient.
public struct Gradient: Equatable, Sendable {
    /// One colour and where it lies, 0 to 1.
    public struct Stop: Equatable, Sendable {
        public var color: Color
        public var location: CGFloat

        /// `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The colours in order of location.
    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// `colors` at `locations`, or evenly spread from 0 to 1 when there are
    /// none or not one for each colour (as `CAGradientLayer` spreads them).
    public init(colors: [Color], locations: [CGFloat]? = nil) {
        let spread = colors.indices.map { colors.count > 1 ? CGFloat($0) / CGFloat(colors.count - 1) : 0 }
        let positions = locations?.count == colors.count ? locations ?? spread : spread
        stops = zip(colors, positions).map { Stop(color: $0, location: $1) }
    }
}
