import Foundation

/// What a cell or a header/footer view shows, as a value, like
/// `UIContentConfiguration`: setting one on a view makes (or updates) the
/// content view that shows it.
public protocol ContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> View & ContentView
}

/// A view that shows a ``ContentConfiguration``, like `UIContentView`.
public protocol ContentView: AnyObject {
    /// The configuration shown; setting one of the view's own kind updates it in place.
    var configuration: ContentConfiguration { get set }
}

/// Directions a list content view takes its superview's margins along, like `UIAxis`.
public struct LayoutAxes: OptionSet, Sendable {
    /// The axes' bits.
    public let rawValue: Int
    /// Axes from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Neither axis.
    public static let neither: LayoutAxes = []
    /// Leading and trailing.
    public static let horizontal = LayoutAxes(rawValue: 1)
    /// Top and bottom.
    public static let vertical = LayoutAxes(rawValue: 2)
    /// Both axes.
    public static let both: LayoutAxes = [.horizontal, .vertical]
}
