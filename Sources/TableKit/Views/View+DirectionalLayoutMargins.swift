import Canvas
import Foundation

extension View {
    /// ``View/layoutMargins`` by leading and trailing edge, as
    /// `directionalLayoutMargins`: in a right-to-left layout the leading
    /// margin is the right one.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let rtl = traits.layoutDirection == .rightToLeft
            return DirectionalEdgeInsets(top: layoutMargins.top, leading: rtl ? layoutMargins.right : layoutMargins.left,
                                         bottom: layoutMargins.bottom, trailing: rtl ? layoutMargins.left : layoutMargins.right)
        }
        set {
            let rtl = traits.layoutDirection == .rightToLeft
            layoutMargins = EdgeInsets(top: newValue.top, left: rtl ? newValue.trailing : newValue.leading,
                                       bottom: newValue.bottom, right: rtl ? newValue.leading : newValue.trailing)
        }
    }
}
