import Foundation
import Testing
import TableSnapUIKit
import TableSnapTesting

/// A plain root view's safe area is the screen's (status bar, navigation bar,
/// home indicator), so content pinned to `safeAreaLayoutGuide` starts below
/// the bars, as Apple's "Mountains" sample lays out a search bar over a list.
@MainActor struct SafeAreaTests {
    final class SearchOverListViewController: UIViewController {
        let searchBar = UISearchBar()
        let list = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            for subview in [searchBar, list] {
                subview.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(subview)
            }
            let views = ["search": searchBar, "list": list]
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[search]|", options: [], metrics: nil, views: views))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[list]|", options: [], metrics: nil, views: views))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[search]-20-[list]|", options: [], metrics: nil, views: views))
            searchBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
        }
    }

    @Test(.design(.iOS18)) func contentPinnedToTheSafeAreaStartsBelowTheBars() throws {
        let controller = SearchOverListViewController()
        let log = Log()
        try ConsoleLog.$showsDiagnostics.withValue(true) {
            try ConsoleLog.$sink.withValue(log.append) {
                var renderer = Renderer(device: .iPhone15)
                renderer.chrome = ScreenChrome(statusBar: StatusBar(), navigationBar: NavigationBar(), showsHomeIndicator: true)
                _ = try renderer.image(of: controller)
            }
        }
        let safeArea = controller.view.safeAreaInsets
        #expect(safeArea.top > 90 && safeArea.bottom == 34, "status and navigation bars above, the home indicator below")
        #expect(controller.searchBar.frame.minY == safeArea.top)
        #expect(controller.searchBar.frame.height == 52, "the bar's own height, with no constraint giving it")
        #expect(controller.list.frame.minY == safeArea.top + 72 && controller.list.frame.maxY == controller.view.bounds.height)
        #expect(log.messages.isEmpty, "no ambiguity: \(log.messages)")
        #expect(controller.list.safeAreaInsets.bottom == 34 && controller.list.safeAreaInsets.top == 0)
    }

    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        var messages: [String] { lock.withLock { stored } }
        func append(_ message: String) { lock.withLock { stored.append(message) } }
    }
}
