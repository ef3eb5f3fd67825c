#if canImport(UIKit)
import UIKit
#else
import TableSnapUIKit
#endif

/// A Settings-style list built with content configurations: tinted
/// symbols, plain cells and value cells, with disclosure indicators.
final class SettingsViewController: UITableViewController {
    struct Row {
        let title: String
        let value: String?
        let symbol: String
        let color: UIColor
    }

    let sections: [(header: String?, rows: [Row])] = [
        (nil, [
            Row(title: "Airplane Mode", value: nil, symbol: "airplane", color: .systemOrange),
            Row(title: "Wi-Fi", value: "Home Network", symbol: "wifi", color: .systemBlue),
            Row(title: "Bluetooth", value: "On", symbol: "bluetooth", color: .systemBlue),
        ]),
        ("Notifications", [
            Row(title: "Notifications", value: nil, symbol: "bell", color: .systemRed),
            Row(title: "Focus", value: nil, symbol: "moon", color: .systemIndigo),
        ]),
    ]

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.largeTitleDisplayMode = .always
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        let row = sections[indexPath.section].rows[indexPath.row]
        var content = row.value == nil ? UIListContentConfiguration.cell() : UIListContentConfiguration.valueCell()
        content.text = row.title
        content.secondaryText = row.value
        content.image = UIImage(systemName: row.symbol)
        content.imageProperties.tintColor = row.color
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
