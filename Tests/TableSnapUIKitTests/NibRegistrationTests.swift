import Foundation
import SnapshotTesting
import Testing
import TableSnapUIKit
import TableSnapTesting

/// A nib cannot be read on Linux: registering one makes the render fail
/// with an error that names it, before any `as! Cell` could trap.
@MainActor struct NibRegistrationTests {
    final class ProductCell: UITableViewCell {
        var nameLabel: UILabel!
    }

    final class ProductsViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UINib(nibName: "ProductCell", bundle: nil), forCellReuseIdentifier: "product")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "product", for: indexPath) as! ProductCell
            cell.nameLabel.text = "Product \(indexPath.row)"
            return cell
        }
    }

    @Test func renderingAScreenThatRegistersANibThrowsAnErrorNamingIt() {
        #expect(throws: RenderError.unreadableNib(name: "ProductCell", identifier: "product")) {
            try Renderer(device: .iPhone15).image(of: ProductsViewController(style: .plain))
        }
        let message = RenderError.unreadableNib(name: "ProductCell", identifier: "product").description
        #expect(message.contains("nib \"ProductCell\"") && message.contains("register the view's class"))
    }

    @Test func aSnapshotAssertionFailsWithTheNibsNameAndTheTestGoesOn() {
        withKnownIssue {
            var size: CGSize?
            Snapshotting<UIViewController, UIImage>.image(on: .iPhone15).snapshot(ProductsViewController(style: .plain)).run { size = $0.size }
            #expect(size == CGSize(width: 1, height: 1), "a placeholder, which no reference matches")
        } matching: { issue in
            issue.description.contains("nib \"ProductCell\"")
        }
    }

    final class RegisteredInCodeViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UINib(nibName: "ProductCell", bundle: nil), forCellReuseIdentifier: "product")
            tableView.register(nil as UINib?, forCellReuseIdentifier: "product")
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "product")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "product", for: indexPath)
        }
    }

    @Test func aNilNibUnregistersIt() throws {
        _ = try Renderer(device: .iPhone15).image(of: RegisteredInCodeViewController(style: .plain))
        #expect(UINib(nibName: "ProductCell", bundle: nil).instantiate(withOwner: nil).isEmpty)
    }
}

/// A storyboard's prototype cells cannot be read, so their identifiers are
/// never registered: where UIKit would stop, the rows get default-style cells
/// and one warning per identifier names it.
@MainActor struct PrototypeCellTests {
    final class PaletteViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = ["Automatic", "Light", "Dark"][indexPath.row]
            return cell
        }
    }

    final class Messages: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        var all: [String] { lock.withLock { stored } }
        func append(_ message: String) { lock.withLock { stored.append(message) } }
    }

    @Test func unregisteredIdentifiersGiveDefaultCellsAndOneWarning() throws {
        let messages = Messages()
        let controller = PaletteViewController(style: .insetGrouped)
        try ConsoleLog.$sink.withValue(messages.append) {
            _ = try Renderer(device: .iPhone15).image(of: controller)
        }
        #expect(messages.all.count == 1)
        #expect(messages.all.first?.contains("identifier \"Cell\"") == true && messages.all.first?.contains("storyboard") == true)
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.textLabel?.text == "Dark" && cell.reuseIdentifier == "Cell")
    }
}
