import TableKit

/// `UITableView`: see `TableView`.
public typealias UITableView = TableView
/// `UITableViewCell`: see `TableViewCell`.
public typealias UITableViewCell = TableViewCell
/// `UITableViewHeaderFooterView`: see `TableViewHeaderFooterView`.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
/// `UITableViewDataSource`: see `TableViewDataSource`.
public typealias UITableViewDataSource = TableViewDataSource
/// `UITableViewDelegate`: see `TableViewDelegate`.
public typealias UITableViewDelegate = TableViewDelegate
/// `UIContextualAction`: see `ContextualAction`.
public typealias UIContextualAction = ContextualAction
/// `UISwipeActionsConfiguration`: see `SwipeActionsConfiguration`.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
/// `UITableViewDiffableDataSource`: see `TableViewDiffableDataSource`.
public typealias UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> =
    TableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
/// `NSDiffableDataSourceSnapshot`: see `DiffableDataSourceSnapshot`.
public typealias NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> =
    DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
