import Canvas
import Foundation

extension Renderer {
    /// Shows `viewController` as UIKit would once: loads its view, calls
    /// `viewWillAppear`, lays the view out at this renderer's size between
    /// `viewWillLayoutSubviews` and `viewDidLayoutSubviews`, then calls
    /// `viewDidAppear`, and draws it. A table view is drawn as
    /// ``image(of:)-(TableView)`` draws one; when ``chrome`` has a
    /// navigation bar with no items of its own, it shows the controller's
    /// ``ViewController/navigationItem`` (its title and buttons), as a
    /// navigation controller does.
    ///
    /// A ``NavigationController`` is drawn as its top controller under its
    /// own navigation bar, with this renderer's other bars.
    public func image(of viewController: ViewController) throws(BitmapError) -> Image {
        if let navigation = viewController as? NavigationController, let top = navigation.topViewController {
            var renderer = self
            renderer.chrome.navigationBar = navigation.navigationBar
            return try renderer.image(of: top)
        }
        viewController.loadViewIfNeeded()
        // The bar shows the controller's item for this render only, so the renderer can draw other controllers after.
        let borrowedBar = chrome.navigationBar.flatMap { $0.items.isEmpty ? $0 : nil }
        borrowedBar?.items = [viewController.navigationItem]
        defer { borrowedBar?.items = [] }
        viewController.viewWillAppear(false)
        viewController.viewWillLayoutSubviews()
        let image: Image
        if let tableView = viewController.view as? TableView {
            image = try self.image(of: tableView)
        } else {
            image = try self.image(of: viewController.view, size: size)
        }
        viewController.viewDidLayoutSubviews()
        viewController.viewDidAppear(false)
        return image
    }
}
