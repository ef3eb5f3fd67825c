import UIKit

/// An account form: text fields with their keyboards, a secure password,
/// a switch wired with #selector, the return key moving to the next field.
final class AccountViewController: UITableViewController {
    private enum Row: Int, CaseIterable {
        case email, password, newsletter
    }

    private let emailField = UITextField()
    private let passwordField = UITextField()
    @objc dynamic var subscribes = true

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "field")

        emailField.placeholder = "name@example.com"
        emailField.text = "kate@example.com"
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.returnKeyType = .next
        emailField.delegate = self

        passwordField.placeholder = "Required"
        passwordField.text = "correct horse"
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password
        passwordField.returnKeyType = .done
        passwordField.delegate = self
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        emailField.becomeFirstResponder()
    }

    @objc private func cancel() {
        view.endEditing(true)
        dismiss(animated: true)
    }

    @objc private func save() {
        dismiss(animated: true)
    }

    @objc private func newsletterChanged(_ sender: UISwitch) {
        subscribes = sender.isOn
    }
}

// MARK: - UITableViewDataSource

extension AccountViewController {
    override func numberOfSections(in tableView: UITableView) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 2 : 1
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Sign In" : nil
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? "A short letter once a month. Unsubscribe at any time." : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath)
        cell.selectionStyle = .none
        let row = Row(rawValue: indexPath.section == 0 ? indexPath.row : Row.newsletter.rawValue) ?? .email
        switch row {
        case .email, .password:
            let field = row == .email ? emailField : passwordField
            var content = cell.defaultContentConfiguration()
            content.text = row == .email ? "Email" : "Password"
            cell.contentConfiguration = content
            field.textAlignment = .right
            field.frame = CGRect(x: 0, y: 0, width: 200, height: 34)
            cell.accessoryView = field
        case .newsletter:
            var content = cell.defaultContentConfiguration()
            content.text = "Newsletter"
            cell.contentConfiguration = content
            let toggle = UISwitch()
            toggle.isOn = subscribes
            toggle.onTintColor = .brand
            toggle.addTarget(self, action: #selector(newsletterChanged(_:)), for: .valueChanged)
            cell.accessoryView = toggle
        }
        return cell
    }
}

// MARK: - UITextFieldDelegate

extension AccountViewController: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }
}
