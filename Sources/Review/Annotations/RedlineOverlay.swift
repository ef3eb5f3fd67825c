import Canvas
import Foundation
import Mockup
import TableKit

/// Redlines as a renderer draws them: an ``AnnotationSheet`` around each
/// table's picture. They measure a table's rows; any other scroll view is
/// drawn as it is.
struct RedlineOverlay: RenderOverlay {
    func canvasSize(of scrollView: ScrollView, pictureSize: CGSize) -> CGSize {
        guard let tableView = scrollView as? TableView else { return pictureSize }
        return AnnotationSheet(tableView: tableView, pictureSize: pictureSize).size
    }

    func draw(_ scrollView: ScrollView, pictureSize: CGSize, in context: GraphicsContext, picture: () -> Void) {
        guard let tableView = scrollView as? TableView else { return picture() }
        AnnotationSheet(tableView: tableView, pictureSize: pictureSize).draw(in: context, picture: picture)
    }
}

extension Renderer {
    /// Whether ``image(of:)`` draws redlines (an ``AnnotationSheet``): the
    /// picture with its margins, frames and distances over it, its heights in
    /// a column to the right and a legend below, so the image is that much larger. Off by default.
    public var annotations: Bool {
        get { overlay is RedlineOverlay }
        set { overlay = newValue ? RedlineOverlay() : nil }
    }
}

extension Mockup {
    /// Not a file key (a mockup shows a screen, not a spec): `--annotate`
    /// sets it to render with redlines, as ``Renderer/annotations``.
    public var annotations: Bool {
        get { overlay is RedlineOverlay }
        set { overlay = newValue ? RedlineOverlay() : nil }
    }
}

extension RenderJob.Overrides {
    /// `--annotate`: draws redlines over and beside every render (see ``Renderer/annotations``).
    public var annotations: Bool {
        get { overlay is RedlineOverlay }
        set { overlay = newValue ? RedlineOverlay() : nil }
    }

    /// Overrides to apply, with or without redlines; nil and false leave each mockup's own setting.
    public init(device: Device? = nil, scale: CGFloat? = nil, appearance: Appearance? = nil, content: Bool = false, annotations: Bool) {
        self.init(device: device, scale: scale, appearance: appearance, content: content)
        self.annotations = annotations
    }
}
