import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Navigation bars styled as UIKit 13+ code styles them: appearance objects
/// on the bar and on the item (the scroll-edge one at rest, the standard one
/// once content is under the bar), the legacy properties, and the
/// appearance proxy. Each test binds its own proxies, so none leaks.
@Suite(.design(.iOS18)) struct NavigationBarAppearanceTests {
    private let green = Color(red: 0, green: 1, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)
    private let red = Color(red: 1, green: 0, blue: 0)

    private func bar(title: String = "Mmmm", largeTitle: Bool = false) -> NavigationBar {
        let bar = NavigationBar()
        bar.prefersLargeTitles = largeTitle
        bar.items = [NavigationItem(title: title)]
        bar.frame = CGRect(x: 0, y: 0, width: 390, height: largeTitle ? 96 : 44)
        return bar
    }

    private func render(_ bar: NavigationBar, scrolled: Bool = false) throws -> Bitmap {
        bar.scrollDistance = scrolled ? 200 : 0
        return try renderControl(bar, background: .white)
    }

    private func withOwnProxies<T>(_ body: () throws -> T) rethrows -> T {
        try AppearanceProxies.$current.withValue(AppearanceProxies(), operation: body)
    }

    @Test func anOpaqueAppearanceDrawsItsColourAtRestAndScrolled() throws {
        let appearance = NavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = green
        appearance.shadowColor = nil
        let bar = bar()
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        for scrolled in [false, true] {
            let bitmap = try render(bar, scrolled: scrolled)
            #expect(rgb(bitmap, 5, 5) == [0, 255, 0] && rgb(bitmap, 5, 43.6) == [0, 255, 0], "no hairline, scrolled: \(scrolled)")
        }
    }

    @Test func withoutAScrollEdgeAppearanceTheBarIsTransparentAtRest() throws {
        let bar = bar()
        bar.standardAppearance.configureWithOpaqueBackground()
        bar.standardAppearance.backgroundColor = green
        #expect(rgb(try render(bar), 5, 5) == [255, 255, 255], "at rest the content shows through")
        let scrolled = try render(bar, scrolled: true)
        #expect(rgb(scrolled, 5, 5) == [0, 255, 0])
        #expect(close(rgb(scrolled, 5, 43.8), [17, 199, 19], tolerance: 4), "the hairline: separator (60, 60, 67 at 29 %) over green")
    }

    @Test func theDefaultBackgroundStillDrawsTheMaterialOnceScrolled() throws {
        let bar = bar()
        #expect(bar.standardAppearance.backgroundEffect != nil && bar.scrollEdgeAppearance == nil)
        #expect(close(rgb(try render(bar, scrolled: true), 5, 5), [249, 249, 249], tolerance: 3), "the chrome material's near-white")
    }

    @Test func titleAttributesGiveTheInlineTitleItsColourAndFont() throws {
        let plain = try render(bar())
        let styled = bar()
        let appearance = NavigationBarAppearance()
        appearance.titleTextAttributes = [.foregroundColor: red, .font: Font.systemFont(ofSize: 28, weight: .bold)]
        styled.standardAppearance = appearance
        let bitmap = try render(styled)
        let area = CGRect(x: 0, y: 0, width: 390, height: 44)
        let before = try #require(boundsOfPixels(in: plain, area: area) { $0.allSatisfy { $0 < 100 } })
        let after = try #require(boundsOfPixels(in: bitmap, area: area) { isPure(0, $0) }, "red, from the standard appearance at rest")
        #expect(after.height > before.height * 1.4 && after.width > before.width * 1.4, "28 pt against 17 pt")
        #expect(abs(after.midX - 195) < 1, "still centred")
    }

    @Test func largeTitleAttributesColourTheLargeTitle() throws {
        let bar = bar(largeTitle: true)
        let appearance = NavigationBarAppearance()
        appearance.largeTitleTextAttributes = [.foregroundColor: blue]
        bar.scrollEdgeAppearance = appearance
        let title = try #require(boundsOfPixels(in: try render(bar), area: CGRect(x: 0, y: 44, width: 390, height: 52)) { isPure(2, $0) })
        #expect(title.minX < 24, "at the margin")
    }

    @Test func theItemsAppearancesWinOverTheBars() throws {
        let bar = bar()
        let barLook = NavigationBarAppearance()
        barLook.backgroundColor = green
        bar.scrollEdgeAppearance = barLook
        let itemLook = NavigationBarAppearance()
        itemLook.configureWithOpaqueBackground()
        itemLook.backgroundColor = blue
        bar.topItem?.scrollEdgeAppearance = itemLook
        #expect(rgb(try render(bar), 5, 5) == [0, 0, 255])
        bar.topItem?.scrollEdgeAppearance = nil
        #expect(rgb(try render(bar), 5, 5) == [0, 255, 0])
    }

    @Test func theLegacyPropertiesStyleABarWithoutAppearances() throws {
        let bar = bar()
        bar.barTintColor = green
        bar.titleTextAttributes = [.foregroundColor: red]
        let bitmap = try render(bar, scrolled: true)
        #expect(rgb(bitmap, 5, 5) == [0, 255, 0])
        #expect(boundsOfPixels(in: bitmap, area: CGRect(x: 0, y: 0, width: 390, height: 44)) { isPure(0, $0) } != nil)
    }

    @Test func theProxyStylesBarsDrawnAfterwardsThatSetNothing() throws {
        try withOwnProxies {
            let bar = bar()
            NavigationBar.appearance().tintColor = red
            NavigationBar.appearance().barTintColor = green
            NavigationBar.appearance().titleTextAttributes = [.foregroundColor: blue]
            #expect(bar.tintColor === red && bar.barTintColor === green)
            let bitmap = try render(bar, scrolled: true)
            #expect(rgb(bitmap, 5, 5) == [0, 255, 0])
            #expect(boundsOfPixels(in: bitmap, area: CGRect(x: 0, y: 0, width: 390, height: 44)) { isPure(2, $0) } != nil)
            let own = self.bar()
            own.tintColor = blue
            #expect(own.tintColor === blue, "a bar's own setting wins")
        }
        #expect(NavigationBar.appearance().barTintColor == nil, "the test's proxy stayed its own")
    }

    @Test func theProxysAppearanceIsCopiedIntoEachBar() throws {
        try withOwnProxies {
            let look = NavigationBarAppearance()
            look.configureWithOpaqueBackground()
            look.backgroundColor = green
            NavigationBar.appearance().scrollEdgeAppearance = look
            NavigationBar.appearance().standardAppearance = look
            let bar = bar()
            let atRest = try render(bar)
            #expect(rgb(atRest, 5, 5) == [0, 255, 0])
            bar.standardAppearance.backgroundColor = blue
            let scrolled = try render(bar, scrolled: true)
            #expect(rgb(scrolled, 5, 5) == [0, 0, 255])
            #expect(look.backgroundColor === green, "the proxy's appearance is unchanged")
        }
    }
}
