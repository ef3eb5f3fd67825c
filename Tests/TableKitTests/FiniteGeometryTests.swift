import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Non-finite geometry is replaced where it is set, so one bad frame cannot
/// put Cairo in its error state and blank the rest of the picture.
@Suite(.design(.iOS18)) struct FiniteGeometryTests {
    @Test func nonFiniteComponentsBecomeZero() {
        let view = View(frame: CGRect(x: 10, y: CGFloat.nan, width: .infinity, height: 5))
        #expect(view.frame == CGRect(x: 10, y: 0, width: 0, height: 5))
        view.bounds = CGRect(x: -.infinity, y: 0, width: 4, height: .nan)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 4, height: 0))
        view.center = CGPoint(x: CGFloat.nan, y: 20)
        #expect(view.frame.origin.x == 0)
        #expect(view.center.y == 20)
    }

    /// UIKit takes a null rect (`CGRect.zero.insetBy(dx: 10, dy: 10)`) in silence, so the replacement is a diagnostic, off by default.
    @Test(arguments: [false, true]) func aReplacedFrameIsReportedOnlyAsADiagnostic(diagnostics: Bool) {
        let log = LogCapture()
        let image = View()
        log.capture(diagnostics: diagnostics) { image.frame = CGRect.zero.insetBy(dx: 10, dy: 10) }
        #expect(image.frame.origin == .zero)
        #expect(log.messages.count == (diagnostics ? 1 : 0))
        #expect(log.messages.allSatisfy { $0.hasPrefix("TableSnap: View: non-finite frame") })
    }

    /// The bug report: one label in row 5 with a NaN frame blanked rows 0–4.
    @Test func aNaNFrameInOneRowLeavesTheOtherRowsDrawn() throws {
        let source = TestDataSource(rowCounts: [8]) { cell, indexPath in
            cell.textLabel?.text = "Row \(indexPath.row)"
            guard indexPath.row == 5 else { return }
            let broken = Label(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 20))
            broken.text = "NaN"
            cell.contentView.addSubview(broken)
        }
        let table = TableView(frame: .zero, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        let image = try Renderer(size: CGSize(width: 320, height: 480), traits: Traits(displayScale: 1)).image(of: table)
        guard case .bitmap(let bitmap) = image.content else { Issue.record("not a bitmap"); return }
        for row in 0..<8 {
            let band = table.rectForRow(at: IndexPath(row: row, section: 0))
            let dark = (Int(band.minY)..<Int(band.maxY)).reduce(0) { count, y in
                count + (16..<120).filter { bitmap.pixel(x: $0, y: y).red < 128 }.count
            }
            #expect(dark > 20, "row \(row) has its text drawn")
        }
    }
}
