import Foundation

extension Symbol {
    /// How large a symbol is beside text of its point size, as
    /// `UIImage.SymbolScale`: SF Symbols templates draw a small, a medium and
    /// a large variant of each weight.
    public enum Scale: Int, CaseIterable, Sendable {
        case small, medium, large

        /// How much larger than medium a drawn symbol is at this scale.
        public var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.2
            }
        }

        /// How much larger than medium a template's variants of this scale are
        /// designed, as Apple's "Creating custom symbol images for your app" gives them.
        var templateFactor: CGFloat {
            switch self {
            case .small: 0.783
            case .medium: 1
            case .large: 1.29
            }
        }

        /// The letter a template names the scale by: S, M or L.
        var letter: String {
            switch self {
            case .small: "S"
            case .medium: "M"
            case .large: "L"
            }
        }
    }
}
