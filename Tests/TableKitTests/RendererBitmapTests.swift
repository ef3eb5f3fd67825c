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

    /// A background spares the pixels of the opaque views over it; a blur
    /// drawn before such a view, reaching into its frame, reads them first,
    /// so that picture is drawn again without sparing. Either way the render
    /// over junk memory equals a drawing that spares nothing.
    @Test(arguments: [false, true])
    func sparedBackgroundsDrawTheSamePicture(blurReachesIn: Bool) throws {
        Bitmap.keepFreedMemoryForReuse()
        let renderer = Renderer(device: .iPhone15, traits: Traits(userInterfaceStyle: .light))
        let size = CGSize(width: 300, height: 200)
        func screen() -> View {
            let view = View(frame: CGRect(origin: .zero, size: size))
            view.backgroundColor = .systemGroupedBackground
            let stripe = View(frame: CGRect(x: 0, y: 40, width: 300, height: 20))
            stripe.backgroundColor = .systemRed
            let blur = VisualEffectView(effect: BlurEffect(style: .systemChromeMaterial))
            blur.frame = CGRect(x: 0, y: 0, width: 300, height: blurReachesIn ? 96 : 50)
            let cover = View(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
            cover.backgroundColor = .secondarySystemGroupedBackground
            [stripe, blur, cover].forEach(view.addSubview)
            view.overrideTraits = renderer.traits
            view.layoutIfNeeded()
            return view
        }
        let plain = try Bitmap(pixelWidth: 900, pixelHeight: 600, scale: 3, isOpaque: true)
        // Outside drawSparingCoveredPixels, nothing is spared.
        screen().render(in: GraphicsContext(bitmap: plain, appearance: .light))
        for _ in 0..<3 {
            let junk = try Bitmap(pixelWidth: 900, pixelHeight: 600, scale: 3, isOpaque: false)
            junk.withPixels { bytes, stride in memset(bytes, 0x5A, stride * 600) }
        }
        let rendered = try bitmap(renderer.image(of: screen(), size: size))
        let comparison = try ImageComparison(actual: rendered, reference: plain, tolerance: .precision(1, perceptualPrecision: 1))
        #expect(comparison.sizesMatch && comparison.differingPixelCount == 0, "\(comparison.summary)")
    }

    private func bitmap(_ image: Image) throws -> Bitmap {
        guard case .bitmap(let bitmap) = image.content else { throw BitmapError.empty(width: 0, height: 0) }
        return bitmap
    }
}
