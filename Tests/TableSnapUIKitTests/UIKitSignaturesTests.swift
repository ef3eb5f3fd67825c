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
}
