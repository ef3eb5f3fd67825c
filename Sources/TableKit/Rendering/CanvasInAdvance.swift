import Canvas
import Dispatch
import Foundation

/// A screen's bitmap, allocated and painted with the system background on
/// another core while the table is laid out on this one.
///
/// A 3x screen's bitmap is 12 MB: the kernel's zeroing of its fresh pages and
/// the background paint over them took 1.7 ms of a one-mockup render process,
/// between its layout and its first cell. Beside the layout (about 3 ms of
/// a first render) they cost no time. A bitmap that cannot be made here is
/// made again when it is asked for, which reports the failure.
///
/// The painting runs on a thread of its own, not on a Dispatch queue: a
/// render waiting for it may itself be running on the queue's last thread.
final class CanvasInAdvance: @unchecked Sendable {
    private let pixelWidth: Int
    private let pixelHeight: Int
    private let scale: CGFloat
    private let painting = DispatchGroup()
    /// Set on the painting thread before it leaves `painting`; read after waiting for it.
    private var bitmap: Bitmap?

    /// Starts making a `pixelWidth` × `pixelHeight` bitmap at `scale`,
    /// painted with the system background in `appearance`.
    init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, appearance: Appearance) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        painting.enter()
        Thread {
            self.bitmap = try? Bitmap.background(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, appearance: appearance)
            self.painting.leave()
        }.start()
    }

    /// The painted bitmap, once, when it is the size asked for; else nil.
    func take(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) -> Bitmap? {
        painting.wait()
        defer { bitmap = nil }
        guard pixelWidth == self.pixelWidth, pixelHeight == self.pixelHeight, scale == self.scale else { return nil }
        return bitmap
    }
}
