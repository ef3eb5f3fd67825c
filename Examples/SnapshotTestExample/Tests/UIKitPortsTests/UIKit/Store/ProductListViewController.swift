import UIKit
import os.log

/// A searchable product list, written as shipping apps write one: a search
/// controller whose updater is the screen, target–action on bar buttons,
/// the data source in extensions of overrides.
final class ProductListViewController: UITableViewController {
    private let searchController = UISearchController(searchResultsController: nil)
    private var products = Product.catalog
    private var sortedByPrice = false
    private let logger = Logger(subsystem: "com.example.store", category: "products")

    private lazy var priceFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "USD"
        return formatter
    }()

    init() {
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Store"
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sort", style: .plain, target: self, action: #selector(sortTapped(_:)))
        tableView.register(ProductCell.self, forCellReuseIdentifier: ProductCell.reuseIdentifier)

        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Products"
        searchController.searchBar.autocapitalizationType = .none
        searchController.searchBar.delegate = self
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
    }

    @objc private func sortTapped(_ sender: UIBarButtonItem) {
        sortedByPrice.toggle()
        products.sort { sortedByPrice ? $0.price < $1.price : $0.name < $1.name }
        logger.debug("Sorted \(self.products.count, privacy: .public) products")
        tableView.reloadData()
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(searchController.searchBar.text, forKey: "searchText")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        tableView.reloadData()
    }
}

// MARK: - UITableViewDataSource

extension ProductListViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        products.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: ProductCell.reuseIdentifier, for: indexPath) as? ProductCell else {
            return UITableViewCell()
        }
        cell.configure(with: products[indexPath.row], formatter: priceFormatter)
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

// MARK: - UISearchResultsUpdating

extension ProductListViewController: UISearchResultsUpdating {
    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text?.trimmingCharacters(in: .whitespaces) ?? ""
        products = query.isEmpty ? Product.catalog : Product.catalog.filter { $0.name.localizedCaseInsensitiveContains(query) }
        tableView.reloadData()
    }
}

// MARK: - UISearchBarDelegate

extension ProductListViewController: UISearchBarDelegate {
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        searchBar.text = nil
        products = Product.catalog
        tableView.reloadData()
    }
}
