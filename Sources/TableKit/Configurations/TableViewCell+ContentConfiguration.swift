import Canvas
import Foundation

extension TableViewCell {
    /// A list configuration with the look of the cell's style, as
    /// `UITableViewCell.defaultContentConfiguration()`: ``ListContentConfiguration/subtitleCell()``
    /// for `subtitle`, ``ListContentConfiguration/valueCell()`` for `value1`, else ``ListContentConfiguration/cell()``.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch style {
        case .subtitle: .subtitleCell()
        case .value1: .valueCell()
        case .default, .value2: .cell()
        }
    }

    /// The parts the content is laid out from: the configuration's, else the style's.
    var contentParts: CellContentParts {
        if let list = configuredContentView as? ListContentView { return CellContentParts(listContentView: list) }
        return CellContentParts(cell: self)
    }

    /// Shows ``contentConfiguration``: updates the content view showing one of
    /// the same kind, or replaces it; the style's labels and image leave the
    /// content view while a configuration is shown, as UIKit's do.
    func applyContentConfiguration() {
        let styleViews = [imageView, textLabel, detailTextLabel].compactMap { $0 } as [View]
        if contentConfiguration == nil {
            for (index, view) in styleViews.enumerated() { contentView.insertSubview(view, at: index) }
        } else {
            styleViews.forEach { $0.removeFromSuperview() }
        }
        configuredContentView = contentView.showContentConfiguration(contentConfiguration, replacing: configuredContentView)
        setNeedsLayout()
    }

    /// Shows ``backgroundConfiguration``: its colour as the cell's background,
    /// or, with corners, insets or a custom view, a background view drawing
    /// them (in the style's colour when the configuration has none) over a clear cell.
    func applyBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else { return }
        let view = configuration.makeBackgroundView(defaultColor: styleBackgroundColor)
        backgroundColor = view == nil ? configuration.backgroundColor : .clear
        backgroundView = view
    }
}
