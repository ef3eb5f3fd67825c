/// Light or dark mode: which variant of every system colour is drawn.
/// `unspecified` is UIKit's `.unspecified`: no preference, so a view
/// inherits its superview's appearance, and what is drawn with it is light.
public enum Appearance: String, CaseIterable, Sendable {
    case light
    case dark
    case unspecified

    /// The appearances a picture is drawn in: light and dark.
    public static let allCases: [Appearance] = [.light, .dark]
}
