#if canImport(UIKit)
import UIKit
#else
import TableSnapUIKit
#endif
import Foundation
import Testing

/// Controls and bars as settings and editor screens configure them, with
/// UIKit's exact signatures: the check is first that this file builds;
/// what each call keeps is read back (what it draws is tested in TableKit).
@MainActor struct BarAndControlIdiomsTests {
    final class Screen {
        func choiceChanged(_ sender: UISegmentedControl) {}
    }

    @Test func aSegmentedControlIsBuiltEmptyAndStyledByState() {
        let screen = Screen()
        let choice = UISegmentedControl()
        for (index, title) in ["Off", "Groups of 2", "Groups of 3"].enumerated() {
            choice.insertSegment(withTitle: title, at: index, animated: false)
        }
        let font = UIFont.systemFont(ofSize: 20, weight: .light)
        choice.setTitleTextAttributes([.foregroundColor: UIColor.white, .font: font], for: .normal)
        choice.setTitleTextAttributes([NSAttributedString.Key.foregroundColor: UIColor.black], for: .selected)
        choice.setContentPositionAdjustment(UIOffset(horizontal: 0, vertical: -2), forSegmentType: .any, barMetrics: .default)
        choice.addTarget(screen, action: Selector("choiceChanged:"), for: .valueChanged)
        choice.selectedSegmentTintColor = .systemBlue
        #expect(choice.numberOfSegments == 3 && choice.titleForSegment(at: 2) == "Groups of 3")
        #expect((choice.titleTextAttributes(for: .normal)?[.font] as? UIFont)?.pointSize == 20)
        #expect(choice.contentPositionAdjustment(forSegmentType: .any, barMetrics: .default) == UIOffset(horizontal: 0, vertical: -2))
        #expect(choice.contentPositionAdjustment(forSegmentType: .alone, barMetrics: .compact) == .zero)
        #expect(choice.actions(forTarget: screen, forControlEvent: .valueChanged) == ["choiceChanged:"])
    }

    @Test func aNavigationControllerStylesItsBarWithAppearances() {
        let navigation = UINavigationController(rootViewController: UITableViewController(style: .insetGrouped))
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.titleTextAttributes = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 17, weight: .bold),
                                          NSAttributedString.Key.foregroundColor: UIColor.label]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.label]
        appearance.backgroundColor = .systemGroupedBackground
        appearance.shadowImage = nil
        appearance.shadowColor = nil
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        navigation.navigationBar.compactAppearance = appearance.copy()
        let item = navigation.topViewController?.navigationItem
        item?.scrollEdgeAppearance = UINavigationBarAppearance(barAppearance: appearance)
        item?.standardAppearance = nil
        #expect(navigation.navigationBar.scrollEdgeAppearance === appearance && appearance.shadowColor == nil)
        #expect(navigation.navigationBar.compactAppearance !== appearance, "a copy")
        #expect(item?.scrollEdgeAppearance?.backgroundColor === UIColor.systemGroupedBackground)
        let transparent = UINavigationBarAppearance()
        transparent.configureWithTransparentBackground()
        #expect(transparent.backgroundColor == nil && transparent.backgroundEffect == nil)
    }

    @Test func aTitleViewAndAHiddenBackButtonAreSetOnTheItem() {
        let controller = UITableViewController(style: .plain)
        let label = UILabel()
        label.text = "Menlo"
        controller.navigationItem.titleView = label
        controller.navigationItem.hidesBackButton = true
        controller.navigationItem.setHidesBackButton(false, animated: true)
        #expect(controller.navigationItem.titleView === label && !controller.navigationItem.hidesBackButton)
    }

    @Test func barItemsKeepTheirAccessibility() {
        let controller = UITableViewController(style: .grouped)
        controller.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        controller.navigationItem.rightBarButtonItem?.accessibilityIdentifier = "edit"
        controller.navigationItem.rightBarButtonItem?.accessibilityLabel = "Edit engines"
        controller.navigationItem.rightBarButtonItem?.accessibilityHint = "Reorders and deletes"
        let item = controller.navigationItem.rightBarButtonItem
        #expect(item?.accessibilityIdentifier == "edit" && item?.accessibilityLabel == "Edit engines")
        #expect(item?.accessibilityHint == "Reorders and deletes" && item?.isAccessibilityElement == false)
    }

    @Test func aTextFieldTakesAToolbarAboveItsKeyboard() {
        let field = UITextField()
        let toolbar = UIToolbar()
        let done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in field.resignFirstResponder() })
        let cancel = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { _ in })
        toolbar.setItems([cancel, .flexibleSpace(), done], animated: true)
        toolbar.sizeToFit()
        field.keyboardType = .decimalPad
        field.inputAccessoryView = toolbar
        field.inputView = UIView()
        #expect(toolbar.items.count == 3 && field.inputAccessoryView === toolbar && field.inputView != nil)
    }

    @Test func aTextViewAndADatePickerAreSetUpAsInACell() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let textView = UITextView(frame: cell.frame)
        textView.text = "Some value"
        textView.font = .systemFont(ofSize: UIFont.systemFontSize)
        textView.backgroundColor = cell.backgroundColor
        textView.autoresizingMask = [.flexibleHeight, .flexibleWidth]
        textView.isScrollEnabled = true
        textView.textContainerInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        textView.textContainer.lineFragmentPadding = 0
        textView.inputAccessoryView = UIToolbar()
        cell.contentView.addSubview(textView)
        let picker = UIDatePicker()
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .compact
        picker.date = Date(timeIntervalSince1970: 0)
        picker.minimumDate = Date(timeIntervalSince1970: 86_400)
        picker.addAction(UIAction { _ in }, for: .editingDidEnd)
        picker.addTarget(nil, action: Selector("dateChanged:"), for: .valueChanged)
        #expect(textView.textContainer.lineFragmentPadding == 0 && textView.autoresizingMask.contains(.flexibleWidth))
        #expect(picker.date == Date(timeIntervalSince1970: 86_400), "kept within the minimum")
        #expect(picker.datePickerStyle == .compact)
    }
}
