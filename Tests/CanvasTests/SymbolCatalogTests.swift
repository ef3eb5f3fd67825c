import Foundation
import Testing
@testable import Canvas

@Suite struct SymbolCatalogTests {
    static let required = [
        "chevron.forward", "chevron.backward", "checkmark", "info.circle", "minus.circle.fill", "plus.circle.fill",
        "line.horizontal.3", "circle", "checkmark.circle.fill", "magnifyingglass", "gear", "airplane", "wifi", "bell",
        "person.crop.circle", "person.fill", "lock", "globe", "star", "star.fill", "heart", "heart.fill", "trash", "folder",
        "envelope", "phone", "moon", "clock", "photo", "music.note", "location", "calendar", "bluetooth",
        "antenna.radiowaves.left.and.right", "battery.100", "hand.raised", "bell.badge", "square.and.arrow.up", "paintbrush",
        "textformat.size", "sun.max", "speaker.wave.2", "key", "creditcard", "house", "cloud", "doc", "camera", "link", "flag",
        "bookmark", "ellipsis.circle", "exclamationmark.triangle", "xmark.circle.fill", "minus", "plus",
    ]

    @Test func everyRequiredSymbolExists() {
        for name in Self.required {
            #expect(Symbol.named(name)?.name == name, "missing \(name)")
        }
        #expect(Symbol.names == Symbol.catalog.keys.sorted())
    }

    /// Each symbol at 100 units = 40 pt, in a bitmap of its design box plus a 2-pt margin: it draws ink,
    /// and nothing more than 1 px outside its box.
    @Test(arguments: Symbol.names) func drawsInsideItsBox(name: String) throws {
        let symbol = try #require(Symbol.named(name))
        let margin: CGFloat = 2, scale: CGFloat = 2
        let box = CGRect(origin: CGPoint(x: margin, y: margin), size: symbol.size(pointSize: 40))
        let bitmap = try Bitmap(
            pixelWidth: Int(((box.width + 2 * margin) * scale).rounded(.up)),
            pixelHeight: Int(((box.height + 2 * margin) * scale).rounded(.up)),
            scale: scale, isOpaque: false)
        symbol.draw(in: GraphicsContext(bitmap: bitmap, appearance: .light), rect: box, color: .black)

        let pixelBox = CGRect(x: box.minX * scale, y: box.minY * scale, width: box.width * scale, height: box.height * scale)
        let allowed = pixelBox.insetBy(dx: -1, dy: -1)
        var ink = 0, outside: [(Int, Int)] = []
        for y in 0..<bitmap.pixelHeight {
            for x in 0..<bitmap.pixelWidth where bitmap.pixel(x: x, y: y).alpha > 0 {
                ink += 1
                if !allowed.intersects(CGRect(x: x, y: y, width: 1, height: 1)) { outside.append((x, y)) }
            }
        }
        #expect(ink > 0, "\(name) draws nothing")
        #expect(outside.isEmpty, "\(name) draws \(outside.count) px outside its box, e.g. at \(outside.prefix(3))")
    }

    @Test func filledSymbolsCutTheirAccentOutInMonochrome() throws {
        let symbol = try #require(Symbol.named("minus.circle.fill"))
        let bitmap = try Bitmap(pixelWidth: 60, pixelHeight: 60, scale: 1, isOpaque: false)
        let context = GraphicsContext(bitmap: bitmap, appearance: .light)
        symbol.draw(in: context, rect: CGRect(x: 0, y: 0, width: 60, height: 60), color: .black)
        #expect(bitmap.pixel(x: 30, y: 30).alpha == 0, "the minus bar is a hole")
        #expect(bitmap.pixel(x: 30, y: 12).alpha == 255, "the disc is solid")
        symbol.draw(in: context, rect: CGRect(x: 0, y: 0, width: 60, height: 60), color: .systemRed, accentColor: .white)
        let centre = bitmap.pixel(x: 30, y: 30)
        #expect(centre.alpha == 255 && centre.red == 255 && centre.green == 255 && centre.blue == 255, "the bar is white")
    }

    @Test func chevronIsTallerThanWide() throws {
        let size = try #require(Symbol.named("chevron.forward")).size(pointSize: 17)
        #expect(size.height > size.width)
        #expect(abs(size.width - 7) < 1 && abs(size.height - 12) < 1, "about 7×12 pt at 17 pt")
    }
}
