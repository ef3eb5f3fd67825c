/// Where a label's text sits when ``Label/adjustsFontSizeToFitWidth`` has
/// shrunk it, as `UIBaselineAdjustment`: measured against the text at the
/// label's full font.
public enum BaselineAdjustment: Int, Sendable {
    /// On the full-size text's baseline, the default, as in UIKit.
    case alignBaselines
    /// Centred where the full-size text's centre is.
    case alignCenters
    /// Its top where the full-size text's top is.
    case none
}
