import Canvas
import Foundation
import Testing
@testable import TableKit

/// A screen whose content ends above its bottom is drawn only down to where
/// its drawing ends (`Renderer.pngDataOfDrawnRows`), and its PNG is the one
/// the whole picture, drawn in two bands, gives: the same bytes.
@Suite struct DrawnRowsRenderTests {
    /// A screen of `rows` rows in `style`, its last row holding a shadowed
    /// badge when `shadow` is set, under a navigation bar when `bar` is.
    struct Screen: CustomStringConvertible, Sendable {
        var style: TableViewStyle = .plain
        var rows = 1
        var design = Design.iOS26
        var appearance = Appearance.light
        var direction = LayoutDirection.leftToRight
        var header: String?
        var shadow = false
        var bar = false

        var description: String {
            "\(style) \(rows) rows \(design) \(appearance) \(direction)\(header.map { " header \($0)" } ?? "")\(shadow ? " shadow" : "")\(bar ? " bar" : "")"
        }
    }

    static let shortScreens = [
        Screen(),
        Screen(style: .insetGrouped, rows: 3, appearance: .dark, header: "Connectivity"),
        Screen(style: .grouped, rows: 2, design: .iOS18, direction: .rightToLeft, header: "General"),
        Screen(style: .insetGrouped, rows: 2, shadow: true),
        Screen(rows: 2, bar: true),
        Screen(style: .insetGrouped, rows: 2, design: .iOS18, bar: true),
    ]

    private final class Drawn {
        let table: TableView
        let source: TestDataSource
        var renderer = Renderer(device: .iPhone15)

        init(_ screen: Screen, rows: Int? = nil) {
            table = TableView(frame: .zero, style: screen.style)
            source = TestDataSource(rowCounts: [rows ?? screen.rows], headers: [screen.header]) { cell, indexPath in
                cell.textLabel?.text = "Row \(indexPath.row)"
                guard screen.shadow, indexPath.row == screen.rows - 1 else { return }
                let badge = View(frame: CGRect(x: 200, y: 8, width: 60, height: 28))
                badge.backgroundColor = .white
                badge.layer.cornerRadius = 8
                badge.layer.shadowOpacity = 0.4
                badge.layer.shadowRadius = 10
                badge.layer.shadowOffset = CGSize(width: 0, height: 12)
                cell.contentView.addSubview(badge)
            }
            table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = source
            table.delegate = source
            renderer.traits.design = screen.design
            renderer.traits.userInterfaceStyle = screen.appearance
            renderer.traits.layoutDirection = screen.direction
            if screen.bar {
                let bar = NavigationBar()
                bar.items = [NavigationItem(title: "Settings")]
                renderer.chrome = ScreenChrome(statusBar: StatusBar(), navigationBar: bar)
            }
        }

        /// The PNG of the whole picture drawn in two bands, as a screen full of rows is encoded.
        func wholeInTwoBands() throws -> [UInt8] {
            guard case .bitmap(let whole) = try renderer.image(of: table).content else { throw PNGError.encodingFailed }
            let split = try #require(PNGCodec.bandSplit(for: whole))
            return try #require(try PNGCodec.encode(whole, drawingRowsFrom: split) { true })
        }

        /// The PNG drawn only down to where the drawing ends; nil when the screen is drawn whole.
        func drawnRowsOnly() throws -> [UInt8]? {
            try renderer.layout(table)
            return try renderer.pngDataOfDrawnRows(of: table, size: renderer.canvasSize(of: table), budget: RasterBudget())
        }
    }

    @Test(arguments: shortScreens)
    func aShortScreenIsDrawnDownToItsDrawingWithTheWholePicturesBytes(_ screen: Screen) throws {
        let drawn = Drawn(screen)
        let png = try drawn.renderer.pngData(of: drawn.table)
        #expect(try drawn.drawnRowsOnly() == png, "drawn only down to its drawing")
        #expect(png == (try drawn.wholeInTwoBands()))
    }

    /// Rows down to the bottom, a tab bar at it, and a view that hangs from
    /// a short screen's last row down past its middle: nothing to leave out.
    @Test func aScreenDrawnDownToItsBottomIsDrawnWhole() throws {
        let full = Drawn(Screen(), rows: 30)
        #expect(try full.drawnRowsOnly() == nil)
        let tabBar = Drawn(Screen())
        tabBar.renderer.chrome = ScreenChrome(tabBar: TabBar())
        #expect(try tabBar.drawnRowsOnly() == nil)
        let hanging = Drawn(Screen())
        hanging.source.configure = { cell, _ in
            let view = View(frame: CGRect(x: 20, y: 0, width: 40, height: 600))
            view.backgroundColor = Color(red: 0, green: 0.48, blue: 1)
            cell.contentView.addSubview(view)
        }
        #expect(try hanging.drawnRowsOnly() == nil)
        #expect(try hanging.renderer.pngData(of: hanging.table) == (try hanging.wholeInTwoBands()))
    }
}
