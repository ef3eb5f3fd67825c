#if canImport(UIKit)
import UIKit
#else
import TableSnapUIKit
#endif

/// A grocery list from a diffable data source: sections and items by
/// identifier, titles from a data source subclass, one item removed by a
/// second snapshot.
final class GroceriesViewController: UITableViewController {
    enum Section: String, CaseIterable {
        case fruit = "Fruit"
        case vegetables = "Vegetables"
    }

    final class DataSource: UITableViewDiffableDataSource<Section, String> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)?.rawValue
        }
    }

    var dataSource: DataSource!

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Groceries"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        dataSource = DataSource(tableView: tableView) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        dataSource.defaultRowAnimation = .fade

        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(["Apples", "Bananas", "Cherries"], toSection: .fruit)
        snapshot.appendItems(["Carrots", "Leeks", "Spinach"], toSection: .vegetables)
        dataSource.apply(snapshot, animatingDifferences: false)

        var bought = dataSource.snapshot()
        bought.deleteItems(["Bananas"])
        bought.insertItems(["Kale"], afterItem: "Carrots")
        dataSource.apply(bought)
    }
}
