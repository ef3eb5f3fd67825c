import Foundation
import Testing
import TableSnapUIKit

/// Cells that make themselves, with a designated initializer of their own:
/// made with it they draw as configured; registered, UIKit could not make
/// them (it calls `init(style:reuseIdentifier:)`, which they lack) and would
/// trap, so the table warns and hands out an empty cell of the base class.
/// The UIKitSources plugin gives such classes the `init?(registeredFor:)`
/// written here by hand, as these tests are not compiled through it.
@Suite(.design(.iOS18)) struct CellsWithTheirOwnInitializersTests {
    final class NoteCell: UITableViewCell {
        static let identifier = "NoteCell"

        init() {
            super.init(style: .default, reuseIdentifier: NoteCell.identifier)
            backgroundColor = .systemYellow
            textLabel?.text = "Sort by date"
        }

        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
        }

        required convenience init?(registeredFor reuseIdentifier: String) { return nil }
    }

    final class SectionTitle: UITableViewHeaderFooterView {
        init(title: String) {
            super.init(reuseIdentifier: nil)
            textLabel?.text = title
        }

        required init?(coder: NSCoder) { nil }

        required convenience init?(registeredFor reuseIdentifier: String) { return nil }
    }

    final class SwatchCell: UICollectionViewCell {
        init(color: UIColor) {
            super.init(frame: .zero)
            contentView.backgroundColor = color
        }

        required init?(coder: NSCoder) { nil }

        required convenience init?(registeredFor reuseIdentifier: String) { return nil }
    }

    /// Registers `NoteCell` and dequeues it, as an app ported from a cell made in code might.
    final class SortOrderViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(NoteCell.self, forCellReuseIdentifier: NoteCell.identifier)
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: NoteCell.identifier, for: indexPath)
            cell.textLabel?.text = ["Newest", "Oldest"][indexPath.row]
            return cell
        }
    }

    /// Makes each row's cell with `NoteCell()`, as the app does.
    final class MadeCellsViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { NoteCell() }
    }

    private func bitmap(of cell: UITableViewCell) throws -> Bitmap {
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let image = try Renderer(size: cell.bounds.size).image(of: cell, size: cell.bounds.size)
        guard case .bitmap(let bitmap) = image.content else { throw CancellationError() }
        return bitmap
    }

    @Test func madeWithItsOwnInitializerItDrawsAsConfigured() throws {
        let controller = MadeCellsViewController(style: .plain)
        _ = try Renderer(device: .iPhoneSE1).image(of: controller)
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell)
        #expect(cell.textLabel?.text == "Sort by date" && cell.reuseIdentifier == NoteCell.identifier)
        let pixels = try bitmap(of: cell)
        let background = pixels.pixel(x: 300 * 3, y: 22 * 3)
        #expect((background.red, background.green, background.blue) == (255, 204, 0), "systemYellow")
        let text = (0..<44 * 3).map { pixels.pixel(x: 20 * 3, y: $0) }
        #expect(text.contains { $0.red < 100 && $0.green < 100 }, "the label's dark text over the yellow")
    }

    @Test func registeredItGivesAnEmptyBaseCellAndOneWarningWhereUIKitWouldTrap() throws {
        let messages = Messages()
        let controller = SortOrderViewController(style: .plain)
        try ConsoleLog.$sink.withValue(messages.append) {
            _ = try Renderer(device: .iPhoneSE1).image(of: controller)
        }
        #expect(messages.all == ["TableSnap: warning: NoteCell declares its own initializers and not init(style:reuseIdentifier:), which UIKit calls to make a registered cell; UIKit would trap here; empty ones are drawn for identifier \"NoteCell\""])
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(type(of: cell) == UITableViewCell.self && cell.reuseIdentifier == NoteCell.identifier)
        #expect(cell.textLabel?.text == "Oldest", "the data source configures the base cell")
        let background = try bitmap(of: cell).pixel(x: 300 * 3, y: 22 * 3)
        #expect((background.red, background.green, background.blue) == (255, 255, 255), "not NoteCell's yellow")
    }

    @Test func registeredHeadersAndCollectionCellsGiveEmptyBaseViewsAndWarnings() {
        let messages = Messages()
        let table = UITableView(frame: .zero, style: .plain)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        ConsoleLog.$sink.withValue(messages.append) {
            table.register(SectionTitle.self, forHeaderFooterViewReuseIdentifier: "title")
            let header = table.dequeueReusableHeaderFooterView(withIdentifier: "title")
            #expect(header.map { type(of: $0) == UITableViewHeaderFooterView.self && $0.reuseIdentifier == "title" } == true)
            collection.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
            let cell = collection.dequeueReusableCell(withReuseIdentifier: "swatch", for: IndexPath(item: 0, section: 0))
            #expect(type(of: cell) == UICollectionViewCell.self && cell.contentView.backgroundColor == nil)
        }
        #expect(messages.all.count == 2)
        #expect(messages.all.first?.contains("SectionTitle declares its own initializers and not init(reuseIdentifier:), which UIKit calls to make a registered header or footer view") == true)
        #expect(messages.all.last?.contains("SwatchCell declares its own initializers and not init(frame:), which UIKit calls to make a registered cell") == true)
        #expect(SwatchCell(color: .red).contentView.backgroundColor == .red)
    }
}
