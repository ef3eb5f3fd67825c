import Foundation
import Testing
import TableSnapUIKit
import TableSnapTesting

/// An app's asset catalogue, copied into this target's bundle as an app's
/// test target copies it (`resources: [.copy("Fixtures/Assets.xcassets")]`),
/// read through `UIImage(named:in:compatibleWith:)` and
/// `UIColor(named:in:compatibleWith:)`. The catalogue was made for these
/// tests: Avatar (PNG 2x and 3x, light and dark), Photo (a JPEG at 2x),
/// Logo (a single-scale PDF), Badge (an SVG template), Icons/Star (an SVG
/// in a namespace) and three colour sets, one per component notation.
@MainActor struct AssetCatalogTests {
    private func pixels(_ image: UIImage) throws -> Bitmap {
        guard case .bitmap(let bitmap) = image.content else { throw ImageError.unknownFormat }
        return bitmap
    }

    /// The image drawn into a 3x bitmap of its size in `appearance`.
    private func drawn(_ image: UIImage, appearance: Appearance) throws -> Bitmap {
        let bitmap = try Bitmap(pixelWidth: Int(image.size.width * 3), pixelHeight: Int(image.size.height * 3), scale: 3, isOpaque: false)
        image.draw(in: GraphicsContext(bitmap: bitmap, appearance: appearance), rect: CGRect(origin: .zero, size: image.size), tintColor: .systemRed)
        return bitmap
    }

    @Test func theDisplayScaleChoosesTheFile() throws {
        let at3 = try #require(UIImage(named: "Avatar", in: .module, compatibleWith: UITraitCollection(displayScale: 3)))
        let at2 = try #require(UIImage(named: "Avatar", in: .module, compatibleWith: UITraitCollection(displayScale: 2)))
        // No 1x file: the nearest higher scale serves a 1x display.
        let at1 = try #require(UIImage(named: "Avatar", in: .module, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(try pixels(at3).pixelWidth == 96)
        #expect(try pixels(at2).pixelWidth == 64)
        #expect(try pixels(at1).pixelWidth == 64)
        #expect([at3, at2, at1].allSatisfy { $0.size == CGSize(width: 32, height: 32) })
    }

    @Test func theDarkVariantIsChosenWhenDrawn() throws {
        let avatar = try #require(UIImage(named: "Avatar", in: .module, compatibleWith: nil))
        let light = try drawn(avatar, appearance: .light).pixel(x: 6, y: 48)
        let dark = try drawn(avatar, appearance: .dark).pixel(x: 6, y: 48)
        #expect((light.red, light.green, light.blue) == (255, 149, 0))
        #expect((dark.red, dark.green, dark.blue) == (94, 92, 230))
    }

    @Test func jpegPDFAndSVGAssetsLoad() throws {
        let photo = try #require(UIImage(named: "Photo", in: .module, compatibleWith: nil))
        #expect(photo.size == CGSize(width: 120, height: 80))
        let logo = try #require(UIImage(named: "Logo", in: .module, compatibleWith: nil))
        #expect(logo.size == CGSize(width: 60, height: 40))
        guard case .vector = logo.content else { Issue.record("the PDF is not drawn as a vector"); return }
        #expect(UIImage(named: "Icons/Star", in: .module, compatibleWith: nil)?.size == CGSize(width: 20, height: 20))
        // The namespace is part of the name.
        #expect(UIImage(named: "Star", in: .module, compatibleWith: nil) == nil)
    }

    @Test func aTemplateImageDrawsInTheTint() throws {
        let badge = try #require(UIImage(named: "Badge", in: .module, compatibleWith: nil))
        #expect(badge.renderingMode == .alwaysTemplate)
        // The badge's black hexagon and its white dot both fill with the tint (systemRed, #FF3B30).
        let bitmap = try drawn(badge, appearance: .light)
        for (x, y) in [(36, 18), (36, 36)] {
            let pixel = bitmap.pixel(x: x, y: y)
            #expect((pixel.red, pixel.green, pixel.blue, pixel.alpha) == (255, 59, 48, 255))
        }
        #expect(bitmap.pixel(x: 1, y: 1).alpha == 0)
        #expect(badge.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
    }

    @Test func aBitmapWithATintColorDrawsThatColourWhereItHasInk() throws {
        let avatar = try #require(UIImage(named: "Avatar", in: .module, compatibleWith: nil))
        let tinted = avatar.withTintColor(.systemGreen)
        #expect(tinted.renderingMode == avatar.renderingMode)
        let bitmap = try drawn(tinted, appearance: .light)
        let inside = bitmap.pixel(x: 6, y: 48)
        #expect((inside.red, inside.green, inside.blue, inside.alpha) == (52, 199, 89, 255), "systemGreen over the orange")
        #expect(try drawn(avatar, appearance: .light).pixel(x: 0, y: 0).alpha == bitmap.pixel(x: 0, y: 0).alpha, "transparent stays transparent")
        // As a template, the view's tint (systemRed here) wins, as in UIKit.
        let template = avatar.withTintColor(.systemGreen, renderingMode: .alwaysTemplate)
        let red = try drawn(template, appearance: .light).pixel(x: 6, y: 48)
        #expect((red.red, red.green, red.blue) == (255, 59, 48))
        #expect(template.withRenderingMode(.alwaysOriginal).contentTintColor == .systemGreen)
    }

    @Test func colourSetsReadEveryNotationAndBothAppearances() throws {
        let brand = try #require(UIColor(named: "Brand", in: .module, compatibleWith: nil))
        #expect(brand.light == .init(red: 0.8, green: 0.2, blue: 0.4))
        #expect(brand.dark == .init(red: 1, green: 128.0 / 255, blue: 0))
        let ink = try #require(UIColor(named: "Ink", in: .module, compatibleWith: nil))
        let byte: (Double) -> Double = { $0 / 255 }
        let inkLight = Color.RGBA(red: byte(0x33), green: byte(0x66), blue: byte(0x99))
        let inkDark = Color.RGBA(red: byte(0xCC), green: byte(0xDD), blue: byte(0xEE), alpha: 0.5)
        #expect(ink.light == inkLight)
        #expect(ink.dark == inkDark)
        // Display P3's pure red lies outside sRGB: it clamps to sRGB's red.
        let vivid = try #require(UIColor(named: "Vivid", in: .module, compatibleWith: nil))
        #expect(vivid.light.red == 1 && vivid.light.green == 0 && vivid.light.blue < 0.01)
        let resolved = try #require(UIColor(named: "Brand", in: .module, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(resolved.light == brand.dark && resolved.dark == brand.dark)
        #expect(UIColor(named: "Avatar", in: .module, compatibleWith: nil) == nil)
    }

    @Test func registeredCatalogsServeNamedLookups() throws {
        let catalog = try #require(Bundle.module.resourceURL).appendingPathComponent("Assets.xcassets")
        UIImage.register(catalog: catalog)
        #expect(UIImage(named: "Logo")?.size == CGSize(width: 60, height: 40))
        #expect(UIColor(named: "Brand")?.light == .init(red: 0.8, green: 0.2, blue: 0.4))
    }

    @Test func aSymbolSetIsItsSVGDrawnAsATemplate() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        let set = root.appendingPathComponent("Assets.xcassets/custom.gear.symbolset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect width="30" height="20"/></svg>"#.utf8)
            .write(to: set.appendingPathComponent("gear.svg"))
        try Data(#"{"symbols": [{"idiom": "universal", "filename": "gear.svg"}]}"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let bundle = try #require(Bundle(path: root.path))
        let gear = try #require(UIImage(named: "custom.gear", in: bundle, compatibleWith: nil))
        #expect(gear.size == CGSize(width: 30, height: 20) && gear.renderingMode == .alwaysTemplate)
    }

    @Test func aSymbolSetExportedFromSFSymbolsIsASymbolTakingConfigurations() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        let set = root.appendingPathComponent("Assets.xcassets/custom.frame.symbolset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: SymbolImageIdiomsTests.fixtures.appendingPathComponent("tablesnap.test.frame.svg"),
                                         to: set.appendingPathComponent("frame.svg"))
        try Data(#"{"symbols": [{"idiom": "universal", "filename": "frame.svg"}]}"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let bundle = try #require(Bundle(path: root.path))
        let frame = try #require(UIImage(named: "custom.frame", in: bundle, compatibleWith: nil))
        guard case .symbol(let symbol) = frame.content else {
            Issue.record("a template is a symbol image")
            return
        }
        // The template's regular-medium box (78 × 90.46 units at 100 pt) at the body size, as UIKit sizes a custom symbol.
        #expect(symbol.symbol.name == "custom.frame" && abs(frame.size.width - 78 * 0.17) < 0.01)
        let large = frame.withConfiguration(UIImage.SymbolConfiguration(pointSize: 34, weight: .bold))
        #expect(abs(large.size.width - 2 * frame.size.width) > 1, "the bold variant at 34 pt, not the regular one scaled")
    }

    @Test func aBrokenSetIsNilWithOneWarning() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString)")
        let set = root.appendingPathComponent("Assets.xcassets/Broken.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"images": [{"filename": 7}]}"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let bundle = try #require(Bundle(path: root.path))
        let log = Messages()
        ConsoleLog.$sink.withValue({ log.append($0) }) {
            #expect(UIImage(named: "Broken", in: bundle, compatibleWith: nil) == nil)
            #expect(UIImage(named: "Broken", in: bundle, compatibleWith: nil) == nil)
        }
        #expect(log.all.count == 1, "\(log.all)")
        #expect(log.all.first?.hasPrefix("TableSnap: warning: \(set.path)/Contents.json: not an asset catalogue's Contents.json (images[0].filename:") == true)
    }

    /// Swift code chose the catalogue, not what its links reach: a colour
    /// set linked out of it is never read, and says so in the same words
    /// whether or not anything is at the end of the link.
    @Test func aSetLinkedOutOfItsCatalogueIsNilWithOneWarningWhateverItLeadsTo() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("linked-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(#"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1", "green": "0", "blue": "0"}}}]}"#.utf8)
            .write(to: root.appendingPathComponent("secret.json"))
        let warnings = try ["secret.json", "missing.json"].map { target in
            let bundle = root.appendingPathComponent("bundle-\(target)"), set = bundle.appendingPathComponent("Assets.xcassets/Linked.colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: set.appendingPathComponent("Contents.json").path, withDestinationPath: "../../../\(target)")
            let log = Messages()
            ConsoleLog.$sink.withValue({ log.append($0) }) {
                #expect(UIColor(named: "Linked", in: Bundle(path: bundle.path), compatibleWith: nil) == nil)
            }
            return log.all.map { $0.replacingOccurrences(of: bundle.path, with: "BUNDLE") }
        }
        #expect(warnings == Array(repeating: ["TableSnap: warning: BUNDLE/Assets.xcassets/Linked.colorset/Contents.json: leads outside the asset catalogue BUNDLE/Assets.xcassets"], count: 2))
    }
}
