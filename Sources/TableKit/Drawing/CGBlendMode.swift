/// How a drawing combines with what is under it, as Core Graphics'
/// `CGBlendMode`, which `UIImage.draw(in:blendMode:alpha:)` takes. TableSnap
/// draws every mode as `normal` (source over); the mode is accepted so that
/// drawing code compiles.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut,
         destinationAtop, xor, plusDarker, plusLighter
}
