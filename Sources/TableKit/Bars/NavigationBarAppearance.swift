import Canvas
import Foundation

/// A navigation bar's look, as `UINavigationBarAppearance`: the background
/// of ``BarAppearance`` and the attributes its titles draw with
/// (`.foregroundColor` and `.font` draw; other keys are kept).
open class NavigationBarAppearance: BarAppearance {
    /// The inline title's attributes; empty draws 17-pt semibold in the label colour.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes; empty draws 34-pt bold in the label colour.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the inline title moves from its place.
    public var titlePositionAdjustment = Offset.zero

    /// A copy of `barAppearance`, with its titles when it is a navigation bar's.
    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let navigation = barAppearance as? NavigationBarAppearance else { return }
        titleTextAttributes = navigation.titleTextAttributes
        largeTitleTextAttributes = navigation.largeTitleTextAttributes
        titlePositionAdjustment = navigation.titlePositionAdjustment
    }

    /// An appearance with the default background for `idiom`.
    public override init(idiom: UserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// This appearance's titles on a transparent background: what a bar
    /// without a scroll-edge appearance draws at rest.
    var withTransparentBackground: NavigationBarAppearance {
        let copy = copy()
        copy.configureWithTransparentBackground()
        return copy
    }

    /// The inline title's font and colour.
    var titleStyle: (font: Font, color: Color) {
        Self.style(titleTextAttributes, default: NavigationBar.titleFont)
    }

    /// The large title's font and colour.
    var largeTitleStyle: (font: Font, color: Color) {
        Self.style(largeTitleTextAttributes, default: NavigationBar.largeTitleFont)
    }

    private static func style(_ attributes: [NSAttributedString.Key: Any], default font: Font) -> (font: Font, color: Color) {
        (attributes[.font] as? Font ?? font, attributes[.foregroundColor] as? Color ?? .label)
    }
}
