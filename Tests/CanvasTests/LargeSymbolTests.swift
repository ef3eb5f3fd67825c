import Foundation
import Testing
@testable import Canvas

/// A symbol whose drawing has ``SymbolRecordings/minimumElements`` path
/// elements or more is recorded once per way it is drawn and rasterised once
/// per placement, with the pixels its paths give drawn in place; every
/// shipped symbol stays under that and is drawn as paths.
@Suite struct LargeSymbolTests {
    /// A disc outlined by `segments` straight segments, 100 units across.
    private static func disc(segments: Int) -> Path {
        Path { path in
            for step in 0..<segments {
                let angle = 2 * Double.pi * Double(step) / Double(segments)
                let point = CGPoint(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle))
                if step == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
        }
    }

    /// The same disc as a one-variant SF Symbols template, its Regular-M outline at (1400, 1126).
    private static func template(segments: Int) throws -> SymbolTemplate {
        let points = (0..<segments).map { step in
            let angle = 2 * Double.pi * Double(step) / Double(segments)
            return String(format: "%.3f %.3f", 40 + 40 * cos(angle), -40 + 40 * sin(angle))
        }
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
             <g id="Guides">
              <line id="Baseline-M" x1="263" x2="3036" y1="1126" y2="1126"/>
              <line id="Capline-M" x1="263" x2="3036" y1="1055.54" y2="1055.54"/>
             </g>
             <g id="Symbols"><g id="Regular-M" transform="matrix(1 0 0 1 1400 1126)">
              <path class="monochrome-0" d="M\(points.joined(separator: "L"))Z"/>
             </g></g>
            </svg>
            """
        return try SymbolTemplate(try SVGDocument.read(Array(svg.utf8)))
    }

    private static let key = SymbolRecordings.Key(weight: .regular, scale: .medium, rendering: .monochrome, color: .systemBlue, accentColor: nil, appearance: .light)

    /// Rows 15 pt apart, each showing a 17-pt symbol 4.6 pt from the left and 1.3 pt from the top, at 3x.
    private static let rows = (0..<5).map { CGRect(x: 4.6, y: 1.3 + 15 * CGFloat($0), width: 17, height: 17) }

    private func canvas() throws -> (Bitmap, GraphicsContext) {
        let bitmap = try Bitmap(pixelWidth: 90, pixelHeight: 240, scale: 3, isOpaque: true)
        let context = GraphicsContext(bitmap: bitmap, appearance: .light)
        context.paint(.white)
        return (bitmap, context)
    }

    private func differingBytes(_ a: Bitmap, _ b: Bitmap) -> Int {
        a.withPixels { first, stride in
            b.withPixels { second, _ in (0..<stride * a.pixelHeight).reduce(0) { $0 + (first[$1] == second[$1] ? 0 : 1) } }
        }
    }

    /// The picture `symbol` recorded for ``key``; an issue if it had not recorded one.
    private func recorded(_ symbol: Symbol) throws -> Picture {
        let recordings = try #require(symbol.recordings)
        return recordings.picture(for: Self.key) {
            Issue.record("the symbol was not recorded when drawn")
            return Picture(size: .zero, appearance: .light, scale: 1) { _ in }
        }
    }

    @Test func noShippedSymbolIsLargeEnoughToBeRecorded() throws {
        // The bootstrap-icons drawings are checked where the set is installed (Scripts/setup installs it).
        let shipped = Symbol.knownNames.compactMap { Symbol.named($0) }
        #expect(shipped.count >= Symbol.names.count)
        for symbol in shipped { #expect(symbol.recordings == nil, "\(symbol.name)") }
        #expect(try #require(Symbol.named("tablesnap.test.frame", preferring: [SymbolTemplateTests.folder])).recordings == nil)
        #expect(Symbol(name: "disc", designSize: CGSize(width: 100, height: 100), shapes: [.fill(Self.disc(segments: 2_000))]).recordings == nil)
    }

    @Test func aLargeDrawnSymbolIsRasterisedOnceWithThePixelsOfItsPaths() throws {
        let disc = Self.disc(segments: 3_000)
        let symbol = Symbol(name: "disc", designSize: CGSize(width: 100, height: 100), shapes: [.fill(disc)])
        let (paths, direct) = try canvas()
        for row in Self.rows {
            ShapePainter(context: direct, scale: 0.17, origin: row.origin, weight: .regular).paint(.fill(disc, evenOdd: false), color: .systemBlue)
        }
        let (raster, drawn) = try canvas()
        for row in Self.rows { symbol.draw(in: drawn, rect: row, color: .systemBlue) }
        let picture = try recorded(symbol)
        #expect(picture.rasters.madeCount == 1)
        // 3,000 lines and a close, a fill; a circle of radius 40 travels 160 units down and 160 across.
        #expect(picture.drawingSize.elements == 3_002)
        #expect(abs(picture.drawingSize.edgeHeight - 160) < 0.1 && abs(picture.drawingSize.edgeWidth - 160) < 0.1)
        #expect(differingBytes(raster, paths) == 0)
    }

    @Test func aLargeTemplateSymbolIsRasterisedOnceWithThePixelsOfItsPaths() throws {
        let template = try Self.template(segments: 2_500)
        let symbol = Symbol(name: "disc", template: template)
        let (paths, direct) = try canvas()
        for row in Self.rows { template.draw(in: direct, rect: row, color: .systemBlue, weight: .regular, scale: .medium, rendering: .monochrome) }
        let (raster, drawn) = try canvas()
        for row in Self.rows { symbol.draw(in: drawn, rect: row, color: .systemBlue) }
        #expect(try recorded(symbol).rasters.madeCount == 1)
        #expect(differingBytes(raster, paths) == 0)
        symbol.draw(in: drawn, rect: CGRect(x: 4.6, y: 1.3, width: 30, height: 30), color: .systemBlue)
        #expect(try recorded(symbol).rasters.madeCount == 2, "another size is another raster of the same recording")
    }

    @Test func aLargeSymbolOnAVectorPageIsReplayedAsVectors() throws {
        let symbol = Symbol(name: "disc", designSize: CGSize(width: 100, height: 100), shapes: [.fill(Self.disc(segments: 3_000))])
        let document = VectorDocument(format: .svg)
        document.addPage(size: CGSize(width: 30, height: 80), appearance: .light, scale: 3) { context in
            for row in Self.rows { symbol.draw(in: context, rect: row, color: .systemBlue) }
        }
        let svg = String(decoding: try document.data(), as: UTF8.self)
        #expect(try recorded(symbol).rasters.madeCount == 0)
        #expect(!svg.contains("<image"), "no raster is embedded")
    }
}
