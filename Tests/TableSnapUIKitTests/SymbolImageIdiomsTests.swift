#if canImport(UIKit)
import UIKit
#else
import TableSnapUIKit
#endif
import Foundation
import Testing
import TableSnapTesting

/// SF Symbols as UIKit code asks for them: names beyond TableSnap's own
/// drawings, colour configurations, and the app's own exported symbols.
@Suite(.design(.iOS18)) struct SymbolImageIdiomsTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CanvasTests/Fixtures/Symbols")

    @Test(.enabled(if: Symbol.isIconSetInstalled)) func commonNamesResolve() {
        for name in ["lock.fill", "server.rack", "info.circle.fill", "gearshape.fill", "person.2"] {
            #expect(UIImage(systemName: name) != nil, "\(name)")
        }
        #expect(UIImage(systemName: "no.such.symbol.anywhere") == nil)
    }

    @Test func colourConfigurationsApply() throws {
        let configuration = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
            .applying(UIImage.SymbolConfiguration(paletteColors: [.systemRed, .systemBlue]))
        let image = try #require(UIImage(systemName: "star.fill", withConfiguration: configuration))
        guard case .symbol(let symbol) = image.content else {
            Issue.record("a symbol image")
            return
        }
        #expect(symbol.pointSize == 20 && symbol.weight == .bold && symbol.rendering == .palette([.systemRed, .systemBlue]))
        let multicolor = image.withConfiguration(.preferringMulticolor())
        guard case .symbol(let recoloured) = multicolor.content else { return }
        #expect(recoloured.rendering == .multicolor)
    }

    @Test func registeredExportsAreFound() throws {
        UIImage.registerSymbols(directory: Self.fixtures)
        let image = try #require(UIImage(systemName: "tablesnap.test.frame", withConfiguration: UIImage.SymbolConfiguration(scale: .small)))
        #expect(image.size.width > 0 && image.size.height > 0)
    }
}
