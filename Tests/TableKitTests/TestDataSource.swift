import Foundation
import TableKit

/// A data source and delegate for tests: counts from an array, cells from a closure.
final class TestDataSource: TableViewDataSource, TableViewDelegate {
    var rowCounts: [Int]
    var headers: [String?]
    var footers: [String?]
    var rowHeight: ((IndexPath) -> CGFloat)?
    var configure: (TableViewCell, IndexPath) -> Void
    var indexTitles: [String]?
    var headerViews: ((TableView, Int) -> View?)?
    var editingStyles: ((IndexPath) -> TableViewCellEditingStyle)?
    var canEdit: ((IndexPath) -> Bool)?
    var leadingActions: ((IndexPath) -> SwipeActionsConfiguration?)?
    var trailingActions: ((IndexPath) -> SwipeActionsConfiguration?)?
    private(set) var cellRequests = 0

    init(rowCounts: [Int], headers: [String?] = [], footers: [String?] = [],
         configure: @escaping (TableViewCell, IndexPath) -> Void = { cell, indexPath in cell.textLabel?.text = "Row \(indexPath.row)" }) {
        self.rowCounts = rowCounts
        self.headers = headers
        self.footers = footers
        self.configure = configure
    }

    func numberOfSections(in tableView: TableView) -> Int { rowCounts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { headers.indices.contains(section) ? headers[section] : nil }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { footers.indices.contains(section) ? footers[section] : nil }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        configure(cell, indexPath)
        return cell
    }

    func sectionIndexTitles(for tableView: TableView) -> [String]? { indexTitles }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { headerViews?(tableView, section) }

    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCellEditingStyle { editingStyles?(indexPath) ?? .delete }
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { canEdit?(indexPath) ?? true }
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        leadingActions?(indexPath)
    }
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        trailingActions?(indexPath)
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeight?(indexPath) ?? tableView.rowHeight
    }
}

/// A cell class that counts how many were ever made.
final class CountingCell: TableViewCell {
    nonisolated(unsafe) static var made = 0

    override init(style: TableViewCellStyle, reuseIdentifier: String?) {
        CountingCell.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { nil }
}

/// A table of `device`'s size, laid out.
func makeTable(_ source: TestDataSource, style: TableViewStyle = .plain, size: CGSize = CGSize(width: 393, height: 852),
               safeArea: EdgeInsets = EdgeInsets(), scale: CGFloat = 3, traits: Traits? = nil,
               cellClass: TableViewCell.Type = TableViewCell.self) -> TableView {
    let table = TableView(frame: CGRect(origin: .zero, size: size), style: style)
    table.register(cellClass, forCellReuseIdentifier: "cell")
    table.overrideTraits = traits ?? Traits(displayScale: scale)
    table.safeAreaInsets = safeArea
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return table
}

/// `view`'s bounds in `ancestor`'s coordinates; `.null` without a view.
func frame(_ view: View?, in ancestor: View) -> CGRect {
    guard let view else { return .null }
    return view.convert(CGRect(origin: .zero, size: view.bounds.size), to: ancestor)
}
