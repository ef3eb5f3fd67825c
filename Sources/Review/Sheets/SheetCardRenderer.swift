import Canvas
import Dispatch
import Foundation
import Mockup
import TableKit

/// A variant drawn for a review sheet: pixels for a PNG sheet, vectors for a PDF or SVG one.
enum SheetThumbnail {
    case bitmap(Bitmap)
    case picture(Picture)

    func draw(in context: GraphicsContext, rect: CGRect) {
        switch self {
        case .bitmap(let bitmap): context.draw(bitmap, in: rect)
        case .picture(let picture): context.draw(picture, in: rect)
        }
    }
}

/// Draws a review sheet's variants as its pages ask for them, in card
/// order, while the page is being drawn: `lanes` workers, each on a core,
/// render the next variants and shrink them to thumbnails, at most
/// ``lookahead`` of them ahead of the page; each is let go once placed.
/// Each lane keeps the decoded images of the file it last read for its
/// next variant of that file.
///
/// With one lane (vector sheets: Cairo may attach snapshots to an image
/// drawn into a vector surface, so a variant's images stay on the page's
/// thread) the page's own thread draws each variant when it reaches it.
final class SheetCardRenderer: @unchecked Sendable {
    private let variants: SheetVariants
    private let format: Renderer.OutputFormat
    private let scale: CGFloat
    private let lanes: [Lane]
    private let counter: ProgressCounter
    /// Guards everything below, and wakes whoever waits for a change of it.
    private let condition = NSCondition()
    private var ready: [Int: Result<SheetThumbnail, MockupError>] = [:]
    private var nextToStart = 0
    private var nextToTake = 0
    private var stopped = false
    private let workers = DispatchGroup()

    /// How many finished thumbnails may wait for the page, per lane.
    static let lookaheadPerLane = 2

    /// One worker's decoded images, reset when it moves to another file;
    /// only its own worker ever touches it.
    private final class Lane: @unchecked Sendable {
        let images = MockupImageCache()
        var file = -1
    }

    init(_ variants: SheetVariants, format: Renderer.OutputFormat, scale: CGFloat, lanes: Int, progress: (@Sendable (Int, Int) -> Void)?) {
        self.variants = variants
        self.format = format
        self.scale = scale
        self.lanes = (0..<max(1, lanes)).map { _ in Lane() }
        counter = ProgressCounter(total: variants.cards.count, report: progress)
        guard lanes > 1 else { return }
        for lane in self.lanes {
            DispatchQueue.global().async(group: workers) { self.work(in: lane) }
        }
    }

    /// Card `index`'s thumbnail, waiting for its worker (or, with one lane, drawing it).
    /// Cards are asked for in increasing order.
    func thumbnail(_ index: Int) throws(MockupError) -> SheetThumbnail {
        guard lanes.count > 1 else { return try draw(index, in: lanes[0]).get() }
        condition.lock()
        nextToTake = max(nextToTake, index + 1)
        condition.broadcast()
        while ready[index] == nil, !stopped { condition.wait() }
        let result = ready.removeValue(forKey: index)
        condition.unlock()
        guard let result else { throw MockupError(.output, file: variants.files[0], message: "variant \(index + 1) was not drawn") }
        return try result.get()
    }

    /// Stops the workers and waits for them: call once the page is drawn, or abandoned.
    func finish() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
        workers.wait()
    }

    private func work(in lane: Lane) {
        while let index = nextIndex() {
            let result = draw(index, in: lane)
            condition.lock()
            ready[index] = result
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The next card to draw, once the page is close enough to it; nil when there is none.
    private func nextIndex() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        let lookahead = lanes.count * Self.lookaheadPerLane
        while !stopped, nextToStart < variants.cards.count, nextToStart >= nextToTake + lookahead { condition.wait() }
        guard !stopped, nextToStart < variants.cards.count else { return nil }
        nextToStart += 1
        return nextToStart - 1
    }

    private func draw(_ index: Int, in lane: Lane) -> Result<SheetThumbnail, MockupError> {
        let card = variants.cards[index]
        if lane.file != card.fileIndex {
            lane.images.removeAll()
            lane.file = card.fileIndex
        }
        defer { counter.advance() }
        return Result { () throws(MockupError) in try draw(card, images: lane.images) }
    }

    private func draw(_ card: SheetVariants.Card, images: MockupImageCache) throws(MockupError) -> SheetThumbnail {
        let mockup = Self.prepared(try variants.mockup(of: card, images: images), format: format, scale: scale)
        let file = variants.files[card.fileIndex]
        return format == .png ? try bitmap(of: mockup, file: file) : .picture(try mockup.renderPicture(file: file))
    }

    /// The variant as a sheet draws it: a PNG sheet finer than the variant's
    /// own scale draws it at the sheet's (rounded up), so that it is shrunk, never enlarged.
    static func prepared(_ mockup: Mockup, format: Renderer.OutputFormat, scale: CGFloat) -> Mockup {
        var mockup = mockup
        if format == .png, scale > mockup.renderer.traits.displayScale { mockup.scale = scale.rounded(.up) }
        return mockup
    }

    /// The size in points of the thumbnail of a rendering `size` points large
    /// at `displayScale`, shrunk to `scale`: both rounded up to whole pixels.
    static func thumbnailSize(of size: CGSize, displayScale: CGFloat, scale: CGFloat) -> CGSize {
        func side(_ points: CGFloat) -> CGFloat {
            let rendered = (points * displayScale).rounded(.up) / displayScale
            return CGFloat(max(1, Int((rendered * scale).rounded(.up)))) / scale
        }
        return CGSize(width: side(size.width), height: side(size.height))
    }

    /// The variant rendered at its own scale, then scaled down to the sheet's.
    private func bitmap(of mockup: Mockup, file: String) throws(MockupError) -> SheetThumbnail {
        let image = try mockup.renderImage(file: file)
        // A renderer always draws into a bitmap.
        guard case .bitmap(let full) = image.content else { throw MockupError(.output, file: file, message: "the rendering is not a bitmap") }
        do {
            let size = image.size
            let thumbnail = try Bitmap(pixelWidth: max(1, Int((size.width * scale).rounded(.up))),
                                       pixelHeight: max(1, Int((size.height * scale).rounded(.up))), scale: scale, isOpaque: true)
            GraphicsContext(bitmap: thumbnail, appearance: .light).draw(full, in: CGRect(origin: .zero, size: size))
            return .bitmap(thumbnail)
        } catch {
            throw MockupError(.invalidInput, file: file, message: "the thumbnail would be too large: \(error.description)")
        }
    }
}

/// Counts finished variants from any thread and reports each step.
private final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func advance() {
        let done = lock.withLock { self.done += 1; return self.done }
        report?(done, total)
    }
}
