import Canvas
import Foundation

extension View {
    /// Draws `subview` at `frame` as one of this view's subviews for this
    /// drawing only: a navigation item's search bar belongs to no bar, and
    /// the navigation bar or the toolbar shows it where the design places it,
    /// with the traits (and the placement) of the bar drawing it.
    func renderBorrowed(_ subview: View, frame: CGRect, in context: GraphicsContext) {
        subview.frame = frame
        if subview.superview !== self { addSubview(subview) }
        subview.render(in: context)
        subview.removeFromSuperview()
    }
}
