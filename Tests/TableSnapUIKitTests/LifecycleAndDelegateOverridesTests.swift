#if canImport(UIKit)
import UIKit
#else
import TableSnapUIKit
#endif
import Testing
import TableSnapTesting

/// The overrides real screens write that a render calls (`viewIsAppearing`,
/// `willDisplayHeaderView`, `placeholderRect(forBounds:)`) and those it
/// accepts and never calls (`viewWillDisappear`, `shouldHighlightRowAt`).
@MainActor @Suite(.design(.iOS18)) struct LifecycleAndDelegateOverridesTests {
    final class Controller: UITableViewController {
        var calls: [String] = []
        var headerSections: [Int] = [], footerSections: [Int] = []

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            calls.append("viewWillAppear")
        }
        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            calls.append("viewIsAppearing")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            calls.append("viewDidAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            calls.append("viewWillDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            calls.append("viewDidDisappear")
        }
        override func numberOfSections(in tableView: UITableView) -> Int { 2 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Header \(section)" }
        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "Footer \(section)" }
        override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            calls.append("shouldHighlight")
            return false
        }
        override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            headerSections.append(section)
            (view as? UITableViewHeaderFooterView)?.textLabel?.textColor = .systemRed
        }
        override func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
            footerSections.append(section)
        }
    }

    @Test func aRenderCallsTheAppearingOverridesAndShowsEverySectionViewToTheDelegate() throws {
        let controller = Controller(style: .grouped)
        _ = try Renderer(device: .iPhone15).image(of: controller)
        #expect(controller.calls == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"], "nothing disappears, nothing is touched")
        #expect(controller.headerSections == [0, 1] && controller.footerSections == [0, 1])
        let headers = controller.tableView.descendants(of: UITableViewHeaderFooterView.self).filter { $0.textLabel?.text?.lowercased().hasPrefix("header") == true }
        #expect(headers.count == 2 && headers.allSatisfy { $0.textLabel?.textColor == .systemRed }, "the delegate's last change is what is drawn")
        #expect(controller.tableView(controller.tableView, shouldHighlightRowAt: IndexPath(row: 0, section: 0)) == false)
    }

    /// A table delegate that is not a table controller gets UIKit's defaults.
    @Test func aPlainDelegateHighlightsByDefault() {
        final class Delegate: UITableViewDelegate {}
        #expect(Delegate().tableView(UITableView(frame: .zero, style: .plain), shouldHighlightRowAt: IndexPath(row: 0, section: 0)))
    }

    final class InsetField: UITextField {
        var askedForPlaceholderRect = false
        override func placeholderRect(forBounds bounds: CGRect) -> CGRect {
            askedForPlaceholderRect = true
            return super.placeholderRect(forBounds: bounds).offsetBy(dx: 10, dy: 0)
        }
    }

    @Test func aFieldDrawsItsPlaceholderWhereItsOverrideSays() throws {
        let field = InsetField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.placeholder = "Name"
        #expect(field.placeholderRect(forBounds: field.bounds).minX == field.textRect(forBounds: field.bounds).minX + 10)
        _ = try Renderer(size: field.bounds.size).image(of: field, size: field.bounds.size)
        #expect(field.askedForPlaceholderRect)
    }

    final class FixedSizeView: UIView {
        override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                              verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
            CGSize(width: targetSize.width, height: 77)
        }
    }

    @Test func systemLayoutSizeFittingIsOpen() {
        let view: UIView = FixedSizeView()
        #expect(view.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 320, height: 77))
        #expect(view.systemLayoutSizeFitting(CGSize(width: 100, height: 0)).height == 77, "the one-argument form asks the override")
    }

    /// A people cell as apps write it: two labels placed by constraints, and
    /// a least row height of 75 pt given by overriding the cell's
    /// `systemLayoutSizeFitting`, which a self-sizing table asks, as UIKit's does.
    final class PersonCell: UITableViewCell {
        let name = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            name.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(name)
            NSLayoutConstraint.activate([
                name.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                name.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                name.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            ])
        }
        required init?(coder: NSCoder) { nil }
        override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                              verticalFittingPriority: UILayoutPriority) -> CGSize {
            let size = super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                     verticalFittingPriority: verticalFittingPriority)
            return CGSize(width: size.width, height: max(size.height, 75))
        }
    }

    final class PeopleSource: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
            (cell as? PersonCell)?.name.text = ["Ada", "Grace", "Linus"][indexPath.row]
            return cell
        }
    }

    @Test(.design(.iOS18)) func aSelfSizingTableAsksTheCellsSystemLayoutSizeFitting() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 400), style: .plain)
        table.register(PersonCell.self, forCellReuseIdentifier: "person")
        let source = PeopleSource()
        table.dataSource = source
        _ = try Renderer(size: table.bounds.size).image(of: table)
        #expect((0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height } == [75, 75, 75])
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 150, "the rows do not overlap")
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        plain.textLabel?.text = "Ada"
        #expect(plain.systemLayoutSizeFitting(CGSize(width: 393, height: 0), withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel).height == plain.sizeThatFits(CGSize(width: 393, height: 1000)).height)
        withExtendedLifetime(source) {}
    }
}
