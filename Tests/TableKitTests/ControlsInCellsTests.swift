import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Controls where tables put them: a switch as a cell's accessory view, a
/// slider inside its content view, drawn by the renderer.
@Suite(.design(.iOS18)) struct ControlsInCellsTests {
    private func table(direction: LayoutDirection = .leftToRight, configure: @escaping (TableViewCell, IndexPath) -> Void) throws -> (TableView, Bitmap?) {
        let source = TestDataSource(rowCounts: [1], configure: configure)
        let table = TableView(frame: .zero, style: .insetGrouped)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        let renderer = Renderer(size: CGSize(width: 393, height: 200), traits: Traits(displayScale: 2, layoutDirection: direction))
        let image = try renderer.image(of: table)
        guard case .bitmap(let bitmap) = image.content else { return (table, nil) }
        return (table, bitmap)
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func switchAccessorySitsAtTheTrailingMargin(direction: LayoutDirection) throws {
        let (table, rendered) = try table(direction: direction) { cell, _ in
            cell.textLabel?.text = "Wi-Fi"
            let toggle = Switch()
            toggle.isOn = true
            cell.accessoryView = toggle
        }
        let bitmap = try #require(rendered)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let toggle = try #require(cell.accessoryView as? Switch)
        let frame = toggle.convert(toggle.bounds, to: cell)
        #expect(frame.size == CGSize(width: 51, height: 31))
        #expect(frame.minY == 6.5, "centred in the 44-pt row")
        // The inset-grouped card is 16 pt in from each side; the cell's trailing margin is 16 more.
        let expectedMinX = direction == .leftToRight ? cell.bounds.width - 16 - 51 : 16
        #expect(frame.minX == expectedMinX)
        let onScreen = toggle.convert(CGRect(x: 8, y: 15.5, width: 0, height: 0), to: nil)
        #expect(close(rgb(bitmap, onScreen.minX, onScreen.minY), direction == .leftToRight ? rgb(.systemGreen, .light) : [255, 255, 255]),
                "the track's leading end is green when on (right to left, the knob is there)")
    }

    @Test func sliderInsideTheContentViewIsDrawn() throws {
        let (table, rendered) = try table { cell, _ in
            let slider = Slider(frame: CGRect(x: 16, y: 6, width: 200, height: 31))
            slider.value = 0.8
            cell.contentView.addSubview(slider)
        }
        let bitmap = try #require(rendered)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let slider = try #require(cell.contentView.subviews.compactMap { $0 as? Slider }.first)
        let filled = slider.convert(CGRect(x: 20, y: 15.5, width: 0, height: 0), to: nil)
        let unfilled = slider.convert(CGRect(x: 195, y: 15.5, width: 0, height: 0), to: nil)
        #expect(close(rgb(bitmap, filled.minX, filled.minY), rgb(.systemBlue, .light)))
        #expect(close(rgb(bitmap, unfilled.minX, unfilled.minY), [228, 228, 230]))
    }
}
