import UIKit
import QuartzCore

/// A reading list: a diffable data source subclass that allows deleting and
/// moving, a context menu and the edit menu on rows, a long press, an alert,
/// and an unread dot that pulses with Core Animation.
final class ReadingListViewController: UIViewController {
    enum Section { case unread, read }

    struct Article: Hashable {
        let title: String
        let source: String
        let isUnread: Bool
    }

    final class DataSource: UITableViewDiffableDataSource<Section, Article> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section) == .unread ? "Unread" : "Read"
        }

        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            true
        }

        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            guard editingStyle == .delete, let article = itemIdentifier(for: indexPath) else { return }
            var snapshot = snapshot()
            snapshot.deleteItems([article])
            apply(snapshot, animatingDifferences: true)
        }

        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            true
        }

        override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            guard let article = itemIdentifier(for: sourceIndexPath), let target = itemIdentifier(for: destinationIndexPath) else { return }
            var snapshot = snapshot()
            snapshot.moveItem(article, beforeItem: target)
            apply(snapshot, animatingDifferences: false)
        }
    }

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var dataSource: DataSource!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reading List"
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        tableView.register(ArticleCell.self, forCellReuseIdentifier: ArticleCell.reuseIdentifier)
        tableView.delegate = self
        let longPress = UILongPressGestureRecognizer(target: self, action: #selector(handleLongPress(_:)))
        tableView.addGestureRecognizer(longPress)

        dataSource = DataSource(tableView: tableView) { tableView, indexPath, article in
            let cell = tableView.dequeueReusableCell(withIdentifier: ArticleCell.reuseIdentifier, for: indexPath) as? ArticleCell
            cell?.configure(with: article)
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Article>()
        snapshot.appendSections([.unread, .read])
        snapshot.appendItems([
            Article(title: "Designing for Liquid Glass", source: "developer.apple.com", isUnread: true),
            Article(title: "Diffable data sources, in depth", source: "swiftbysundell.com", isUnread: true),
        ], toSection: .unread)
        snapshot.appendItems([
            Article(title: "Auto Layout without surprises", source: "objc.io", isUnread: false),
            Article(title: "Snapshot tests on Linux CI", source: "example.com", isUnread: false),
        ], toSection: .read)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    @objc private func handleLongPress(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        let alert = UIAlertController(title: "Mark All as Read?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Mark All as Read", style: .default) { _ in })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }
}

// MARK: - UITableViewDelegate

extension ReadingListViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        guard let article = dataSource.itemIdentifier(for: indexPath) else { return nil }
        return UIContextMenuConfiguration(identifier: indexPath as NSCopying, previewProvider: nil) { _ in
            let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
                guard var snapshot = self?.dataSource.snapshot() else { return }
                snapshot.deleteItems([article])
                self?.dataSource.apply(snapshot)
            }
            return UIMenu(title: article.title, children: [share, delete])
        }
    }

    func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        true
    }
}
