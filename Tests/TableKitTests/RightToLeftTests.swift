import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Right-to-left layout mirrors cells: image and text on the right, accessory and detail on the left.
@Suite(.design(.iOS18)) struct RightToLeftTests {
    private func cell(_ style: TableViewCellStyle, direction: LayoutDirection) -> TableViewCell {
        let cell = TableViewCell(style: style, reuseIdentifier: nil)
        cell.overrideTraits = Traits(displayScale: 3, layoutDirection: direction)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.imageView?.image = Image(systemName: "star")
        cell.accessoryType = .disclosureIndicator
        cell.frame = CGRect(x: 0, y: 0, width: 393, height: 44)
        cell.layoutIfNeeded()
        return cell
    }


    @Test(arguments: [TableViewCellStyle.default, .value1, .value2, .subtitle])
    func framesAreMirrored(style: TableViewCellStyle) {
        let ltr = cell(style, direction: .leftToRight), rtl = cell(style, direction: .rightToLeft)
        let views: [(TableViewCell) -> View?] = [{ $0.textLabel }, { $0.detailTextLabel }, { $0.imageView }, { $0.effectiveAccessoryView }]
        for view in views {
            let l = frame(view(ltr), in: ltr), r = frame(view(rtl), in: rtl)
            guard !l.isNull, view(ltr)?.isHidden == false else { continue }
            #expect(abs(r.minX - (393 - l.maxX)) < 0.001)
            #expect(r.minY == l.minY && r.size == l.size)
        }
        #expect(rtl.separatorView.frame.minX == 0, "the separator runs to the leading (left) edge")
        #expect(rtl.separatorView.frame.maxX == 393 - ltr.separatorView.frame.minX)
    }

    @Test func naturalTextAlignsRight() {
        let rtl = cell(.default, direction: .rightToLeft)
        let layout = rtl.textLabel?.textLayout(width: rtl.textLabel?.bounds.width ?? 0)
        #expect(layout != nil)
        #expect((rtl.textLabel?.textAlignment) == .natural)
    }
}

/// Right-to-left headers: the title on the right, its detail on the left.
@Test(.design(.iOS18)) func rightToLeftHeadersMirrorTitleAndDetail() throws {
    let source = TestDataSource(rowCounts: [1])
    source.headerViews = { table, _ in
        let view = table.dequeueReusableHeaderFooterView(withIdentifier: "header")
        view?.textLabel?.text = "Title"
        view?.detailTextLabel?.text = "Detail"
        return view
    }
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .insetGrouped)
    table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    table.overrideTraits = Traits(displayScale: 3, layoutDirection: .rightToLeft)
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    let header = try #require(table.headerView(forSection: 0))
    let title = try #require(header.textLabel?.frame), detail = try #require(header.detailTextLabel?.frame)
    #expect(title.maxX == CGFloat(393 - 32), "the title ends where the cell text starts, one card margin in")
    #expect(detail.minX == 32 && detail.maxX < title.minX)
}

/// The disclosure chevron points the way the layout reads: its apex, the ink
/// on the middle row, is on the right in left-to-right and on the left in right-to-left.
@Test(.design(.iOS18), arguments: [LayoutDirection.leftToRight, .rightToLeft])
func chevronPointsWithTheLayoutDirection(direction: LayoutDirection) throws {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.overrideTraits = Traits(displayScale: 3, layoutDirection: direction)
    cell.accessoryType = .disclosureIndicator
    cell.frame = CGRect(x: 0, y: 0, width: 393, height: 44)
    cell.layoutIfNeeded()
    let chevron = try #require(cell.effectiveAccessoryView)
    chevron.frame.origin = .zero
    let bitmap = try Bitmap(pixelWidth: Int(chevron.bounds.width * 3), pixelHeight: Int(chevron.bounds.height * 3), scale: 3, isOpaque: false)
    chevron.render(in: GraphicsContext(bitmap: bitmap, appearance: .light))
    let middle = bitmap.pixelHeight / 2
    let inked = (0..<bitmap.pixelWidth).filter { bitmap.pixel(x: $0, y: middle).alpha > 64 }
    let centre = Double(inked.reduce(0, +)) / Double(max(1, inked.count))
    #expect(!inked.isEmpty)
    if direction == .leftToRight {
        #expect(centre > Double(bitmap.pixelWidth) / 2)
    } else {
        #expect(centre < Double(bitmap.pixelWidth) / 2)
    }
}
