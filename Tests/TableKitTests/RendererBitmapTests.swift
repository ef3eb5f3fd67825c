import Foundation
import Testing
@testable import TableKit

/// A renderer paints its bitmap whole with the opaque system background
/// before anything is drawn, unless the table's own background covers every
/// pixel first, so the bitmap is not cleared first: what a freed bitmap left
/// in the memory it reuses must never show.
@Suite struct RendererBitmapTests {
    /// Table backgrounds: none (the renderer's shows), opaque (it covers the
    /// screen, so the renderer paints none), translucent, and opaque with
    /// rounded corners (neither covers it).
    static let backgrounds: [(color: Color?, cornerRadius: CGFloat)] = [
        (.clear, 0), (nil, 0), (.systemGroupedBackground, 0), (Color.systemRed.withAlphaComponent(0.5), 0), (.systemGroupedBackground, 20),
    ]

    @Test(arguments: [Appearance.light, .dark], backgrounds.indices)
    func aRenderOverReusedMemoryEqualsOneOverFreshMemory(style: Appearance, background: Int) throws {
        Bitmap.keepFreedMemoryForReuse()
        let renderer = Renderer(device: .iPhone15, traits: Traits(userInterfaceStyle: style))
        let source = TestDataSource(rowCounts: [3, 2], headers: ["First", "Second"])
        func table() -> TableView {
            let table = makeTable(source, style: .insetGrouped)
            table.backgroundColor = Self.backgrounds[background].color
            table.cornerRadius = Self.backgrounds[background].cornerRadius
            return table
        }
        let fresh = try bitmap(renderer.image(of: table()))
        // Screen-sized blocks of a colour drawn nowhere, freed for the next bitmap to reuse.
        for _ in 0..<3 {
            let junk = try Bitmap(pixelWidth: fresh.pixelWidth, pixelHeight: fresh.pixelHeight, scale: 3, isOpaque: false)
            junk.withPixels { bytes, stride in memset(bytes, 0x5A, stride * fresh.pixelHeight) }
        }
        let reused = try bitmap(renderer.image(of: table()))
        let comparison = try ImageComparison(actual: reused, reference: fresh, tolerance: .precision(1, perceptualPrecision: 1))
        #expect(comparison.sizesMatch && comparison.differingPixelCount == 0, "\(comparison.summary)")
        withExtendedLifetime(source) {}
    }

    @Test func onlyAnOpaqueSquareViewExactlyOnWholePixelsCoversTheCanvas() {
        let size = CGSize(width: 393, height: 852)
        func view(_ configure: (View) -> Void = { _ in }) -> View {
            let view = View(frame: CGRect(origin: .zero, size: size))
            view.backgroundColor = .systemBackground
            configure(view)
            return view
        }
        #expect(view().coversCanvas(of: size, scale: 3))
        #expect(!view().coversCanvas(of: size, scale: 2.88), "a mini's 2.88 px a point puts the edges between pixels")
        #expect(!view { $0.backgroundColor = nil }.coversCanvas(of: size, scale: 3))
        #expect(!view { $0.backgroundColor = Color.systemBackground.withAlphaComponent(0.99) }.coversCanvas(of: size, scale: 3))
        #expect(!view { $0.alpha = 0.5 }.coversCanvas(of: size, scale: 3))
        #expect(!view { $0.isHidden = true }.coversCanvas(of: size, scale: 3))
        #expect(!view { $0.cornerRadius = 8 }.coversCanvas(of: size, scale: 3))
        #expect(!view { $0.frame.origin.y = 1 }.coversCanvas(of: size, scale: 3))
        #expect(!view { $0.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) }.coversCanvas(of: size, scale: 3))
    }

    private func bitmap(_ image: Image) throws -> Bitmap {
        guard case .bitmap(let bitmap) = image.content else { throw BitmapError.empty(width: 0, height: 0) }
        return bitmap
    }
}
