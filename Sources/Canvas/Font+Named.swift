import Foundation

extension Font {
    /// `UIFont(name:size:)`. TableSnap draws every font with its system font
    /// (Inter, or the SF Pro files given to it), so the name chooses only the
    /// weight its suffix says (`Helvetica-Bold`, `AvenirNext-DemiBold`,
    /// `HelveticaNeue-Light` …); any other name, known to iOS or not, gives
    /// the regular system font. Never nil, so code that force-unwraps a font
    /// it knows exists on iOS still runs.
    public init?(name: String, size: CGFloat) {
        self.init(pointSize: size, weight: Self.weight(fromFontName: name))
        givenName = name
    }

    /// `UIFont.fontName`: the name given to ``init(name:size:)``, else the
    /// system font's as iOS reports it (`.SFUI-Regular`, `.SFUI-Semibold` …).
    /// It names the font; TableSnap still draws it with its system font.
    public var fontName: String {
        let style = String(describing: weight)
        return givenName ?? ".SFUI-" + style.prefix(1).uppercased() + style.dropFirst().lowercased()
    }

    /// `UIFont.familyName`: the given name's family (before its style
    /// suffix, `Helvetica` for `Helvetica-Bold`), else `.AppleSystemUIFont`.
    public var familyName: String {
        givenName.map { String($0.split(separator: "-").first ?? Substring($0)) } ?? ".AppleSystemUIFont"
    }

    /// `UIFont.systemFontSize`: 17 pt.
    public static var systemFontSize: CGFloat { 17 }
    /// `UIFont.labelFontSize`: 17 pt.
    public static var labelFontSize: CGFloat { 17 }
    /// `UIFont.buttonFontSize`: 18 pt.
    public static var buttonFontSize: CGFloat { 18 }
    /// `UIFont.smallSystemFontSize`: 12 pt.
    public static var smallSystemFontSize: CGFloat { 12 }

    /// The weight a PostScript font name's style suffix names, regular when none does.
    static func weight(fromFontName name: String) -> Weight {
        let style = name.split(separator: "-").dropFirst().last.map { $0.lowercased() } ?? ""
        let suffixes: [(String, Weight)] = [
            ("ultralight", .ultraLight), ("thin", .thin), ("light", .light), ("medium", .medium),
            ("semibold", .semibold), ("demibold", .semibold), ("heavy", .heavy), ("black", .black), ("bold", .bold),
        ]
        return suffixes.first { style.hasPrefix($0.0) }?.1 ?? .regular
    }
}

extension Font {
    /// `UIFont.monospacedDigitSystemFont(ofSize:weight:)`: the system font (Inter's digits are drawn as they come).
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font { Font(pointSize: size, weight: weight) }

    /// `UIFont.monospacedSystemFont(ofSize:weight:)`: drawn in the system font, TableSnap having no monospaced face.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font { Font(pointSize: size, weight: weight) }
}
