#if canImport(UIKit)
import UIKit
#else
import TableSnapUIKit
#endif
import Testing

/// Signatures written exactly as UIKit's, so code that relies on their
/// shape compiles: the check is mostly that this file builds.
struct UIKitSignaturesTests {
    final class Screen {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
        var showsSecondSection = true
        var completed = false

        /// UIKit's updates block does not escape, so it uses members without `self.`.
        func toggle() {
            table.performBatchUpdates({
                if showsSecondSection {
                    table.insertSections(IndexSet(integer: 1), with: .top)
                }
            }, completion: { finished in self.completed = finished })
            table.performBatchUpdates(nil)
        }
    }

    @Test func performBatchUpdatesRunsANonEscapingBlock() {
        let screen = Screen()
        screen.toggle()
        #expect(screen.completed)
    }

    /// `UILabel.textColor` is `UIColor!`: an optional colour assigns, and nil restores the default.
    @Test func aLabelsTextColorIsImplicitlyUnwrapped() {
        let label = UILabel()
        label.textColor = UIColor(named: "NoSuchColour")
        #expect(label.textColor == .label)
        label.textColor = Optional(UIColor.systemRed)
        #expect(label.textColor == .systemRed)
        label.textColor = nil
        #expect(label.textColor == .label)
    }

    /// Views and controllers are equal only to themselves, as `NSObject`s are.
    @Test func viewsCompareByIdentityAsNSObjectsDo() {
        let thumbsUp = UITableViewCell(style: .default, reuseIdentifier: nil), heart = UITableViewCell(style: .default, reuseIdentifier: nil)
        let outlet: UITableViewCell! = heart
        let picked: String
        switch heart {
        case thumbsUp: picked = "thumbsUp"
        case outlet: picked = "heart"
        default: picked = "none"
        }
        #expect(picked == "heart" && thumbsUp != heart && Set<UIView>([thumbsUp, heart, thumbsUp]).count == 2)
    }

    @Test func resolvedColorTakesATraitCollection() {
        let traits = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIColor.label.resolvedColor(with: traits) == UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(UIColor.label.resolvedColor(with: .current) == UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
    }

    /// A settings base controller as apps write it: estimated heights
    /// overridden, an action kept as a selector and performed with an
    /// argument, a cell class passed as `classForCoder()`.
    final class StaticLinksController: UITableViewController {
        var estimatesAsked = 0
        override func tableView(_: UITableView, estimatedHeightForRowAt _: IndexPath) -> CGFloat {
            estimatesAsked += 1
            return 52
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
            perform(Selector("openLink:"), with: URL(string: "https://example.com"))
        }
    }

    @Test func estimatesPerformAndClassForCoderCompileAndAreInert() throws {
        let controller = StaticLinksController(style: .insetGrouped)
        _ = try Renderer(device: .iPhone15).image(of: controller)
        #expect(controller.estimatesAsked == 0, "a render measures the rows it shows")
        #expect(controller.tableView(controller.tableView, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == 52)
        let table = UITableView()
        let plain = UITableViewController()
        #expect(plain.tableView(table, estimatedHeightForHeaderInSection: 0) == UITableView.automaticDimension)
        controller.tableView(controller.tableView, accessoryButtonTappedForRowWith: IndexPath(row: 0, section: 0))
        #expect(controller.perform(Selector("openLink:")) == nil, "no Objective-C runtime sends it")
        #expect(ObjectIdentifier(UITableViewCell.classForCoder()) == ObjectIdentifier(UITableViewCell.self))
        UIApplication.shared.isNetworkActivityIndicatorVisible = true
        #expect(!UIApplication.shared.isNetworkActivityIndicatorVisible, "iOS 13 and later draw no activity indicator")
    }
}
