import CGraphics
import Foundation

extension GraphicsContext {
    /// Draws what `body` draws through what `mask` draws: each point as
    /// opaque as the mask is there, and nothing where the mask draws nothing,
    /// as Core Animation applies a layer's mask.
    public func withMask(_ mask: () -> Void, _ body: () -> Void) {
        cairo_push_group(cairo)
        body()
        let content = cairo_pop_group(cairo)
        cairo_push_group(cairo)
        mask()
        let coverage = cairo_pop_group(cairo)
        defer {
            cairo_pattern_destroy(content)
            cairo_pattern_destroy(coverage)
        }
        withSavedState {
            cairo_set_source(cairo, content)
            cairo_mask(cairo, coverage)
        }
    }
}
