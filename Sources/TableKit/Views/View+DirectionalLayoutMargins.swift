import Canvas
import Foundation

extension View {
    /// ``View/layoutMargins`` by leading and trailing edge, as
    /// `directionalLayoutMargins`: in a right-to-left layout the leading
    /// margin is the right one.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { layoutMargins.directionalInsets(for: traits.layoutDirection) }
        set { layoutMargins = newValue.edgeInsets(for: traits.layoutDirection) }
    }
}
