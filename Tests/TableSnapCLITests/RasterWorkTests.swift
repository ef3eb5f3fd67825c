import Foundation
import Testing

/// A large symbol in a mockup's `symbols:` folder (within every file
/// limit) shown in hundreds of rows or grid items is drawn from one raster
/// per size; a mockup that would make it rasterise past the render's work
/// limit is refused (65) with a message naming it, and nothing is written.
@Suite struct RasterWorkTests {
    /// An SF Symbols template whose Regular-M drawing is a ring of three
    /// outlines, `segments` straight segments in all: a path may hold 20,000 commands.
    private static func largeSymbol(segments: Int) -> String {
        let perPath = segments / 3
        let paths = (0..<3).map { ring in
            let points = (0..<perPath).map { step in
                let angle = 2 * Double.pi * Double(step) / Double(perPath)
                let radius = 20 + 6 * Double(ring) + 1.5 * sin(angle * 97)
                return String(format: "%.2f %.2f", 30 + radius * cos(angle), -35 + radius * sin(angle))
            }
            return "<path class=\"monochrome-0\" d=\"M\(points.joined(separator: "L"))Z\"/>"
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
             <g id="Guides">
              <line id="Baseline-M" x1="263" x2="3036" y1="1126" y2="1126"/>
              <line id="Capline-M" x1="263" x2="3036" y1="1055.54" y2="1055.54"/>
             </g>
             <g id="Symbols"><g id="Regular-M" transform="matrix(1 0 0 1 1400 1126)">
             \(paths.joined(separator: "\n"))
             </g></g>
            </svg>
            """
    }

    /// A sandbox with `mockup` as m.yaml and the large symbol as Symbols/test.large.svg.
    private func sandbox(_ mockup: String) throws -> Sandbox {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(at: sandbox.url("Symbols"), withIntermediateDirectories: true)
        try sandbox.write("Symbols/test.large.svg", Self.largeSymbol(segments: 42_000))
        try sandbox.write("m.yaml", mockup)
        return sandbox
    }

    /// A content render at 1x of `rows` (YAML flow mappings), 24 pt each.
    private static func table(_ rows: [String]) -> String {
        "symbols: Symbols\nrender: content\nscale: 1\ntable:\n  rowHeight: 24\n  sections:\n    - rows:\n"
            + rows.map { "        - \($0)\n" }.joined()
    }

    @Test func aLargeSymbolOnHundredsOfRowsRenders() throws {
        let sandbox = try sandbox(Self.table((0..<450).map { "{text: Row \($0), image: {symbol: test.large}}" }))
        let result = try sandbox.render("m.yaml")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.bytes("m.png").flatMap(pngSize).map { [$0.width, $0.height] } == [393, 450 * 24])
    }

    @Test func aLargeSymbolInHundredsOfGridItemsRenders() throws {
        let grid = """
            symbols: Symbols
            render: content
            scale: 1
            collection:
              layout: compositional
              columns: 6
              sections:
                - items:
                    - {count: 600, image: {symbol: test.large}, text: Item}

            """
        let sandbox = try sandbox(grid)
        let result = try sandbox.render("m.yaml")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.bytes("m.png").flatMap(pngSize)?.width == 393)
    }

    @Test func aRenderRasterisingPastTheWorkLimitIsRefusedAndWritesNothing() throws {
        // 120 sizes, each another raster of the symbol's 42,000 segments: more than the 4,000,000 units a render may spend.
        let sandbox = try sandbox(Self.table((0..<120).map { "{text: Row \($0), image: {symbol: test.large, size: \(17 + Double($0) / 100)}}" }))
        let result = try sandbox.render("m.yaml")
        expectFailure(result, status: 65, file: "m.yaml",
                      contains: ["table: drawing symbol \"test.large\" into pixels takes more work than the limit of 4000000 units", "fewer sizes"],
                      in: sandbox, inputs: ["Symbols/test.large.svg"])
    }
}
