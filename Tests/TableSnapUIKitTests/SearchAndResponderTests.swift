import Foundation
import Testing
import TableSnapUIKit
import TableSnapTesting

/// A searchable list as apps write it: a search controller whose updater is
/// the screen, delegates for the bar and a text field, and responder overrides.
@MainActor struct SearchAndResponderTests {
    final class ProductsViewController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate, UITextFieldDelegate {
        let all = ["Apples", "Apricots", "Bananas", "Cherries"]
        var shown: [String] = []
        let searchController = UISearchController(searchResultsController: nil)
        var updates = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            shown = all
            searchController.searchResultsUpdater = self
            searchController.obscuresBackgroundDuringPresentation = false
            searchController.searchBar.delegate = self
            searchController.searchBar.placeholder = "Search Products"
            searchController.searchBar.autocapitalizationType = .none
            searchController.searchBar.scopeButtonTitles = ["All", "Fruit"]
            navigationItem.searchController = searchController
            navigationItem.hidesSearchBarWhenScrolling = false
            definesPresentationContext = true
        }

        func updateSearchResults(for searchController: UISearchController) {
            updates += 1
            let text = searchController.searchBar.text ?? ""
            shown = text.isEmpty ? all : all.filter { $0.hasPrefix(text) }
            tableView.reloadData()
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = shown[indexPath.row]
            return cell
        }
    }

    @Test func anActiveSearchAsksTheUpdaterOnceForItsResults() {
        let screen = ProductsViewController(style: .plain)
        screen.loadViewIfNeeded()
        #expect(screen.updates == 0 && screen.shown.count == 4, "an inactive search asks nothing")
        screen.searchController.searchBar.text = "Ap"
        screen.searchController.isActive = true
        screen.searchController.isActive = true
        #expect(screen.updates == 1 && screen.shown == ["Apples", "Apricots"])
        #expect(screen.searchController.searchBar.autocapitalizationType == .none)
    }

    final class CopyableCell: UITableViewCell {
        var copied = false
        override var canBecomeFirstResponder: Bool { true }
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            action == Selector("copy(_:)")
        }
        override func copy(_ sender: Any?) { copied = true }
    }

    @Test func responderOverridesKeepTheirState() {
        let cell = CopyableCell(style: .default, reuseIdentifier: nil)
        #expect(!cell.isFirstResponder)
        #expect(cell.becomeFirstResponder() && cell.isFirstResponder)
        #expect(cell.canPerformAction(Selector("copy(_:)"), withSender: nil))
        cell.copy(nil)
        #expect(cell.copied)
        #expect(cell.resignFirstResponder() && !cell.isFirstResponder)
        #expect(!UIView().becomeFirstResponder(), "a plain view cannot become first responder")
        let parent = UIView()
        parent.addSubview(cell)
        #expect(cell.next === parent)
    }

    @Test func aSecureFieldDrawsDotsAndKeepsItsTraits() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "hunter2"
        field.keyboardType = .emailAddress
        field.returnKeyType = .next
        field.textContentType = .password
        #expect(field.keyboardType == .emailAddress && field.returnKeyType == .next && field.textContentType == .password)
        let plain = try field.renderedPixels()
        field.isSecureTextEntry = true
        let secure = try field.renderedPixels()
        #expect(plain != secure, "the text is drawn as dots")
        field.text = "•••••••"
        field.isSecureTextEntry = false
        #expect(try field.renderedPixels() == secure)
    }
}

extension UIView {
    /// The view drawn alone, as PNG bytes.
    func renderedPixels() throws -> [UInt8]? {
        try Renderer(size: bounds.size).image(of: self, size: bounds.size).pngData()
    }
}
