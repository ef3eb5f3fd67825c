import Foundation
import Synchronization
import Testing
import TableSnapUIKit
import TableSnapTesting

/// Menus, context menus, the edit menu and alerts as apps write them: built,
/// kept and readable, never opened, and drawn only where iOS draws them on
/// the screen itself (a pop-up button's title).
@MainActor struct MenusAndAlertsTests {
    /// A list of files, as a screen without menus writes it.
    class FilesViewController: UITableViewController {
        let files = ["Notes.txt", "Photo.png", "Report.pdf"]

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Files"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "File")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { files.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "File", for: indexPath)
            cell.textLabel?.text = files[indexPath.row]
            cell.imageView?.image = UIImage(systemName: "doc")
            return cell
        }
    }

    /// The same screen with a context menu and the pre-iOS 13 edit menu, as apps ship them.
    final class MenuFilesViewController: FilesViewController {
        var favourites: Set<String> = ["Photo.png"]
        var previewCommits = 0

        override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                                point: CGPoint) -> UIContextMenuConfiguration? {
            let file = files[indexPath.row]
            return UIContextMenuConfiguration(identifier: indexPath as NSCopying, previewProvider: nil) { suggested in
                let favourite = UIAction(title: "Favourite", image: UIImage(systemName: "star"),
                                         state: self.favourites.contains(file) ? .on : .off) { _ in
                    self.favourites.insert(file)
                }
                let copy = UIAction(title: "Copy Name", image: UIImage(systemName: "doc"),
                                    identifier: UIAction.Identifier("copy-name")) { _ in
                    UIPasteboard.general.string = file
                }
                let share = UIMenu(title: "Share", image: UIImage(systemName: "square.and.arrow.up"),
                                   children: [UIAction(title: "Mail", state: .on) { _ in }, UIAction(title: "Messages") { _ in }])
                let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in }
                return UIMenu(title: file, children: suggested + [favourite, copy, share,
                                                                   UIMenu(title: "", options: .displayInline, children: [delete])])
            }
        }

        override func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
            animator.preferredCommitStyle = .pop
            previewCommits += 1
        }

        override func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { true }

        override func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
                                withSender sender: Any?) -> Bool {
            action == Selector("copy(_:)")
        }

        override func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
                                withSender sender: Any?) {
            if action == Selector("copy(_:)") { UIPasteboard.general.string = files[indexPath.row] }
        }
    }

    @Test func aContextMenuIsReturnedAndItsProviderBuildsTheMenu() throws {
        let screen = MenuFilesViewController(style: .insetGrouped)
        screen.loadViewIfNeeded()
        let row = IndexPath(row: 1, section: 0)
        // Asked through the table's delegate, as UIKit asks: the subclass's override answers.
        let delegate = try #require(screen.tableView.delegate)
        let configuration = try #require(delegate.tableView(screen.tableView, contextMenuConfigurationForRowAt: row, point: .zero))
        #expect((configuration.identifier as? NSIndexPath) == row as NSIndexPath)
        #expect(configuration.previewProvider == nil)

        let suggested = UIAction(title: "Suggested") { _ in }
        let menu = try #require(configuration.actionProvider?([suggested]))
        #expect(menu.title == "Photo.png" && menu.options.isEmpty)
        #expect(menu.children.map(\.title) == ["Suggested", "Favourite", "Copy Name", "Share", ""])
        #expect(menu.children.first === suggested)

        let favourite = try #require(menu.children[1] as? UIAction)
        #expect(favourite.state == .on && favourite.attributes.isEmpty && favourite.image != nil)
        let copy = try #require(menu.children[2] as? UIAction)
        #expect(copy.identifier == UIAction.Identifier("copy-name") && copy.state == .off)
        let share = try #require(menu.children[3] as? UIMenu)
        #expect(share.children.map(\.title) == ["Mail", "Messages"] && share.image != nil)
        let section = try #require(menu.children[4] as? UIMenu)
        #expect(section.options == .displayInline)
        let delete = try #require(section.children.first as? UIAction)
        #expect(delete.title == "Delete" && delete.attributes == .destructive && delete.image != nil)
        #expect(menu.selectedElements.map(\.title) == ["Favourite"], "inline sections' actions count, submenus' do not")

        #expect(screen.favourites == ["Photo.png"], "building the menu runs no handler")
        let other = try #require(screen.tableView(screen.tableView, contextMenuConfigurationForRowAt: IndexPath(row: 0, section: 0), point: .zero))
        let otherMenu = try #require(other.actionProvider?([]))
        #expect((otherMenu.children.first as? UIAction)?.state == .off, "Notes.txt is no favourite")
        #expect(FilesViewController(style: .plain).tableView(screen.tableView, contextMenuConfigurationForRowAt: row, point: .zero) == nil,
                "no context menu unless overridden")
    }

    @Test func theEditMenuTrioAnswersThroughTheDelegate() throws {
        let screen = MenuFilesViewController(style: .plain)
        screen.loadViewIfNeeded()
        let table: UITableView = screen.tableView
        let delegate = try #require(table.delegate)
        let row = IndexPath(row: 2, section: 0)
        #expect(delegate.tableView(table, shouldShowMenuForRowAt: row))
        #expect(delegate.tableView(table, canPerformAction: Selector("copy(_:)"), forRowAt: row, withSender: nil))
        #expect(!delegate.tableView(table, canPerformAction: Selector("paste(_:)"), forRowAt: row, withSender: nil))
        delegate.tableView(table, performAction: Selector("copy(_:)"), forRowAt: row, withSender: nil)
        #expect(UIPasteboard.general.string == "Report.pdf")

        let plain = FilesViewController(style: .plain)
        #expect(!plain.tableView(table, shouldShowMenuForRowAt: row) && !plain.tableView(table, canPerformAction: Selector("copy(_:)"), forRowAt: row, withSender: nil))
    }

    /// A delegate that is not a table view controller, as apps split them out.
    final class RowMenus: NSObject, UITableViewDelegate {
        func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                       point: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: "row-\(indexPath.row)" as NSString, previewProvider: { UIViewController() },
                                       actionProvider: nil)
        }
    }

    @Test func aSeparateDelegatesContextMenuIsItsWitness() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
        let menus = RowMenus()
        table.delegate = menus
        let configuration = try #require(table.delegate?.tableView(table, contextMenuConfigurationForRowAt: IndexPath(row: 4, section: 0), point: .zero))
        #expect(configuration.identifier as? NSString == "row-4" && configuration.actionProvider == nil)
        #expect(configuration.previewProvider?() != nil, "the provider is kept")
        #expect(table.delegate?.tableView(table, shouldShowMenuForRowAt: IndexPath(row: 0, section: 0)) == false)
    }

    @Test func aTableWithMenusRendersAsOneWithout() throws {
        let renderer = Renderer(device: .iPhone15)
        let withMenus = try #require(try renderer.image(of: MenuFilesViewController(style: .insetGrouped)).pngData())
        let without = try #require(try renderer.image(of: FilesViewController(style: .insetGrouped)).pngData())
        let empty = try #require(try renderer.image(of: UITableViewController(style: .insetGrouped)).pngData())
        #expect(withMenus == without)
        #expect(without != empty, "the rows are drawn")
    }

    final class PhotosViewController: UICollectionViewController {
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

        override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                                     point: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(actionProvider: { _ in
                UIMenu(children: [UIAction(title: "Delete \(indexPaths.count) Photos", attributes: .destructive) { _ in }])
            })
        }
    }

    @Test func aCollectionsContextMenuIsAskedForThroughItsDelegate() throws {
        let screen = PhotosViewController(collectionViewLayout: UICollectionViewFlowLayout())
        screen.loadViewIfNeeded()
        let delegate = try #require(screen.collectionView.delegate)
        let items = [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)]
        let configuration = try #require(delegate.collectionView(screen.collectionView, contextMenuConfigurationForItemsAt: items, point: .zero))
        let menu = try #require(configuration.actionProvider?([]))
        #expect(menu.children.map(\.title) == ["Delete 2 Photos"])
        #expect((menu.children.first as? UIAction)?.attributes == .destructive)
        #expect(delegate.collectionView(screen.collectionView, contextMenuConfigurationForItemAt: items[0], point: .zero) == nil,
                "the pre-iOS 16 method keeps its default")
        #expect(!delegate.collectionView(screen.collectionView, shouldShowMenuForItemAt: items[0]))
    }

    @Test func anAlertKeepsItsActionsAndTextFields() throws {
        let screen = FilesViewController(style: .plain)
        let alert = UIAlertController(title: "Rename", message: "Enter a new name.", preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Name"
            field.text = "Notes.txt"
            field.clearButtonMode = .whileEditing
        }
        alert.addTextField()
        let rename = UIAlertAction(title: "Rename", style: .default) { [weak alert] _ in
            _ = alert?.textFields?.first?.text
        }
        rename.isEnabled = false
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(rename)
        alert.preferredAction = rename
        screen.present(alert, animated: true)

        #expect(alert.title == "Rename" && alert.message == "Enter a new name." && alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.title) == ["Cancel", "Rename"] && alert.actions.map(\.style) == [.cancel, .default])
        #expect(alert.preferredAction === rename && !rename.isEnabled && alert.actions[0].isEnabled)
        let fields = try #require(alert.textFields)
        #expect(fields.count == 2 && fields[0].placeholder == "Name" && fields[0].text == "Notes.txt" && fields[0].clearButtonMode == .whileEditing)
        #expect(screen.presentedViewController == nil, "presenting shows nothing")
        #expect(UIAlertController(title: nil, message: nil, preferredStyle: .alert).textFields == nil)
    }

    @Test func anActionSheetTakesItsPopoverAndWarnsWhereUIKitThrows() throws {
        let screen = FilesViewController(style: .plain)
        let sheet = UIAlertController(title: nil, message: "Delete Notes.txt?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = screen.view
        sheet.popoverPresentationController?.sourceRect = CGRect(x: 10, y: 20, width: 30, height: 40)
        sheet.popoverPresentationController?.permittedArrowDirections = [.up, .down]
        let popover = try #require(sheet.popoverPresentationController)
        #expect(popover.sourceView === screen.view && popover.sourceRect.width == 30 && popover.presentedViewController === sheet)
        #expect(UIAlertController(title: nil, message: nil, preferredStyle: .alert).popoverPresentationController == nil)

        let log = Messages()
        ConsoleLog.$sink.withValue({ log.append($0) }) {
            sheet.addAction(UIAlertAction(title: "Never Mind", style: .cancel))
            sheet.addTextField()
        }
        #expect(log.all.count == 2 && log.all.allSatisfy { $0.hasPrefix("TableSnap: warning:") })
        #expect(sheet.actions.count == 3 && sheet.textFields?.count == 1, "kept, where UIKit would stop the app")
    }

    @Test func aButtonWithAMenuRendersAsOneWithout() throws {
        let menu = UIMenu(title: "Sort", children: [
            UIAction(title: "Name", state: .on) { _ in },
            UIAction(title: "Date") { _ in },
        ])
        let plain = UIButton(type: .system)
        plain.setTitle("Sort", for: .normal)
        plain.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        let withMenu = UIButton(type: .system)
        withMenu.setTitle("Sort", for: .normal)
        withMenu.frame = plain.frame
        withMenu.menu = menu
        withMenu.showsMenuAsPrimaryAction = true
        #expect(withMenu.menu === menu && withMenu.showsMenuAsPrimaryAction && !withMenu.changesSelectionAsPrimaryAction)
        let drawn = try withMenu.renderedPixels()
        #expect(drawn == (try plain.renderedPixels()))
        plain.setTitle("Order", for: .normal)
        #expect(drawn != (try plain.renderedPixels()), "the title is drawn")
    }

    @Test func aPopUpButtonShowsItsCheckedActionsTitle() throws {
        let name = UIAction(title: "Name") { _ in }
        let date = UIAction(title: "Date Modified", state: .on) { _ in }
        let popUp = UIButton(configuration: .plain())
        popUp.frame = CGRect(x: 0, y: 0, width: 160, height: 44)
        popUp.menu = UIMenu(children: [name, date])
        popUp.showsMenuAsPrimaryAction = true
        popUp.changesSelectionAsPrimaryAction = true
        #expect(popUp.configuration?.title == "Date Modified")

        var configuration = UIButton.Configuration.plain()
        configuration.title = "Date Modified"
        let titled = UIButton(configuration: configuration)
        titled.frame = popUp.frame
        #expect(try popUp.renderedPixels() == (try titled.renderedPixels()))

        let unchecked = UIAction(title: "Kind") { _ in }
        let system = UIButton(type: .system, primaryAction: nil)
        system.changesSelectionAsPrimaryAction = true
        system.menu = UIMenu(children: [UIMenu(options: .displayInline, children: [unchecked]), UIAction(title: "Size") { _ in }])
        #expect(system.currentTitle == "Kind" && unchecked.state == .on, "the first action is checked when none is")
    }

    @Test func aBarButtonItemWithAMenuDrawsAsTheSameItem() throws {
        let menu = UIMenu(children: [UIAction(title: "Select") { _ in }, UIAction(title: "New Folder") { _ in }])
        func render(_ item: UIBarButtonItem) throws -> [UInt8]? {
            var renderer = Renderer(device: .iPhone15)
            renderer.chrome = ScreenChrome(navigationBar: UINavigationBar())
            let screen = FilesViewController(style: .insetGrouped)
            screen.navigationItem.rightBarButtonItem = item
            return try renderer.image(of: screen).pngData()
        }
        let ellipsis = UIImage(systemName: "ellipsis.circle")
        let withMenu = UIBarButtonItem(title: nil, image: ellipsis, primaryAction: nil, menu: menu)
        #expect(withMenu.menu === menu && withMenu.image === ellipsis)
        let drawn = try render(withMenu)
        #expect(drawn == (try render(UIBarButtonItem(image: ellipsis, style: .plain, target: nil, action: nil))))
        #expect(drawn != (try render(UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil))), "the item is drawn")

        let add = UIAction(title: "Add", image: UIImage(systemName: "plus")) { _ in }
        let fromAction = UIBarButtonItem(primaryAction: UIAction(title: "Add") { _ in })
        #expect(fromAction.title == "Add" && fromAction.primaryAction != nil)
        #expect(UIBarButtonItem(primaryAction: add).image === add.image)
        #expect(try render(fromAction) == (try render(UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil))))
        #expect(UIBarButtonItem(systemItem: .add, menu: menu).systemItem == .add)
    }

    @Test func theEditMenuControllerKeepsWhatIsSet() {
        let controller = UIMenuController.shared
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        controller.menuItems = [UIMenuItem(title: "Define", action: Selector("define(_:)"))]
        controller.showMenu(from: view, rect: view.bounds)
        #expect(controller.isMenuVisible && controller.targetRect == view.bounds)
        #expect(controller.menuItems?.map(\.title) == ["Define"] && controller.menuItems?.first?.action == Selector("define(_:)"))
        controller.hideMenu()
        #expect(!controller.isMenuVisible && controller.menuFrame == .zero)
        #expect(UIMenuController.didHideMenuNotification.rawValue == "UIMenuControllerDidHideMenuNotification")
        controller.menuItems = nil
    }

    @Test func aPasteboardHoldsOneKindAtATime() {
        let pasteboard = UIPasteboard.withUniqueName()
        #expect(pasteboard.string == nil && !pasteboard.hasStrings && pasteboard.numberOfItems == 0)
        pasteboard.strings = ["one", "two"]
        #expect(pasteboard.string == "one" && pasteboard.strings == ["one", "two"] && pasteboard.numberOfItems == 2)
        let url = URL(string: "https://example.com/a")!
        pasteboard.url = url
        #expect(pasteboard.url == url && !pasteboard.hasStrings && pasteboard.hasURLs && pasteboard.string == nil)
        let image = UIImage(systemName: "star")
        pasteboard.image = image
        #expect(pasteboard.image === image && pasteboard.hasImages && !pasteboard.hasURLs)
        pasteboard.string = nil
        #expect(pasteboard.numberOfItems == 0 && pasteboard.changeCount == 4)
    }

    @Test func menuElementsKeepUIKitsShapes() {
        let command = UICommand(title: "Paste", image: UIImage(systemName: "doc"), action: Selector("paste(_:)"),
                                propertyList: "plain", attributes: [.disabled, .keepsMenuPresented], state: .mixed)
        #expect(command.action == Selector("paste(_:)") && command.propertyList as? String == "plain")
        #expect(command.attributes.contains(.keepsMenuPresented) && command.state == .mixed)
        var loads = 0
        let deferred = UIDeferredMenuElement { completion in
            loads += 1
            completion([UIAction(title: "Loaded") { _ in }])
        }
        #expect(deferred.isCached && !UIDeferredMenuElement.uncached { $0([]) }.isCached && loads == 0, "never loaded by a render")

        let action = UIAction(title: "Pin", subtitle: "Keep on top", image: nil, identifier: nil,
                              discoverabilityTitle: "Pin the file", attributes: .hidden, state: .off) { _ in }
        action.title = "Unpin"
        #expect(action.title == "Unpin" && action.subtitle == "Keep on top" && action.discoverabilityTitle == "Pin the file")
        #expect(action.identifier != UIAction(handler: { _ in }).identifier, "unnamed actions get unique identifiers")

        let menu = UIMenu(title: "File", identifier: UIMenu.Identifier("file"), options: [.singleSelection, .displayAsPalette],
                          preferredElementSize: .small, children: [action])
        let replaced = menu.replacingChildren([command, deferred])
        #expect(replaced.identifier == menu.identifier && replaced.options == menu.options && replaced.preferredElementSize == .small)
        #expect(replaced.children.count == 2 && menu.children.count == 1 && replaced.title == "File")
        let element: UIMenuElement = replaced
        #expect(element is UIMenu && UIMenu().identifier != UIMenu().identifier)
    }
}

/// What the console log wrote while a test ran.
final class Messages: Sendable {
    private let stored = Mutex<[String]>([])

    var all: [String] { stored.withLock { $0 } }

    func append(_ message: String) {
        stored.withLock { $0.append(message) }
    }
}
