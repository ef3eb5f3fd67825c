// A self-sizing contact cell built around a UIStackView: an avatar beside a
// vertical stack of name and role, pinned to the content view's margins; the
// row heights come from the constraints (UITableView.automaticDimension).
#if canImport(UIKit)
import UIKit
#else
import TableSnapUIKit
#endif

final class ContactCell: UITableViewCell {
    static let reuseIdentifier = "ContactCell"
    let avatar = UIImageView()
    let nameLabel = UILabel()
    let roleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatar.tintColor = .systemGray
        avatar.contentMode = .scaleAspectFit
        nameLabel.font = UIFont.preferredFont(forTextStyle: .body)
        roleLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        roleLabel.textColor = .secondaryLabel
        roleLabel.numberOfLines = 0

        let text = UIStackView(arrangedSubviews: [nameLabel, roleLabel])
        text.axis = .vertical
        text.spacing = 2
        let row = UIStackView(arrangedSubviews: [avatar, text])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            row.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            row.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ContactsViewController: UIViewController, UITableViewDataSource {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let contacts = [
        ("Ada Lovelace", "Analyst of the Analytical Engine"),
        ("Grace Hopper", "Rear admiral; wrote the first compiler, and found the first actual bug in a relay of the Mark II"),
        ("Alan Turing", "Mathematician"),
        ("Katherine Johnson", "Computed the trajectory of Freedom 7 and checked the orbit of Friendship 7 by hand"),
        ("Edsger Dijkstra", "Go To Statement Considered Harmful"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 64
        tableView.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        contacts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath) as! ContactCell
        cell.nameLabel.text = contacts[indexPath.row].0
        cell.roleLabel.text = contacts[indexPath.row].1
        cell.avatar.image = UIImage(systemName: "person.crop.circle")
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
