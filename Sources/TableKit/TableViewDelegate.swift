import Foundation

/// Customises a table's heights and is told before cells are shown, as `UITableViewDelegate`.
///
/// Every method is optional. The default heights are the table's own
/// (`rowHeight`, `sectionHeaderHeight`, `sectionFooterHeight`), as in UIKit
/// when the delegate does not implement them; ``TableView/automaticDimension``
/// sizes the row, header or footer from its content.
public protocol TableViewDelegate: AnyObject {
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
}
