import Canvas
import Foundation

extension Renderer {
    /// Shows `viewController` as UIKit would once: loads its view, calls
    /// `viewWillAppear` and `viewIsAppearing`, lays the view out at this renderer's size between
    /// `viewWillLayoutSubviews` and `viewDidLayoutSubviews`, then calls
    /// `viewDidAppear`, and draws it. A table view (any scroll view) is drawn as
    /// ``image(of:)-(ScrollView)`` draws one; when ``chrome`` has a
    /// navigation bar with no items of its own, it shows the controller's
    /// ``ViewController/navigationItem`` (its title and buttons), as a
    /// navigation controller does.
    ///
    /// A ``NavigationController`` is drawn as its top controller under its
    /// own navigation bar, over its toolbar (with the top controller's
    /// toolbar items) unless that is hidden, with this renderer's other bars.
    /// A ``SplitViewController`` is drawn collapsed, as on an iPhone: its
    /// compact column's stack when one is set, else its primary column's.
    ///
    /// A screen whose tables register nibs is refused before any cell is
    /// made (``RenderError/unreadableNib(name:identifier:)``), so that a test
    /// fails with the nib's name instead of trapping in `as! Cell`.
    public func image(of viewController: ViewController) throws(RenderError) -> Image {
        if let split = viewController as? SplitViewController, let shown = split.collapsedScreen {
            return try image(of: shown)
        }
        if let navigation = viewController as? NavigationController, let top = navigation.topViewController {
            var renderer = self
            renderer.chrome.navigationBar = navigation.navigationBar
            if !navigation.isToolbarHidden {
                navigation.toolbar.items = top.toolbarItems ?? []
                renderer.chrome.toolbar = navigation.toolbar
            }
            return try renderer.image(of: top)
        }
        viewController.loadViewIfNeeded()
        // The bar shows the controller's item for this render only, so the renderer can draw other controllers after.
        let borrowedBar = chrome.navigationBar.flatMap { $0.items.isEmpty ? $0 : nil }
        borrowedBar?.items = [viewController.navigationItem]
        defer { borrowedBar?.items = [] }
        viewController.viewWillAppear(false)
        viewController.viewIsAppearing(false)
        let scrollViews = [viewController.view].compactMap { $0 as? ScrollView } + viewController.view.descendants(of: ScrollView.self)
        if let nib = scrollViews.lazy.flatMap(\.nibRegistrations).first {
            throw .unreadableNib(name: nib.nibName, identifier: nib.identifier)
        }
        viewController.viewWillLayoutSubviews()
        let image: Image
        do {
            if let scrollView = viewController.view as? ScrollView {
                image = try self.image(of: scrollView)
            } else if mode == .screen {
                image = try screenImage(of: viewController.view)
            } else {
                image = try self.image(of: viewController.view, size: size)
            }
        } catch {
            throw .bitmap(error)
        }
        viewController.viewDidLayoutSubviews()
        viewController.viewDidAppear(false)
        return image
    }

    /// A controller's view that is not itself a table or other scroll view,
    /// on the screen with the bars: each scroll view in it is inset by the
    /// part of the bars and the device's safe area it lies under, as UIKit's
    /// automatic content-inset adjustment does, and the first one scrolls the
    /// large title away.
    private func screenImage(of view: View) throws(BitmapError) -> Image {
        try checkPixels(size)
        view.overrideTraits = traits
        view.frame = CGRect(origin: .zero, size: size)
        chrome.adopt(traits)
        let resting = chrome.restingSafeArea(safeAreaInsets)
        view.screenSafeArea = resting
        view.layoutIfNeeded()
        let tables = view.descendants(of: ScrollView.self)
        for table in tables {
            let frame = table.convert(table.bounds, to: view)
            table.safeAreaInsets = EdgeInsets(
                top: max(0, resting.top - frame.minY), left: max(0, resting.left - frame.minX),
                bottom: max(0, resting.bottom - (size.height - frame.maxY)), right: max(0, resting.right - (size.width - frame.maxX)))
            table.layoutIfNeeded()
        }
        if let first = tables.first, first.convert(first.bounds, to: view).minY == 0 {
            chrome.collapse(first, deviceSafeArea: safeAreaInsets)
        }
        return try opaqueImage(size: size, drawnFirst: view) { context in
            view.render(in: context)
            chrome.render(in: context, size: size, safeArea: safeAreaInsets, traits: traits, isEditing: tables.first?.isEditingContent ?? false)
        }
    }
}
