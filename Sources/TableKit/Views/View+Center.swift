import Foundation

extension View {
    /// The middle of the frame, in the superview's coordinates; setting it moves the view without resizing it, as `UIView.center`.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
}
