import TableKit

/// The app's table: fruit by season, as a UIKit data source would feed it.
public final class FruitList: TableViewDataSource {
    let seasons = [("Summer", ["Apricot", "Cherry", "Peach"]), ("Autumn", ["Apple", "Fig", "Pear"])]

    public init() {}

    /// An inset-grouped table fed by this list (the table holds it weakly: keep the list).
    public func makeTableView() -> TableView {
        let tableView = TableView(frame: .zero, style: .insetGrouped)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "fruit")
        tableView.dataSource = self
        return tableView
    }

    public func numberOfSections(in tableView: TableView) -> Int { seasons.count }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { seasons[section].1.count }

    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { seasons[section].0 }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = seasons[indexPath.section].1[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
