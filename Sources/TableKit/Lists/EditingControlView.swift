import Canvas
import Foundation

/// The control at a row's leading edge in editing mode: the red minus or
/// green plus circle, or the selection circle of multiple selection
/// (ios-table-metrics.md §3.1, §3.3).
final class EditingControlView: View {
    enum Kind: Equatable {
        case delete
        /// The minus turned upright, as when the row's Delete button shows.
        case deleteConfirming
        case insert
        /// Multiple selection: an empty ring, or a tinted disc with a white check.
        case selection(isSelected: Bool)
    }

    var kind: Kind = .delete

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let side = TableMetrics.editingControlSide * traits.bodyTextScale
        return CGSize(width: side, height: side)
    }

    override func draw(in context: GraphicsContext) {
        let side = min(bounds.width, bounds.height)
        let rect = CGRect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
        switch kind {
        case .delete: draw("minus.circle.fill", in: rect, color: .systemRed, accent: .white, context: context)
        case .insert: draw("plus.circle.fill", in: rect, color: .systemGreen, accent: .white, context: context)
        case .selection(false): draw("circle", in: rect, color: .tertiaryLabel, accent: nil, context: context)
        case .selection(true): draw("checkmark.circle.fill", in: rect, color: tintColor, accent: .white, context: context)
        case .deleteConfirming:
            context.withSavedState {
                context.translateBy(x: rect.midX, y: rect.midY)
                context.rotate(by: .pi / 2)
                draw("minus.circle.fill", in: rect.offsetBy(dx: -rect.midX, dy: -rect.midY), color: .systemRed, accent: .white, context: context)
            }
        }
    }

    private func draw(_ name: String, in rect: CGRect, color: Color, accent: Color?, context: GraphicsContext) {
        Symbol.builtIn(name)?.draw(in: context, rect: rect, color: color, accentColor: accent)
    }
}
