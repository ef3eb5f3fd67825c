import Canvas
import Foundation
import Mockup
import TableKit

/// Draws a review sheet's laid-out pages as a PNG (the first page, at the
/// thumbnails' scale), a PDF (every page) or an SVG (the one page).
struct SheetOutput {
    /// Names the sheet in errors.
    let name: String
    /// The PDF's title.
    let title: String
    let format: Renderer.OutputFormat
    /// Pixels per point of a PNG.
    let scale: CGFloat

    /// The pixel scale of what a vector sheet draws as pixels: its cards' shadows.
    static let vectorShadowScale: CGFloat = 2

    /// The sheet's bytes, each card's variant drawn by `cards` as the page reaches it.
    func data(pages: [SheetPage], cards: SheetCardRenderer) throws(MockupError) -> [UInt8] {
        guard format == .png else { return try vectorData(pages: pages, cards: cards) }
        guard let page = pages.first else { return [] }
        let bitmap: Bitmap
        do {
            bitmap = try Bitmap(pixelWidth: Int((page.size.width * scale).rounded(.up)), pixelHeight: Int((page.size.height * scale).rounded(.up)),
                                scale: scale, isOpaque: true)
        } catch {
            throw Self.tooLarge(error, sheet: name)
        }
        try draw(page, cards: cards, in: GraphicsContext(bitmap: bitmap, appearance: .light))
        do {
            return try Image(bitmap: bitmap).pngData() ?? []
        } catch {
            throw MockupError(.output, file: name, message: "\(error)")
        }
    }

    /// The error of a PNG sheet too large for a bitmap, naming `sheet`.
    static func tooLarge(_ error: BitmapError, sheet: String) -> MockupError {
        MockupError(.invalidInput, file: sheet, message: "the sheet would be too large: \(error.description); "
                    + "use a smaller --thumbnail-scale, or fewer variants")
    }

    private func vectorData(pages: [SheetPage], cards: SheetCardRenderer) throws(MockupError) -> [UInt8] {
        let document = VectorDocument(format: format == .svg ? .svg : .pdf, title: title)
        var failure: MockupError?
        // An SVG holds one page; the layout makes several for PDFs only.
        for page in format == .svg ? Array(pages.prefix(1)) : pages where failure == nil {
            document.addPage(size: page.size, appearance: .light, scale: Self.vectorShadowScale) { context in
                do throws(MockupError) {
                    try draw(page, cards: cards, in: context)
                } catch {
                    failure = error
                }
            }
        }
        if let failure { throw failure }
        do {
            return try document.data()
        } catch {
            throw MockupError(.output, file: name, message: error.description)
        }
    }

    private func draw(_ page: SheetPage, cards: SheetCardRenderer, in context: GraphicsContext) throws(MockupError) {
        context.paint(SheetStyle.background)
        for item in page.items {
            switch item {
            case .text(let text, let style, let frame, let alignment):
                draw(text, style: style, in: frame, alignment: alignment, context: context)
            case .card(let frame, let thumbnail, let index, let caption):
                drawCard(frame: frame, thumbnail: try cards.thumbnail(index), in: thumbnail, caption: caption, context: context)
            }
        }
    }

    private func draw(_ text: String, style: SheetStyle.Text, in frame: CGRect, alignment: TextAlignment, context: GraphicsContext) {
        let layout = TextLayout(text: text, font: style.font, width: frame.width, numberOfLines: 1, alignment: alignment)
        context.draw(layout, at: frame.origin, color: style.color)
    }

    /// A white card on a soft shadow, the thumbnail in it with rounded corners and a hairline, the caption under it.
    private func drawCard(frame: CGRect, thumbnail: SheetThumbnail, in rect: CGRect, caption: String, context: GraphicsContext) {
        let card = Path { $0.addRoundedRect(frame, cornerRadius: SheetStyle.cardCornerRadius) }
        context.fill(card, with: SheetStyle.card, shadows: [SheetStyle.cardShadow])
        let corners = Path { $0.addRoundedRect(rect, cornerRadius: SheetStyle.thumbnailCornerRadius) }
        context.withSavedState {
            context.clip(to: corners)
            thumbnail.draw(in: context, rect: rect)
        }
        context.stroke(corners, with: SheetStyle.cardBorder, lineWidth: 0.5)
        guard !caption.isEmpty else { return }
        let captionFrame = CGRect(x: rect.minX, y: rect.maxY + SheetStyle.captionGap, width: rect.width, height: SheetStyle.Text.caption.lineHeight)
        draw(caption, style: .caption, in: captionFrame, alignment: .center, context: context)
    }
}
