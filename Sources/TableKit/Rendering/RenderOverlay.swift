import Canvas
import Foundation

/// What a ``Renderer`` draws over and around its picture, on a canvas of the
/// overlay's size: the `Review` module's redlines (`renderer.annotations`).
package protocol RenderOverlay: Sendable {
    /// The size in points of the canvas for the laid-out `scrollView`, whose picture is `pictureSize` points.
    func canvasSize(of scrollView: ScrollView, pictureSize: CGSize) -> CGSize

    /// Draws into `context`, which is ``canvasSize(of:pictureSize:)`` points
    /// and already painted with the background: `picture` draws the picture
    /// at the origin, then the overlay's marks go over and around it.
    func draw(_ scrollView: ScrollView, pictureSize: CGSize, in context: GraphicsContext, picture: () -> Void)
}
