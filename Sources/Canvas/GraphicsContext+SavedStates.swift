import CGraphics
import Foundation

extension GraphicsContext {
    /// Saves the transform, clip and colour for a later ``restoreState()``,
    /// as `CGContext.saveGState()`: for callers whose saves and restores do
    /// not nest in one closure (``withSavedState(_:)`` is for those that do).
    public func saveState() { cairo_save(cairo) }

    /// Restores what the matching ``saveState()`` saved.
    public func restoreState() { cairo_restore(cairo) }
}
