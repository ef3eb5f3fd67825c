import Foundation
import Synchronization

/// A large symbol's drawings recorded as ``Picture``s, one per way it is
/// drawn (weight, scale, rendering mode, colours, appearance): PDF and SVG
/// pages replay the picture as vectors, and a bitmap gets one raster of it
/// per size and pixel position (``PictureRasters``), its paths drawn into
/// it where they would fall in place, each raster paid for from the
/// render's ``RasterBudget``; however many rows show the symbol, the rest
/// composite that raster. A symbol under ``minimumElements`` is drawn as
/// paths where it shows: a raster composited over a row rounds some edge
/// pixels one level apart from paths filled onto it, and ordinary symbols
/// keep the pixels they have.
final class SymbolRecordings: Sendable {
    /// The fewest path elements (and layers) a drawn variant has for it to be
    /// recorded: six times the bootstrap icons' most detailed (`border`,
    /// about 330) and beyond TableSnap's own drawings, so that no shipped
    /// symbol reaches it, while one under it costs little in every row.
    static let minimumElements = 2_048
    /// The most ways of drawing one symbol kept; past them, its pictures are let go.
    static let capacity = 32

    /// One way of drawing a symbol: what its recorded picture depends on.
    struct Key: Hashable {
        let weight: Font.Weight
        let scale: Symbol.Scale
        let rendering: SymbolRenderingMode
        let color: Color
        let accentColor: Color?
        let appearance: Appearance
    }

    private let pictures = Mutex<[Key: Picture]>([:])

    /// The picture drawn for `key`, recorded by `record` the first time.
    func picture(for key: Key, record: () -> Picture) -> Picture {
        pictures.withLock { pictures in
            if let picture = pictures[key] { return picture }
            let picture = record()
            if pictures.count >= Self.capacity { pictures.removeAll() }
            pictures[key] = picture
            return picture
        }
    }

    /// The recordings for a symbol one of whose drawings has `largestDrawing` elements; nil for one drawn as paths.
    static func forSymbol(largestDrawing: Int) -> SymbolRecordings? {
        largestDrawing >= minimumElements ? SymbolRecordings() : nil
    }

    /// The path elements drawing `paths` walks, and a fill or stroke each.
    static func elements(of paths: [Path]) -> Int {
        paths.reduce(0) { $0 + $1.elements.count + 1 }
    }
}

extension Symbol {
    /// A drawing of the symbol: the design box it is fitted by, and its path elements.
    struct Drawing {
        let box: CGSize
        let elements: Int
    }

    /// The drawing for `weight` and `scale` when it is large enough to be recorded; nil otherwise.
    func largeDrawing(weight: Font.Weight, scale: Scale) -> Drawing? {
        let drawing = if let template {
            template.variant(weight: weight, scale: scale).map { Drawing(box: $0.0.box.size, elements: SymbolRecordings.elements(of: $0.0.shapes.map(\.path))) }
        } else {
            Drawing(box: designSize, elements: SymbolRecordings.elements(of: shapes.map(\.kind.path)))
        }
        guard let drawing, drawing.elements >= SymbolRecordings.minimumElements, drawing.box.width > 0, drawing.box.height > 0 else { return nil }
        return drawing
    }

    /// What drawing the paths for `weight` and `scale` asks of a raster: a
    /// stroke's outline has edges on both sides of its path, and a thickened
    /// outline is filled and stroked.
    func drawingSize(weight: Font.Weight, scale: Scale) -> DrawingSize {
        guard let template else {
            return DrawingSize(paths: shapes.map { shape in
                switch shape.kind {
                case .fill(let path, _): (path, 1)
                case .stroke(let path, _): (path, 2)
                case .outline(let path, _, _): (path, 3)
                }
            })
        }
        return DrawingSize(paths: template.variant(weight: weight, scale: scale)?.0.shapes.map { ($0.path, 1) } ?? [])
    }

    /// Draws `drawing` fitted and centred in `rect` through its picture in
    /// `recordings`, recorded now if this is the first time it is drawn so.
    func drawRecorded(_ drawing: Drawing, from recordings: SymbolRecordings, in context: GraphicsContext, rect: CGRect, color: Color, accentColor: Color?,
                      weight: Font.Weight, scale: Scale, rendering: SymbolRenderingMode) {
        let box = drawing.box
        // The picture holds the design box and a quarter of its side around it, where heavier lines reach, as a symbol's layers do.
        let margin = max(box.width, box.height) / 4
        let area = CGSize(width: box.width + 2 * margin, height: box.height + 2 * margin)
        let key = SymbolRecordings.Key(weight: weight, scale: scale, rendering: rendering, color: color, accentColor: accentColor, appearance: context.appearance)
        let picture = recordings.picture(for: key) {
            Picture(size: area, appearance: context.appearance, scale: context.scale, name: "symbol \"\(name)\"",
                    drawingSize: drawingSize(weight: weight, scale: scale), redrawing: { drawn in
                drawPaths(in: drawn, rect: CGRect(x: margin, y: margin, width: box.width, height: box.height), color: color, accentColor: accentColor,
                          weight: weight, scale: scale, rendering: rendering)
            })
        }
        let fit = min(rect.width / box.width, rect.height / box.height)
        let shown = CGSize(width: area.width * fit, height: area.height * fit)
        context.draw(picture, in: CGRect(x: rect.midX - shown.width / 2, y: rect.midY - shown.height / 2, width: shown.width, height: shown.height))
    }
}
