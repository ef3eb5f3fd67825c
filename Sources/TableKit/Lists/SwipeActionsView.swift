import Canvas
import Foundation

/// The buttons a swiped row reveals, the first action at the edge the row
/// was swiped from: flush and full row height through iOS 18
/// (ios-table-metrics.md §3.4), detached circles and capsules in iOS 26
/// (the design's ``SwipeActionStyle``).
final class SwipeActionsView: View {
    var actions: [ContextualAction] = [] { didSet { setNeedsLayout() } }
    /// Which side of the row the buttons sit on.
    var edge: SwipeActionsEdge = .trailing

    private var style: SwipeActionStyle { traits.design.table.swipeActions }

    /// Each button's width: flush, its title or image plus padding, between
    /// 74 and 120 pt; detached, a circle for an image, a capsule around a title.
    func buttonWidths(rowHeight: CGFloat) -> [CGFloat] {
        actions.map { action in
            let content = Self.contentWidth(of: action, showsTitle: showsTitle(action, rowHeight: rowHeight))
            if let height = style.buttonHeight(rowHeight: rowHeight) {
                return action.image == nil ? max(height, content + 2 * style.titlePadding) : height
            }
            return min(TableMetrics.swipeButtonMaximumWidth, max(TableMetrics.swipeButtonMinimumWidth, content + 2 * TableMetrics.swipeButtonPadding))
        }
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let widths = buttonWidths(rowHeight: size.height)
        let gaps = style.spacing.map { CGFloat(widths.count + 1) * $0 } ?? 0
        return CGSize(width: widths.reduce(0, +) + gaps, height: size.height)
    }

    /// Flush buttons in rows shorter than 91 pt show an action's image alone,
    /// taller ones put the title under it; a detached button shows one or the other.
    private func showsTitle(_ action: ContextualAction, rowHeight: CGFloat) -> Bool {
        action.image == nil || (!style.isDetached && rowHeight >= TableMetrics.swipeImageAndTitleMinimumRowHeight)
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
        let gap = style.spacing ?? 0
        let height = style.buttonHeight(rowHeight: bounds.height) ?? bounds.height
        let y = ((bounds.height - height) / 2).pixelRounded(scale: traits.displayScale)
        // Outermost first: from the view's trailing end for trailing actions, its leading end for leading ones.
        var x: CGFloat = edge == .trailing ? bounds.width - gap : gap
        let frames = widths.map { width -> CGRect in
            defer { x += edge == .trailing ? -(width + gap) : width + gap }
            return CGRect(x: edge == .trailing ? x - width : x, y: y, width: width, height: height)
        }
        return traits.layoutDirection == .rightToLeft ? frames.map { $0.mirrored(in: bounds.width) } : frames
    }

    override func draw(in context: GraphicsContext) {
        for (action, frame) in zip(actions, buttonFrames()) {
            if style.isDetached {
                context.fill(Path { $0.addCapsule(in: frame) }, with: action.backgroundColor)
            } else {
                context.fill(frame, with: action.backgroundColor)
            }
            drawContent(of: action, in: frame, context: context)
        }
    }

    /// The image over the title (or either alone), centred in the button.
    private func drawContent(of action: ContextualAction, in frame: CGRect, context: GraphicsContext) {
        let padding = style.isDetached ? style.titlePadding : TableMetrics.swipeButtonPadding
        let inner = frame.width - 2 * padding
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
            context.draw(title, at: CGPoint(x: frame.minX + padding, y: y), color: .white)
        }
    }
}
