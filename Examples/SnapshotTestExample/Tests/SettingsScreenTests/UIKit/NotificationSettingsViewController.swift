import UIKit
import os.log

// A settings screen written the way shipping apps write them: target–action
// with @objc and #selector, the data source in an extension of overrides,
// `import UIKit` first. Compiled on Linux, unchanged, by the UIKitSources
// plugin (this folder is excluded from the target and rewritten into it).
final class NotificationSettingsViewController: UITableViewController {
    private let options = ["Allow Notifications", "Sounds", "Badges"]
    private var enabled = [true, true, false]
    private let log = Logger(subsystem: "com.example.settings", category: "notifications")

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notifications"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done(_:)))
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "option")
        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(resetToDefaults))
        doubleTap.numberOfTapsRequired = 2
        tableView.addGestureRecognizer(doubleTap)
    }

    @objc private func resetToDefaults() {
        enabled = [true, true, false]
        log.info("Reset \(self.enabled.count, privacy: .public) options")
        tableView.reloadData()
    }

    @objc private func done(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }

    @objc private func toggled(_ sender: UISwitch) {
        enabled[sender.tag] = sender.isOn
        os_log("Option %d is now %d", log: .default, type: .debug, sender.tag, sender.isOn ? 1 : 0)
    }
}

// MARK: - UITableViewDataSource

extension NotificationSettingsViewController {
    override func numberOfSections(in tableView: UITableView) -> Int {
        1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        options.count
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "Notifications appear on the Lock Screen and in Notification Centre."
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "option", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = options[indexPath.row]
        cell.contentConfiguration = content
        let toggle = UISwitch()
        toggle.isOn = enabled[indexPath.row]
        toggle.tag = indexPath.row
        toggle.addTarget(self, action: #selector(toggled(_:)), for: .valueChanged)
        cell.accessoryView = toggle
        cell.selectionStyle = .none
        return cell
    }
}
