import Canvas
import Foundation

/// What a cell's content is laid out from: the built-in style's labels and
/// image with the style's spacing, or a list content configuration's.
struct CellContentParts {
    var style: TableViewCellStyle
    var textLabel: Label?
    var detailTextLabel: Label?
    var imageView: ImageView?
    /// The list content view holding the parts, not to be sized as custom content.
    var container: View?
    var imageToTextPadding = TableMetrics.imageToTextPadding
    /// Between text and secondary text stacked under it.
    var textToDetailVerticalPadding: CGFloat = 0
    /// Between text and detail side by side.
    var textToDetailHorizontalPadding = TableMetrics.textToDetailGap
    /// Margins replacing the style's rule, and along which axes the cell's own margins are added to them.
    var customMargins: (insets: DirectionalEdgeInsets, preserving: LayoutAxes)?
    /// The image is shown no larger than this (aspect kept); zero for no limit.
    var imageMaximumSize = CGSize.zero
    /// The image slot is at least this wide; zero for the standard slot.
    var imageReservedWidth: CGFloat = 0

    /// The built-in style's parts.
    init(cell: TableViewCell) {
        style = cell.style
        textLabel = cell.textLabel
        detailTextLabel = cell.detailTextLabel
        imageView = cell.imageView
    }

    /// A list content view's parts, with its configuration's spacing.
    /// A content view holding only the app's own views, which size the row.
    init(customContentIn contentView: View) {
        style = .default
    }

    init(listContentView view: ListContentView) {
        let configuration = view.listConfiguration
        style = configuration.cellStyle
        textLabel = view.textLabel
        detailTextLabel = view.secondaryTextLabel
        imageView = view.imageView
        container = view
        imageToTextPadding = configuration.imageToTextPadding
        textToDetailVerticalPadding = configuration.textToSecondaryTextVerticalPadding
        textToDetailHorizontalPadding = configuration.textToSecondaryTextHorizontalPadding
        if configuration.hasCustomMargins {
            customMargins = (configuration.directionalLayoutMargins, configuration.axesPreservingSuperviewLayoutMargins)
        }
        imageMaximumSize = configuration.imageProperties.maximumSize
        imageReservedWidth = configuration.imageProperties.reservedLayoutSize.width
    }
}
