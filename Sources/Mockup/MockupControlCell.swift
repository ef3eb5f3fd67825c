import Canvas
import Foundation
import TableKit

/// A cell holding a control in its content view, as a form row does: after
/// the text when the row has text, else from margin to margin, centred
/// vertically. Its height comes from the control through the content view.
final class MockupControlCell: TableViewCell {
    /// The control; setting it replaces the previous one.
    var control: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let control { contentView.addSubview(control) }
            setNeedsLayout()
        }
    }

    /// Space between the text and the control.
    private static let textToControlGap: CGFloat = 16

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let control else { return }
        let width = contentView.bounds.width
        let rtl = traits.layoutDirection == .rightToLeft
        let margins = (leading: rtl ? layoutMargins.right : layoutMargins.left, trailing: rtl ? layoutMargins.left : layoutMargins.right)
        let hasAccessory = accessoryView != nil || accessoryType != .none
        var start = margins.leading + CGFloat(indentationLevel) * indentationWidth
        if let label = textLabel, label.hasText {
            // The text keeps its natural width (at most half the row), clear of the control.
            let natural = label.sizeThatFits(CGSize(width: width / 2, height: .greatestFiniteMagnitude)).width
            label.frame = CGRect(x: rtl ? label.frame.maxX - natural : label.frame.minX, y: label.frame.minY, width: natural, height: label.frame.height)
            start += natural + Self.textToControlGap
        }
        let end = width - (hasAccessory ? 0 : margins.trailing)
        let available = max(0, end - start)
        let height = control.sizeThatFits(CGSize(width: available, height: bounds.height)).height
        let frame = CGRect(x: start, y: ((bounds.height - height) / 2).rounded(), width: available, height: height)
        control.frame = rtl ? CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
    }
}
