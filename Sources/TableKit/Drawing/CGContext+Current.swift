import Canvas
import Foundation

extension CGContext {
    /// The context UIKit code draws into now (`UIGraphicsGetCurrentContext()`):
    /// during a view's `draw(_:)`, an image renderer's actions or between
    /// beginning and ending an image context; nil elsewhere. Each thread has
    /// its own, so renders on several threads do not meet.
    public static var current: CGContext? { DrawingThread.state.contexts.last }

    /// Makes `context` current until the matching ``popCurrent()`` (`UIGraphicsPushContext`).
    public static func pushCurrent(_ context: CGContext) { DrawingThread.state.contexts.append(context) }

    /// Makes the context before the last pushed one current again (`UIGraphicsPopContext`).
    public static func popCurrent() { _ = DrawingThread.state.contexts.popLast() }

    /// Runs `body` with a fresh Core Graphics state over `graphics` current,
    /// as UIKit runs a view's `draw(_:)`; whatever `body` leaves set ends with it.
    static func drawing(in graphics: GraphicsContext, _ body: () -> Void) {
        let thread = DrawingThread.state
        let context = CGContext(graphics: graphics)
        context.beginPass()
        thread.contexts.append(context)
        body()
        _ = thread.contexts.popLast()
        context.endPass()
    }
}

/// A thread's current Core Graphics contexts, kept in thread-specific
/// storage: views draw on whichever thread renders them.
final class DrawingThread {
    var contexts: [CGContext] = []

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<DrawingThread>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// This thread's state, made on first use.
    static var state: DrawingThread {
        if let pointer = pthread_getspecific(key) { return Unmanaged<DrawingThread>.fromOpaque(pointer).takeUnretainedValue() }
        let made = DrawingThread()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }
}
