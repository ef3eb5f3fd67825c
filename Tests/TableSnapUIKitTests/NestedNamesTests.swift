#if canImport(UIKit)
import UIKit
#else
import TableSnapUIKit
#endif
import Testing
import TableSnapTesting

/// UIKit's nested type names and initializers resolve as UIKit code spells them.
@Suite(.design(.iOS18)) struct NestedNamesTests {
    @Test func nestedTypesResolve() {
        let style: UITableView.Style = .insetGrouped
        let cellStyle: UITableViewCell.CellStyle = .value1
        let accessory: UITableViewCell.AccessoryType = .checkmark
        let editing: UITableViewCell.EditingStyle = .insert
        let selection: UITableViewCell.SelectionStyle = .none
        let separator: UITableViewCell.SeparatorStyle = .singleLine
        let textStyle: UIFont.TextStyle = .headline
        let weight: UIFont.Weight = .semibold
        let animation: UITableView.RowAnimation = .automatic
        #expect(style == .insetGrouped && cellStyle == .value1 && accessory == .checkmark && editing == .insert)
        #expect(selection == .none && separator == .singleLine && textStyle == .headline && weight == .semibold && animation == .automatic)
    }

    @Test func colourFontAndImageInitializersResolve() throws {
        let stripe = UIColor(white: 0.7, alpha: 0.1)
        let custom = UIColor(red: 0.5, green: 0.7, blue: 0.9, alpha: 0.8)
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(stripe.light.alpha == 0.1 && custom.light.blue == 0.9 && dynamic.dark == UIColor.white.dark)
        #expect([UIColor.blue, .green, .darkGray, .lightGray, .orange].count == 5)
        let helvetica = try #require(UIFont(name: "Helvetica-Bold", size: 16))
        #expect(helvetica.weight == .bold)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.boldSystemFont(ofSize: 12).weight == .bold)
        let configuration = UIImage.SymbolConfiguration(pointSize: 34, weight: .bold)
        let image = try #require(UIImage(systemName: "star", withConfiguration: configuration))
        let plain = try #require(UIImage(systemName: "star"))
        #expect(image.size.height > plain.size.height)
        #expect(UIImage(named: "gear") != nil)
        #expect(UIImageView(image: image).frame.size == image.size)
    }

    @Test func viewsAndControlsResolve() {
        let button = UIButton(type: .system)
        button.setTitle("Tap Me", for: .normal)
        button.sizeToFit()
        #expect(button.frame.width > 0)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.right == directional.trailing)
        let label = UILabel()
        label.textAlignment = NSTextAlignment.center
        label.lineBreakMode = .byWordWrapping
        label.adjustsFontForContentSizeCategory = true
        let controls: [UIView] = [UISwitch(), UISlider(), UIStepper(), UISegmentedControl(items: ["A", "B"]),
                                  UIActivityIndicatorView(style: .medium), UIProgressView(), UITextField()]
        #expect(controls.count == 7)
        let traits = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory.accessibilityLarge)
        #expect(traits.userInterfaceStyle == UIUserInterfaceStyle.light)
    }

    @Test func buttonConfigurationsResolve() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Add"
        configuration.subtitle = "Now"
        configuration.image = UIImage(systemName: "plus")
        configuration.imagePadding = 4
        configuration.imagePlacement = NSDirectionalRectEdge.trailing
        configuration.baseForegroundColor = .white
        configuration.baseBackgroundColor = .systemGreen
        configuration.cornerStyle = UIButton.Configuration.CornerStyle.capsule
        configuration.buttonSize = UIButton.Configuration.Size.large
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let button = UIButton(configuration: configuration, primaryAction: UIAction(title: "Add") { _ in })
        button.sizeToFit()
        #expect(button.frame.height > 0 && button.configuration?.contentInsets.leading == 16)
        let makers: [UIButton.Configuration] = [.plain(), .gray(), .tinted(), .bordered(), .borderedTinted(), .borderedProminent()]
        #expect(makers.count == 6)
    }
}
