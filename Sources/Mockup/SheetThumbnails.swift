import Canvas
import Dispatch
import Foundation
import TableKit

/// A variant drawn for a review sheet: pixels for a PNG sheet, vectors for a PDF or SVG one.
enum SheetThumbnail {
    case bitmap(Bitmap)
    case picture(Picture)

    /// The size in points it is shown at.
    var size: CGSize {
        switch self {
        case .bitmap(let bitmap): bitmap.size
        case .picture(let picture): picture.size
        }
    }

    func draw(in context: GraphicsContext, rect: CGRect) {
        switch self {
        case .bitmap(let bitmap): context.draw(bitmap, in: rect)
        case .picture(let picture): context.draw(picture, in: rect)
        }
    }
}

/// Renders a sheet's variants on every core.
enum SheetThumbnails {
    /// One thumbnail per card, in order; the first card's error (in card order) if any failed.
    static func render(
        _ cards: [SheetVariants.Card], as format: Renderer.OutputFormat, scale: CGFloat,
        progress: (@Sendable (Int, Int) -> Void)?
    ) throws(MockupError) -> [SheetThumbnail] {
        // Each card's mockup is read by its own thread only; Mockup is not Sendable for its images' sake.
        nonisolated(unsafe) let cards = cards
        let results = LockedResults<Result<SheetThumbnail, MockupError>>(count: cards.count)
        let counter = ProgressCounter(total: cards.count, report: progress)
        DispatchQueue.concurrentPerform(iterations: cards.count) { index in
            let card = cards[index]
            results.set(index, Result { () throws(MockupError) in
                try format == .png ? bitmap(of: card, scale: scale) : .picture(card.mockup.renderPicture(file: card.file))
            })
            counter.advance()
        }
        return try results.all.map { (result) throws(MockupError) in try result.get() }
    }

    /// The variant rendered at its own scale (or the sheet's, if finer), then scaled down to the sheet's.
    private static func bitmap(of card: SheetVariants.Card, scale: CGFloat) throws(MockupError) -> SheetThumbnail {
        var mockup = card.mockup
        if scale > mockup.renderer.traits.displayScale { mockup.scale = scale.rounded(.up) }
        let image = try mockup.renderImage(file: card.file)
        // A renderer always draws into a bitmap.
        guard case .bitmap(let full) = image.content else { throw MockupError(.output, file: card.file, message: "the rendering is not a bitmap") }
        do {
            let size = image.size
            let thumbnail = try Bitmap(pixelWidth: max(1, Int((size.width * scale).rounded(.up))),
                                       pixelHeight: max(1, Int((size.height * scale).rounded(.up))), scale: scale, isOpaque: true)
            GraphicsContext(bitmap: thumbnail, appearance: .light).draw(full, in: CGRect(origin: .zero, size: size))
            return .bitmap(thumbnail)
        } catch {
            throw MockupError(.invalidInput, file: card.file, message: "the thumbnail would be too large: \(error.description)")
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
