import Foundation
import Testing
@testable import Canvas

/// Symbols exported from the SF Symbols app, checked against the outlines of
/// a template written by hand (Fixtures/Symbols/tablesnap.test.frame.svg):
/// at 100 pt one template unit is one point, its cap height being SF Pro's.
@Suite struct SymbolTemplateTests {
    static let folder = SymbolFolder(url: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Symbols"))
    static let name = "tablesnap.test.frame"

    private func frame() throws -> Symbol { try #require(Symbol.named(Self.name, preferring: [Self.folder])) }

    private func draw(_ symbol: Symbol, weight: Font.Weight = .regular, scale: Symbol.Scale = .medium,
                      rendering: SymbolRenderingMode = .monochrome) throws -> Ink {
        let size = symbol.size(pointSize: 100, weight: weight, scale: scale)
        return try Ink(width: size.width, height: size.height) { context in
            symbol.draw(in: context, rect: CGRect(origin: .zero, size: size), color: .black, weight: weight, scale: scale, rendering: rendering)
        }
    }

    @Test func sizesRegularMediumByItsMarginsAndCapHeight() throws {
        let symbol = try frame()
        let size = symbol.size(pointSize: 100)
        // Margins 1391…1469; the cap height's middle 1090.77, the outline 1056…1136: 45.23 on the far side.
        #expect(abs(size.width - 78) < 0.01)
        #expect(abs(size.height - 90.46) < 0.02)
        #expect(abs((symbol.template?.baselineOffset(pointSize: 100, weight: .regular, scale: .medium) ?? 0) - 10) < 0.01)
        // At 17 pt everything is 17 % of that.
        #expect(abs(symbol.size(pointSize: 17).width - 78 * 0.17) < 0.01)
    }

    @Test func drawsTheRegularMediumOutlinesWhereTheFileHasThem() throws {
        let ink = try draw(try frame())
        // The square 1400…1460 × 1056…1126 and the bar down to 1136, less the box's origin (1391, 1045.54).
        let box = try #require(ink.box)
        #expect(abs(box.minX - 9) <= 1 && abs(box.maxX - 69) <= 1, "\(box)")
        #expect(abs(box.minY - 10.46) <= 1 && abs(box.maxY - 90.46) <= 1, "\(box)")
        #expect(ink.bitmap.pixel(x: 39, y: 40).alpha == 0, "the dot (1425…1435 × 1081…1091) is knocked out in monochrome")
        #expect(ink.bitmap.pixel(x: 20, y: 30).alpha == 255)
    }

    @Test func drawsTheNearestWeightAndScale() throws {
        let symbol = try frame()
        // Bold-M's square is 66 wide; semibold is nearer bold than regular.
        #expect(abs((try draw(symbol, weight: .semibold).box?.width ?? 0) - 66) <= 1)
        // Regular-S is its own drawing: 47 wide.
        #expect(abs((try draw(symbol, scale: .small).box?.width ?? 0) - 47) <= 1)
        // No large variant: medium resized by 1.29 / 1.
        #expect(abs((try draw(symbol, scale: .large).box?.width ?? 0) - 60 * 1.29) <= 1)
    }

    @Test func coloursItsLayersByRenderingMode() throws {
        let symbol = try frame()
        let (dot, square, bar) = ((x: 39, y: 40), (x: 20, y: 30), (x: 30, y: 87))
        let hierarchical = try draw(symbol, rendering: .hierarchical(nil)).bitmap
        #expect(hierarchical.pixel(x: square.x, y: square.y).alpha == 255)
        #expect(abs(Int(hierarchical.pixel(x: dot.x, y: dot.y).alpha) - 128) <= 2, "secondary: cleared behind, then 50 %")
        #expect(abs(Int(hierarchical.pixel(x: bar.x, y: bar.y).alpha) - 64) <= 2, "tertiary: 25 %")

        let palette = try draw(symbol, rendering: .palette([.systemBlue, .systemGreen, .systemOrange])).bitmap
        #expect(palette.pixel(x: square.x, y: square.y) == (0, 122, 255, 255))
        #expect(palette.pixel(x: dot.x, y: dot.y) == (52, 199, 89, 255))
        #expect(palette.pixel(x: bar.x, y: bar.y) == (255, 149, 0, 255))

        let multicolor = try draw(symbol, rendering: .multicolor).bitmap
        #expect(multicolor.pixel(x: square.x, y: square.y) == (255, 59, 48, 255), "systemRedColor")
        #expect(multicolor.pixel(x: dot.x, y: dot.y) == (255, 255, 255, 255), "white")
        #expect(multicolor.pixel(x: bar.x, y: bar.y) == (0, 0, 0, 255), "tintColor: the symbol's colour")
    }

    @Test func userSymbolsComeBeforeTableSnaps() throws {
        let folder = try Self.folderWithGear()
        let gear = try #require(Symbol.named("gear", preferring: [folder]))
        #expect(gear.template != nil)
        #expect(Symbol.named("gear")?.template == nil)
    }

    @Test func aFileThatIsNotATemplateIsPassedOver() throws {
        let folder = try Self.folderWithGear(contents: "<svg><path d='M0 0h10v10z'/></svg>")
        guard case .unreadable = folder.lookUp("gear") else {
            Issue.record("a plain SVG is not a template")
            return
        }
        #expect(Symbol.named("gear", preferring: [folder])?.template == nil)
        guard case .missing = folder.lookUp("../etc/passwd") else {
            Issue.record("a name cannot lead out of the folder")
            return
        }
    }

    /// A folder holding the fixture as `gear.svg` (or `contents`).
    private static func folderWithGear(contents: String? = nil) throws -> SymbolFolder {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tablesnap-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let fixture = folder.url.appendingPathComponent("\(name).svg")
        let data = try contents.map { Data($0.utf8) } ?? Data(contentsOf: fixture)
        try data.write(to: directory.appendingPathComponent("gear.svg"))
        return SymbolFolder(url: directory)
    }
}
