import Foundation

extension View {
    /// The view itself or the first subview, searched depth first, whose
    /// ``tag`` is `tag`; nil when none is, as `UIView.viewWithTag(_:)`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
}
