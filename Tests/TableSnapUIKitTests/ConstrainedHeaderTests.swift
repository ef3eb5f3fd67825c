import Foundation
import Testing
import TableSnapUIKit

/// A header view of its own, placed by constraints in its content view (the
/// bottom one below required, as Mullvad's settings headers write it), is
/// as tall as its constraints make it, not the built-in title's height.
@MainActor struct ConstrainedHeaderTests {
    final class Header: UITableViewHeaderFooterView {
        let titleLabel = UILabel()
        let infoButton = UIButton(type: .custom)
        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            titleLabel.numberOfLines = 0
            titleLabel.text = "VPN settings"
            infoButton.isHidden = true
            for view in [titleLabel, infoButton] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
            let bottom = titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12)
            bottom.priority = .defaultHigh
            NSLayoutConstraint.activate([
                titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                bottom,
                infoButton.topAnchor.constraint(equalTo: contentView.topAnchor),
                infoButton.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                titleLabel.trailingAnchor.constraint(equalTo: infoButton.leadingAnchor, constant: -8),
                infoButton.widthAnchor.constraint(equalToConstant: 56),
                infoButton.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

}
final class ConstrainedHeaderSource: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { tableView.dequeueReusableHeaderFooterView(withIdentifier: "h") }
}
extension ConstrainedHeaderTests {
    @Test func aConstrainedHeaderIsAsTallAsItsConstraints() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 400), style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        table.register(Header.self, forHeaderFooterViewReuseIdentifier: "h")
        let source = ConstrainedHeaderSource()
        table.dataSource = source
        table.delegate = source
        _ = try Renderer(size: table.bounds.size).image(of: table)
        let header = Header(reuseIdentifier: nil)
        let content = header.contentView.systemLayoutSizeFitting(CGSize(width: 393, height: 0), withHorizontalFittingPriority: .required,
                                                                 verticalFittingPriority: .fittingSizeLevel)
        #expect(content.height > 40, "12 + a line of body text + 12")
        #expect(abs(table.rectForHeader(inSection: 0).height - content.height) < 0.34)
    }
}

/// A footer that is a plain view with a label pinned to its edges by
/// constraints, and no frame of its own, as apps write action footers.
final class ConstrainedFooterSource: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
    }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        let footer = UIView()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Learn more about how suggestions work"
        label.translatesAutoresizingMaskIntoConstraints = false
        footer.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: footer.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: footer.bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: footer.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: footer.trailingAnchor, constant: -20),
        ])
        return footer
    }
}

extension ConstrainedHeaderTests {
    @Test func aPlainFooterViewIsAsTallAsItsConstraints() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 400), style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        let source = ConstrainedFooterSource()
        table.dataSource = source
        table.delegate = source
        _ = try Renderer(size: table.bounds.size).image(of: table)
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.text = "X"
        // 8 + a line of body text + 8.
        #expect(abs(table.rectForFooter(inSection: 0).height - (16 + label.intrinsicContentSize.height)) < 0.34)
        withExtendedLifetime(source) {}
    }
}
