import Foundation

/// How a symbol's layers are coloured, as `UIImage.SymbolConfiguration`'s
/// colour configurations choose. Only symbols from SF Symbols templates have
/// the layers the other modes need; TableSnap's drawn symbols (its own and the
/// bootstrap-icons ones) are monochrome in every mode.
public enum SymbolRenderingMode: Hashable, Sendable {
    /// Every layer in one colour (`UIImage.RenderingMode.alwaysTemplate`).
    case monochrome
    /// The primary layers in the colour, secondary and tertiary ones fainter
    /// (`SymbolConfiguration(hierarchicalColor:)`); nil takes the symbol's colour.
    case hierarchical(Color?)
    /// A colour per hierarchy level, primary first (`SymbolConfiguration(paletteColors:)`).
    case palette([Color])
    /// The colours the template names for its layers (`preferringMulticolor()`);
    /// layers naming none take the symbol's colour.
    case multicolor
}
