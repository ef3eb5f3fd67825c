import Canvas
import Dispatch
import Foundation
import Mockup
import TableKit

/// What a review sheet will draw and what that will cost, worked out before
/// any variant is drawn: every variant is read, checked and laid out (not
/// drawn) once, for the size of its card, and let go.
///
/// The sheet is then refused if its page is over the bitmap limits, if its
/// variants together would draw more pixels than ``maximumWork``, or if the
/// bitmaps it holds at once would pass ``maximumPixelsHeld``.
struct SheetPlan {
    /// The most pixels all the variants of a sheet may draw together, each
    /// at its own scale before it is shrunk to its card: 200 phone screens at
    /// 3x, a few seconds of drawing on two cores.
    static let maximumWork = 600_000_000
    /// The most pixels of bitmaps a sheet holds at once (400 MB): a PNG
    /// sheet's page, or a vector sheet's card shadows (each blurred in a
    /// bitmap the document keeps until it is written), and for each variant
    /// being drawn its rendering, its mockup's decoded images and the
    /// thumbnails waiting for the page.
    static let maximumPixelsHeld = 100_000_000
    /// The cores a sheet's variants are measured and drawn on.
    static let cores = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 2))

    /// The sheet's format and, for a PNG, its pixels per point.
    let format: Renderer.OutputFormat
    let scale: CGFloat
    /// Each card's size on the sheet in points, in the order of ``SheetVariants/cards``.
    let sizes: [CGSize]
    /// The image files the variants show, their paths resolved (the sheet may not replace one).
    let imageFiles: [String]
    /// The pixels each variant draws, at its own scale.
    private let work: [Int]
    /// The images all the variants show, each counted where it shows.
    private let shownImagePixels: Int
    /// The most pixels a variant holds while it is rendered: its rendering and its mockup's images.
    private let largestRendering: Int
    /// The most pixels of one thumbnail, which may wait for the page with others.
    private let largestThumbnail: Int

    init(_ variants: SheetVariants, format: Renderer.OutputFormat, scale: CGFloat) throws(MockupError) {
        let measures = try Self.measure(variants, format: format, scale: scale)
        self.format = format
        self.scale = scale
        sizes = measures.map(\.thumbnail)
        imageFiles = Array(Set(measures.flatMap(\.imageFiles))).sorted()
        work = measures.map(\.drawn)
        largestRendering = measures.map(\.rendering).max() ?? 0
        shownImagePixels = measures.reduce(0) { $0 + $1.shownImagePixels }
        largestThumbnail = measures.map(\.thumbnailPixels).max() ?? 0
    }

    /// One variant's card size, the pixels it draws, and the pixels it holds.
    private struct Measure {
        let thumbnail: CGSize
        let drawn: Int
        /// The rendering and the images, while it is rendered.
        let rendering: Int
        /// Its thumbnail, until the page takes it.
        let thumbnailPixels: Int
        let imageFiles: [String]
        /// The images its rows show; a vector sheet embeds every variant's.
        let shownImagePixels: Int
    }

    /// Every card measured, the cards split into a run per core; the first error in card order is thrown.
    private static func measure(_ variants: SheetVariants, format: Renderer.OutputFormat, scale: CGFloat) throws(MockupError) -> [Measure] {
        let count = variants.cards.count
        let runs = max(1, min(cores, count))
        let results = LockedResults<[Result<Measure, MockupError>]>(count: runs)
        DispatchQueue.concurrentPerform(iterations: runs) { run in
            let images = MockupImageCache()
            var file = -1
            results.set(run, (count * run / runs..<count * (run + 1) / runs).map { index in
                let card = variants.cards[index]
                if card.fileIndex != file {
                    images.removeAll()
                    file = card.fileIndex
                }
                return Result { () throws(MockupError) in try measure(card, of: variants, images: images, format: format, scale: scale) }
            })
        }
        return try results.all.joined().map { (result) throws(MockupError) in try result.get() }
    }

    private static func measure(
        _ card: SheetVariants.Card, of variants: SheetVariants, images: MockupImageCache, format: Renderer.OutputFormat, scale: CGFloat
    ) throws(MockupError) -> Measure {
        let mockup = SheetCardRenderer.prepared(try variants.mockup(of: card, images: images), format: format, scale: scale)
        let displayScale = mockup.renderer.traits.displayScale
        let (size, shownImagePixels) = try mockup.measured(file: variants.files[card.fileIndex], for: format)
        let thumbnail = format == .png ? SheetCardRenderer.thumbnailSize(of: size, displayScale: displayScale, scale: scale) : size
        let drawn = pixels(size, scale: displayScale)
        return Measure(thumbnail: thumbnail, drawn: drawn, rendering: drawn + images.pixels,
                       thumbnailPixels: format == .png ? pixels(thumbnail, scale: scale) : 0, imageFiles: mockup.imageFiles,
                       shownImagePixels: shownImagePixels)
    }

    /// How many variants may be drawn at once, on as many cores, for a sheet
    /// of `pages`; throws, naming `sheet`, when the sheet is over a limit.
    func lanes(pages: [SheetPage], sheet: String) throws(MockupError) -> Int {
        let total = work.reduce(0) { min($0 + $1, Int.max / 2) }
        guard total <= Self.maximumWork else {
            throw MockupError(.invalidInput, file: sheet, message: "the \(work.count) variants would draw \(megapixels(total)) megapixels in all; "
                              + "the limit is \(megapixels(Self.maximumWork)) (vary fewer keys, or use smaller scales or devices)")
        }
        let embedded = MockupLimits.maximumShownImagePixelsInVectors
        guard format == .png || shownImagePixels <= embedded else {
            throw MockupError(.invalidInput, file: sheet, message: "the variants show images of \(megapixels(shownImagePixels)) megapixels in all, "
                              + "each embedded in the sheet; the limit is \(megapixels(embedded)) for a PDF or SVG sheet (vary fewer keys, or use smaller images)")
        }
        let pagePixels = format == .png ? try Self.pagePixels(pages, scale: scale, sheet: sheet) : Self.shadowPixels(pages)
        // Vector cards share their images with the page they are replayed into, so they are drawn one at a time.
        let cores = format == .png ? Self.cores : 1
        guard let lanes = (1...cores).reversed().first(where: { pagePixels + held(lanes: $0) <= Self.maximumPixelsHeld }) else {
            let page = format == .png ? "the page" : "the cards' shadows"
            throw MockupError(.invalidInput, file: sheet, message: "the sheet would hold \(megapixels(pagePixels + held(lanes: 1))) megapixels of bitmaps at once "
                              + "(\(page), and the largest variant with its thumbnail and images); the limit is \(megapixels(Self.maximumPixelsHeld)) "
                              + "(vary fewer keys, or use smaller scales or devices)")
        }
        return lanes
    }

    /// The pixels the variants hold with `lanes` workers: each rendering one,
    /// the thumbnails finished and waiting for the page (see ``SheetCardRenderer``).
    private func held(lanes: Int) -> Int {
        lanes * largestRendering + lanes * (1 + SheetCardRenderer.lookaheadPerLane) * largestThumbnail
    }

    /// The pixels of the card shadows of a vector sheet's fullest page, each
    /// blurred in a bitmap of its own that the document holds until the page is written.
    private static func shadowPixels(_ pages: [SheetPage]) -> Int {
        let shadow = SheetStyle.cardShadow, scale = SheetOutput.vectorShadowScale
        return pages.map { page in
            page.items.reduce(0) { total, item in
                guard case .card(let frame, _, _, _) = item else { return total }
                let region = shadow.region(casting: frame.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height))
                return total + pixels(region.size, scale: scale)
            }
        }.max() ?? 0
    }

    /// The pixels of a PNG sheet's page (its first), refused over the bitmap limits.
    private static func pagePixels(_ pages: [SheetPage], scale: CGFloat, sheet: String) throws(MockupError) -> Int {
        guard let page = pages.first else { return 0 }
        let width = Int(min(page.size.width * scale, 1e9).rounded(.up)), height = Int(min(page.size.height * scale, 1e9).rounded(.up))
        do {
            try Bitmap.checkSize(width: width, height: height)
        } catch {
            throw SheetOutput.tooLarge(error, sheet: sheet)
        }
        return width * height
    }

    private func megapixels(_ pixels: Int) -> String { String(format: "%.1f", Double(pixels) / 1_000_000) }

    private static func pixels(_ size: CGSize, scale: CGFloat) -> Int {
        Int(min((size.width * scale).rounded(.up), 1e9)) * Int(min((size.height * scale).rounded(.up), 1e9))
    }
}
