import Canvas
import Foundation

/// Self-sizing from constraints, as UIKit sizes a cell whose content view's subviews are constrained.
extension TableViewCell {
    /// Gives the content view the margins of the cell's text, so its
    /// ``View/layoutMarginsGuide`` lines up with the standard styles.
    func setContentViewMargins(_ margins: EdgeInsets) {
        guard contentView.layoutMargins != margins else { return }
        contentView.layoutMargins = margins
        contentView.setNeedsLayout()
    }

    /// The row height from the content view's constraints at `contentWidth`
    /// (the width required, the height fitted as `systemLayoutSizeFitting`
    /// does it), rounded up to the pixel grid; nil when the content view's
    /// subviews have no constraints.
    func constraintBasedHeight(contentWidth: CGFloat, margins: EdgeInsets) -> CGFloat? {
        guard contentView.hasConstraintsInSubtree else { return nil }
        setContentViewMargins(margins)
        let fitting = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
                                                          verticalFittingPriority: .fittingSizeLevel)
        return fitting.height.pixelCeiled(scale: traits.displayScale)
    }
}
