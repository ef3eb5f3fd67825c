import Foundation
import Synchronization
import Testing
@testable import Canvas

/// The bootstrap-icons stand-ins the symbol map gives, and the lookup order.
@Suite(.enabled(if: IconSet.isInstalled, "needs Debian's bootstrap-icons package (Scripts/setup)"))
struct FallbackSymbolTests {
    static let listScreenNames: [String] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/list-screen-symbols.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
    }()

    @Test func resolvesTheIssuesNames() {
        for name in ["lock.fill", "server.rack", "info.circle.fill"] {
            #expect(Symbol.named(name) != nil, "\(name)")
        }
    }

    @Test func handDrawnSymbolsComeFirst() throws {
        let gear = try #require(Symbol.named("gear"))
        #expect(gear.designSize == CGSize(width: 120, height: 120), "the hand-drawn gear, not bootstrap's")
        #expect(SymbolMap.entry("gear")?.icon == "gear")
    }

    @Test func aMadeUpNameIsNilWithOneWarning() {
        let messages = Mutex<[String]>([])
        ConsoleLog.$sink.withValue({ message in messages.withLock { $0.append(message) } }) {
            #expect(Image(systemName: "tablesnap.made.up.name") == nil)
            #expect(Image(systemName: "tablesnap.made.up.name") == nil)
        }
        let said = messages.withLock { $0 }
        #expect(said.count == 1)
        #expect(said.first?.contains("registerSymbols(directory:)") == true)
    }

    /// The acceptance measure of issue 20: at least 95 % of the names list screens use
    /// resolve, draw ink, and are about as large as SF Symbols beside 17-pt body text,
    /// whose longer side measures from about 11 pt (chevron.right) to 24 pt (a wide glyph).
    @Test func listScreenNamesResolveAndDrawAtBodySize() throws {
        let names = Self.listScreenNames
        #expect(names.count == 215)
        var good: [String] = [], bad: [String] = []
        for name in names {
            guard let symbol = Symbol.named(name) else {
                bad.append("\(name): nil")
                continue
            }
            let size = symbol.size(pointSize: 17)
            let ink = try Ink(width: size.width, height: size.height, scale: 3) { context in
                symbol.draw(in: context, rect: CGRect(origin: .zero, size: size), color: .black)
            }
            let side = max(size.width, size.height)
            if ink.count > 0, (10...26).contains(side) { good.append(name) } else { bad.append("\(name): \(size), \(ink.count) px") }
        }
        let share = Double(good.count) / Double(names.count)
        #expect(share >= 0.95, "\(good.count) of \(names.count); failing: \(bad)")
    }

    @Test func compositionsEncloseAndCutTheirGlyph() throws {
        let disc = try #require(Symbol.named("trash.circle.fill"))
        let size = disc.size(pointSize: 40)
        let ink = try Ink(width: size.width, height: size.height) { context in
            disc.draw(in: context, rect: CGRect(origin: .zero, size: size), color: .black)
        }
        #expect(abs(size.width - 50) < 0.5 && abs(size.height - 50) < 0.5, "the 16-unit disc at 1.25 × 40 pt")
        #expect(ink.bitmap.pixel(x: 25, y: 4).alpha == 255, "the disc is solid")
        let centre = (20..<30).flatMap { y in (20..<30).map { x in ink.bitmap.pixel(x: x, y: y).alpha } }
        #expect(centre.contains(0), "the glyph is cut out of it")
    }

    @Test func heavierWeightsDrawMoreInk() throws {
        let symbol = try #require(Symbol.named("lock.open"))
        let size = symbol.size(pointSize: 40)
        func ink(_ weight: Font.Weight) throws -> Int {
            try Ink(width: size.width + 4, height: size.height + 4) { context in
                symbol.draw(in: context, rect: CGRect(x: 2, y: 2, width: size.width, height: size.height), color: .black, weight: weight)
            }.count
        }
        let (light, regular, bold) = (try ink(.ultraLight), try ink(.regular), try ink(.bold))
        #expect(light < regular && regular < bold, "\(light) < \(regular) < \(bold)")
    }

    @Test func everyMappedNameDrawsInsideItsBox() throws {
        // The map's names, each through its file and transform: none may fail to read or draw.
        var failing: [String] = []
        for name in SymbolMap.names where Symbol.catalog[name] == nil {
            guard let symbol = IconSet.symbol(named: name) else {
                failing.append(name)
                continue
            }
            let size = symbol.size(pointSize: 17)
            if !(size.width > 1 && size.height > 0.5 && size.width < 30 && size.height < 30) { failing.append("\(name) \(size)") }
        }
        #expect(failing.isEmpty, "\(failing)")
    }
}
