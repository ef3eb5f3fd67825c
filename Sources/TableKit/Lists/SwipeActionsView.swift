import Canvas
import Foundation

/// The buttons a swiped row reveals: flush, full row height, the first
/// action at the edge the row was swiped from (ios-table-metrics.md §3.4).
final class SwipeActionsView: View {
    var actions: [ContextualAction] = [] { didSet { setNeedsLayout() } }
    /// Which side of the row the buttons sit on.
    var edge: SwipeActionsEdge = .trailing

    /// Each button's width: its title or image plus padding, between 74 and 120 pt.
    func buttonWidths(rowHeight: CGFloat) -> [CGFloat] {
        actions.map { action in
            let content = Self.contentWidth(of: action, showsTitle: showsTitle(action, rowHeight: rowHeight))
            return min(TableMetrics.swipeButtonMaximumWidth, max(TableMetrics.swipeButtonMinimumWidth, content + 2 * TableMetrics.swipeButtonPadding))
        }
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: buttonWidths(rowHeight: size.height).reduce(0, +), height: size.height)
    }

    /// Rows shorter than 91 pt show an action's image alone; taller ones put the title under it.
    private func showsTitle(_ action: ContextualAction, rowHeight: CGFloat) -> Bool {
        action.image == nil || rowHeight >= TableMetrics.swipeImageAndTitleMinimumRowHeight
    }

    private static func contentWidth(of action: ContextualAction, showsTitle: Bool) -> CGFloat {
        let title = showsTitle ? titleLayout(action.title, width: nil)?.size.width ?? 0 : 0
        return max(title, action.image?.size.width ?? 0)
    }

    private static func titleLayout(_ title: String?, width: CGFloat?) -> TextLayout? {
        guard let title, !title.isEmpty else { return nil }
        return TextLayout(text: title, font: TableMetrics.swipeTitleFont, width: width, numberOfLines: 2, alignment: .center)
    }

    /// The buttons' frames in the view, the first at the row's `edge`, mirrored for right-to-left.
    func buttonFrames() -> [CGRect] {
        let widths = buttonWidths(rowHeight: bounds.height)
        // Outermost first: from the view's trailing end for trailing actions, its leading end for leading ones.
        var x: CGFloat = edge == .trailing ? bounds.width : 0
        let frames = widths.map { width -> CGRect in
            defer { x += edge == .trailing ? -width : width }
            return CGRect(x: edge == .trailing ? x - width : x, y: 0, width: width, height: bounds.height)
        }
        return traits.layoutDirection == .rightToLeft ? frames.map { $0.mirrored(in: bounds.width) } : frames
    }

    override func draw(in context: GraphicsContext) {
        for (action, frame) in zip(actions, buttonFrames()) {
            context.fill(frame, with: action.backgroundColor)
            drawContent(of: action, in: frame, context: context)
        }
    }

    /// The image over the title (or either alone), centred in the button.
    private func drawContent(of action: ContextualAction, in frame: CGRect, context: GraphicsContext) {
        let inner = frame.width - 2 * TableMetrics.swipeButtonPadding
        let title = showsTitle(action, rowHeight: frame.height) ? Self.titleLayout(action.title, width: inner) : nil
        let image = action.image?.size ?? .zero
        let spacing: CGFloat = title != nil && action.image != nil ? TableMetrics.swipeImageToTitleSpacing : 0
        let height = image.height + spacing + (title?.size.height ?? 0)
        var y = frame.midY - height / 2
        if let picture = action.image {
            picture.draw(in: context, rect: CGRect(x: frame.midX - image.width / 2, y: y, width: image.width, height: image.height), tintColor: .white)
            y += image.height + spacing
        }
        if let title {
            context.draw(title, at: CGPoint(x: frame.minX + TableMetrics.swipeButtonPadding, y: y), color: .white)
        }
    }
}
