import Canvas
import Foundation

/// A view whose intrinsic height depends on the width the layout gives it,
/// as wrapping text's does: the solver measures it again at the solved width.
protocol WrapsToSolvedWidth {
    /// Whether the height follows the solved width now.
    var wrapsToSolvedWidth: Bool { get }
    /// The intrinsic size at `width`.
    func intrinsicContentSize(forWidth width: CGFloat) -> CGSize
}

/// What Auto Layout asks of a label: its text size at a width, and where its baselines sit.
extension Label: WrapsToSolvedWidth {
    /// Whether the label's intrinsic height depends on the width the layout
    /// gives it: it wraps (``numberOfLines`` is not 1) and has no ``preferredMaxLayoutWidth``.
    var wrapsToSolvedWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The text's size when wrapped at `width`, rounded up to device pixels; zero without text.
    func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        sizeThatFits(CGSize(width: max(0, width), height: .greatestFiniteMagnitude))
    }

    /// The intrinsic size: one line at its full width, or wrapped at
    /// ``preferredMaxLayoutWidth`` (else at the current width, if any).
    var intrinsicTextSize: CGSize {
        guard numberOfLines != 1 else { return intrinsicContentSize(forWidth: .greatestFiniteMagnitude) }
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude
        return intrinsicContentSize(forWidth: width)
    }

    /// The first or last baseline relative to the label's vertical centre
    /// (the text is drawn centred in the label's height); nil without text.
    func baselineOffsets(first: Bool) -> CGFloat? {
        guard let layout = textLayout(width: bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude) else { return nil }
        let baseline = first ? layout.firstBaseline : layout.size.height - (font.lineHeight - layout.firstBaseline)
        return baseline - layout.size.height / 2
    }
}

extension Traits {
    /// The readable content width for the text size: 672 pt at the default size, scaled with body text.
    var readableContentWidth: CGFloat { 672 * bodyTextScale }
}
