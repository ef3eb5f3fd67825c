import Canvas
import Foundation

/// What a ``Renderer`` draws over and around its picture, on a canvas of the
/// overlay's size: the `Review` module's redlines (`renderer.annotations`).
package protocol RenderOverlay: Sendable {
    /// The size in points of the canvas for the laid-out `tableView`, whose picture is `pictureSize` points.
    func canvasSize(of tableView: TableView, pictureSize: CGSize) -> CGSize

    /// Draws into `context`, which is ``canvasSize(of:pictureSize:)`` points
    /// and already painted with the background: `picture` draws the picture
    /// at the origin, then the overlay's marks go over and around it.
    func draw(_ tableView: TableView, pictureSize: CGSize, in context: GraphicsContext, picture: () -> Void)
}
