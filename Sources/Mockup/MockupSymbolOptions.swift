import Canvas

/// A symbol image's `weight`: UIKit's `UIImage.SymbolWeight` names.
enum MockupSymbolWeight: String, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    var weight: Font.Weight {
        switch self {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }
}

/// A symbol image's `scale`: UIKit's `UIImage.SymbolScale` names.
enum MockupSymbolScale: String, CaseIterable {
    case small, medium, large

    var scale: Symbol.Scale {
        switch self {
        case .small: .small
        case .medium: .medium
        case .large: .large
        }
    }
}
