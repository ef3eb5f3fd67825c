import Canvas
import Foundation

/// A cell's background as a value, like `UIBackgroundConfiguration`: a
/// colour, rounded corners, a line around it, and a custom view.
public struct BackgroundConfiguration {
    /// The fill; nil uses the table style's cell colour.
    public var backgroundColor: Color?
    /// A view drawn over the colour, sized to the cell.
    public var customView: View?
    /// Rounds the background's corners.
    public var cornerRadius: CGFloat = 0
    /// Insets of the background from the cell's edges.
    public var backgroundInsets = DirectionalEdgeInsets()
    /// The colour of a line around the background; nil for none.
    public var strokeColor: Color?
    /// The line's width; 1 by default.
    public var strokeWidth: CGFloat = 1
    /// How far the line lies outside the background's edge; kept, the line is drawn inside it.
    public var strokeOutset: CGFloat = 0

    /// A background with no colour of its own.
    init(backgroundColor: Color?) {
        self.backgroundColor = backgroundColor
    }

    /// A plain table's cell background: the style's colour.
    public static func listPlainCell() -> Self { Self(backgroundColor: nil) }
    /// A grouped table's cell background: the style's colour.
    public static func listGroupedCell() -> Self { Self(backgroundColor: nil) }
    /// A plain table's header or footer background: none, so the table shows through.
    public static func listPlainHeaderFooter() -> Self { Self(backgroundColor: .clear) }
    /// A grouped table's header or footer background: none.
    public static func listGroupedHeaderFooter() -> Self { Self(backgroundColor: .clear) }
    /// No background at all.
    public static func clear() -> Self { Self(backgroundColor: .clear) }

    /// The view carrying the corners, insets and custom view; nil when the colour alone is enough.
    func makeBackgroundView(defaultColor: Color) -> View? {
        guard customView != nil || cornerRadius > 0 || backgroundInsets != DirectionalEdgeInsets() || strokeColor != nil else { return nil }
        return BackgroundConfigurationView(configuration: self, defaultColor: defaultColor)
    }
}

/// Draws a ``BackgroundConfiguration`` with rounded corners or insets, its custom view inside.
final class BackgroundConfigurationView: View {
    private let configuration: BackgroundConfiguration
    private let fill = View()

    init(configuration: BackgroundConfiguration, defaultColor: Color) {
        self.configuration = configuration
        super.init(frame: .zero)
        fill.backgroundColor = configuration.backgroundColor ?? defaultColor
        fill.cornerRadius = configuration.cornerRadius
        fill.clipsToBounds = configuration.cornerRadius > 0
        if let stroke = configuration.strokeColor {
            fill.layer.borderColor = stroke
            fill.layer.borderWidth = configuration.strokeWidth
        }
        addSubview(fill)
        if let custom = configuration.customView { fill.addSubview(custom) }
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        fill.frame = bounds.inset(by: configuration.backgroundInsets.edgeInsets(for: traits.layoutDirection))
        configuration.customView?.frame = fill.bounds
    }
}
