import Canvas
import Foundation
import TableKit

extension View {
    /// A subview frame given from the leading edge, as the mockup's views
    /// lay out: the same frame left to right, mirrored in the bounds right to left.
    func leadingFrame(_ frame: CGRect) -> CGRect {
        traits.layoutDirection == .rightToLeft ? frame.mirrored(in: bounds.width) : frame
    }
}
