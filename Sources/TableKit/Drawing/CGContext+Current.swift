import Canvas
import Foundation

extension CGContext {
    /// The context UIKit code draws into now (`UIGraphicsGetCurrentContext()`):
    /// during a view's `draw(_:)`, an image renderer's actions or between
    /// beginning and ending an image context; nil elsewhere. Each thread has
    /// its own, so renders on several threads do not meet.
    public static var current: CGContext? { DrawingThread.state.current }

    /// Makes `context` current until the matching ``popCurrent()`` (`UIGraphicsPushContext`).
    public static func pushCurrent(_ context: CGContext) { DrawingThread.state.contexts.append(context) }

    /// Makes the context before the last pushed one current again (`UIGraphicsPopContext`).
    public static func popCurrent() { _ = DrawingThread.state.contexts.popLast() }

    /// Runs `body` with a fresh Core Graphics state over `graphics` current,
    /// as UIKit runs a view's `draw(_:)`; whatever `body` leaves set ends with it.
    ///
    /// Every view passes through here, most drawing nothing of their own, so
    /// the context is made (and Cairo's state saved) only when `body` first
    /// asks for ``current``: a view that does not costs a few stores.
    static func drawing(in graphics: GraphicsContext, _ body: () -> Void) {
        let thread = DrawingThread.state
        let outer = thread.pass
        thread.pass = DrawingThread.Pass(graphics: graphics, depth: thread.contexts.count)
        body()
        thread.pass?.context?.endPass()
        thread.pass = outer
    }
}

/// A thread's current Core Graphics contexts: views draw on whichever
/// thread renders them.
final class DrawingThread {
    /// A view's `draw(_:)` under way: what it draws into, and the context made for it once asked for.
    struct Pass {
        let graphics: GraphicsContext
        /// How many contexts were pushed when the pass began; those pushed since (an image renderer's) come first.
        let depth: Int
        var context: CGContext?
    }

    /// Contexts pushed explicitly: image renderers, image contexts, `UIGraphicsPushContext`.
    var contexts: [CGContext] = []
    var pass: Pass?

    /// The pushed context on top, unless a view's pass began after it; then the pass's, made now if need be.
    var current: CGContext? {
        guard var pass, contexts.count <= pass.depth else { return contexts.last }
        if let context = pass.context { return context }
        let made = CGContext(graphics: pass.graphics)
        made.beginPass()
        pass.context = made
        self.pass = pass
        return made
    }

    private static let perThread = ThreadLocal<DrawingThread>()

    /// This thread's state, made on first use.
    static var state: DrawingThread { perThread.value(orMake: DrawingThread.init) }
}
